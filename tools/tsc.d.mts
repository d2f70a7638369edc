// Types of tsc.mjs, for the TypeScript tests that import it.
export declare function runTsc(project: string, options?: { cwd?: string }): Promise<string>;
