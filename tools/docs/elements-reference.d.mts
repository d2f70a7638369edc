// Types of elements-reference.mjs, for the TypeScript tests that import it.
export interface ManifestElement {
  tagName: string;
  description?: string;
  attributes?: object[];
  events?: object[];
  cssProperties?: object[];
}
export declare function manifestElements(manifest: object): ManifestElement[];
export declare function renderElement(element: ManifestElement): string;
export declare function renderElements(manifest: object): string;
export declare function renderMarkers(manifest: object): string;
