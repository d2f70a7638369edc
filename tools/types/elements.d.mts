// The types of elements.mjs, for the tests that import it.
export declare function manifestSqElements(manifest: unknown): { tagName: string }[];
export declare function pascalName(tagName: string): string;
export declare function isRequired(attribute: {
  required?: unknown;
  'x-required'?: unknown;
}): boolean;
export declare function jsxType(typeText: string | undefined): string;
export declare function elementsDeclarations(manifest: unknown): string;
