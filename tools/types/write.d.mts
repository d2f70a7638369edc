// The types of write.mjs, for the build's callers and the tests that import it.
export declare const TYPE_FILES: readonly string[];
export declare function checkTypes(typesDir: string): Promise<string>;
export declare function writeTypes(options?: {
  manifestPath?: string;
  outDir?: string;
}): Promise<void>;
