// Types of write.mjs, for the tests that import it.
export declare const MANIFEST_FILE: 'custom-elements.json';
export declare const VSCODE_FILE: 'vscode.html-custom-data.json';
export declare function elementManifestFiles(root?: string): Promise<Record<string, string>>;
export declare function writeElementManifest(options?: {
  root?: string;
  outDir?: string;
}): Promise<string[]>;
