// Types of references.mjs, for the TypeScript tests that import it.
export declare function codeSpans(markdown: string): string[];
export declare function relativeLinks(markdown: string): { path: string; anchor: string | null }[];
export declare function repositoryPaths(markdown: string): string[];
