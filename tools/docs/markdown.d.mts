// Types of markdown.mjs, for the TypeScript tests that import it.
export declare function cell(text: unknown): string;
export declare function code(text: unknown): string;
export declare function slug(heading: string): string;
export declare function anchors(markdown: string): Set<string>;
export declare function withoutFences(markdown: string): string;
