// Types of manifest.mjs, for the tests that import it.
export declare const SCHEMA_VERSION: string;
export declare const SCRIPT_PATH: string;
export declare const DOCS_PAGE: string;
export declare function className(tag: string): string;
export declare function docsUrl(
  pkg: { repository?: string | { url?: string; directory?: string } },
  tag: string,
): string | null;
