import { productsApi } from '../src/api/products';
import type { Product } from '../src/commerce/product';
import { record, text } from '../src/contract/json-fields';
import { addPageProduct, pageProduct } from '../src/flows/page-items';
import type { Runtime } from '../src/runtime/runtime';

/** What a quick view shows of a product beside its form. */
export interface QuickViewProduct {
  product: Product;
  /** The product's image, when its item names one; an empty `alt` when the image only decorates. */
  image: { url: string; alt: string } | null;
}

function imageOf(item: unknown): QuickViewProduct['image'] {
  const { imageUrl, imageAlt } = record(item);
  const url = text(imageUrl);
  return url ? { url, alt: text(imageAlt) } : null;
}

/** Per runtime, the product fetches under way or done, by id. */
const fetches = new WeakMap<Runtime, Map<string, Promise<QuickViewProduct>>>();

/**
 * The product of a quick view: the page context's, else the shop's answer for that id
 * (`GET /api/commerce/products/{id}`), made the page's product of its id (addPageProduct) before it
 * is given, so the elements of the quick view's form find it. A fetch is sent once per runtime
 * while pending and after success; a failed one rejects with its ApiError (an answer for another
 * product with an Error), and the next quick view of that id fetches again.
 */
export function loadQuickViewProduct(runtime: Runtime, id: string): Promise<QuickViewProduct> {
  let byId = fetches.get(runtime);
  const started = byId?.get(id);
  if (started) return started;
  const known = pageProduct(runtime, id);
  if (known) {
    return Promise.resolve({ product: known, image: imageOf(runtime.context.products[id]) });
  }
  const request = productsApi(runtime.client)
    .get(id)
    .then((answer) => {
      if (answer?.id !== id) throw new Error(`the answer for product "${id}" is another product`);
      return { product: addPageProduct(runtime, answer), image: imageOf(answer) };
    });
  if (!byId) {
    byId = new Map();
    fetches.set(runtime, byId);
  }
  const requests = byId;
  requests.set(id, request);
  request.catch(() => requests.delete(id));
  return request;
}
