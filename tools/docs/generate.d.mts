// Types of generate.mjs, for the TypeScript tests that import it.
export type Renderers = Record<string, (root: string) => Promise<string>>;
export interface DocsResult {
  file: string;
  text: string;
  expected: string;
  stale: string[];
  blocks: number;
}
export declare const MANIFEST: string;
export declare const RENDERERS: Renderers;
export declare function blocksOf(markdown: string): { name: string; content: string }[];
export declare function withBlocks(markdown: string, contents: Record<string, string>): string;
export declare function renderDocs(root?: string, renderers?: Renderers): Promise<DocsResult[]>;
