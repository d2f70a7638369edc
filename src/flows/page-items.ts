import { formsApi } from '../api/forms';
import { decodeProduct, type Product } from '../commerce/product';
import { decodeForm, type FormDefinition } from '../forms/form-model';
import type { Runtime } from '../runtime/runtime';

/**
 * The page context's products and forms, each decoded the first time it is asked for and then
 * kept for that runtime (in WeakMaps, so they go with it); an id the context lacks gives null.
 * A form the context lacks is fetched instead, once per runtime while the fetch is pending or has
 * succeeded; a failed fetch is tried again the next time. The runtime every page loads holds
 * none of this, so a page with no product and no form never loads their decoders.
 */

const products = new WeakMap<Runtime, Map<string, Product | null>>();
const forms = new WeakMap<Runtime, Map<string, FormDefinition | null>>();
const formRequests = new WeakMap<Runtime, Map<string, Promise<FormDefinition>>>();

/** The map `maps` keeps for this runtime, made empty the first time. */
function mapOf<V>(maps: WeakMap<Runtime, Map<string, V>>, runtime: Runtime): Map<string, V> {
  let map = maps.get(runtime);
  if (!map) {
    map = new Map();
    maps.set(runtime, map);
  }
  return map;
}

/** What `raw` decodes to, decoded once per id; null when the context has nothing of that id. */
function decodedOnce<T>(
  decoded: Map<string, T | null>,
  id: string,
  raw: () => unknown,
  decode: (raw: unknown) => T,
): T | null {
  if (!decoded.has(id)) {
    const value = raw();
    decoded.set(id, value === undefined ? null : decode(value));
  }
  return decoded.get(id) ?? null;
}

/** The page context's product of that id; null when the page has none. */
export function pageProduct(runtime: Runtime, id: string): Product | null {
  return decodedOnce(
    mapOf(products, runtime),
    id,
    () => runtime.context.products[id],
    decodeProduct,
  );
}

/**
 * Makes a product fetched on its own (the product answer of a quick view) the page's product of
 * its id, as if the page context had held it, so every element of that id finds it. Returns it.
 */
export function addPageProduct(runtime: Runtime, raw: unknown): Product {
  const product = decodeProduct(raw);
  mapOf(products, runtime).set(product.id, product);
  return product;
}

/** The page context's form of that id; null when the page has none. */
export function pageForm(runtime: Runtime, id: string): FormDefinition | null {
  return decodedOnce(mapOf(forms, runtime), id, () => runtime.context.forms[id], decodeForm);
}

/** The page context's form of that id, else the fetched one. Rejects when it cannot be read. */
export function loadPageForm(runtime: Runtime, id: string): Promise<FormDefinition> {
  const requests = mapOf(formRequests, runtime);
  let request = requests.get(id);
  if (!request) {
    const known = pageForm(runtime, id);
    request = known ? Promise.resolve(known) : formsApi(runtime.client).schema(id).then(decodeForm);
    requests.set(id, request);
    request.catch(() => requests.delete(id));
  }
  return request;
}
