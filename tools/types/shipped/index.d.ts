// sq-storefront's types for a page that loads the storefront script: `window.Sq`, the `sq:*`
// events on the document, the `sq-` elements (elements.d.ts, written from the element manifest)
// and their React JSX. A consumer writes `/// <reference types="sq-storefront" />` (or
// `import type {} from 'sq-storefront'`) once.
import type { SqDocumentEventMap, SqPublicApi } from './api.js';

export * from './api.js';
export * from './elements.js';

declare global {
  interface Window {
    /**
     * The storefront's page API. Optional: a page's script may run before the storefront's core
     * has set it; the document's `sq:ready` event carries it (`event.detail.Sq`) once it is there.
     */
    Sq?: SqPublicApi;
  }

  interface DocumentEventMap extends SqDocumentEventMap {}
}
