import forms from '../../fixtures/forms.json';
import products from '../../fixtures/products.json';
import { scriptSafeJson } from '../../src/html/script-json';

/** The fixture products by id, as the page context's `products` section holds them. */
export const fixtureProducts = (): Record<string, unknown> =>
  Object.fromEntries(products.map((p) => [p.id, p]));

/** The fixture forms by id, as the page context's `forms` section holds them. */
export const fixtureForms = (): Record<string, unknown> =>
  Object.fromEntries(forms.map((f) => [f.id, f]));

/**
 * The page-context element a server writes, for a test page: the sections given, escaped the way
 * every server must write JSON into a script element.
 */
export const contextScript = (sections: Record<string, unknown>): string =>
  `<script type="application/json" id="sq-context">${scriptSafeJson(sections)}</script>`;
