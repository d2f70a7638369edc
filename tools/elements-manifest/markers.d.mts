// Types of markers.mjs, for the tests that import it.
export interface PageAttribute {
  name: string;
  type: string;
  description: string;
  values?: string[];
  boolean?: true;
}
export declare const MARKERS: readonly PageAttribute[];
export declare const STATES: readonly PageAttribute[];
export declare const INTERNAL: readonly string[];
