import type { ProductAnswer } from '../contract/products';
import type { ApiClient } from './client';

export type { ProductAnswer } from '../contract/products';

/**
 * Reading one product on its own: for a product the page context lacks (a quick view). A product
 * the shop does not have rejects with the `not-found` ApiError.
 */
export function productsApi(client: ApiClient) {
  return {
    get: (itemId: string) =>
      client.request<ProductAnswer>('get', `api/commerce/products/${encodeURIComponent(itemId)}`),
  };
}

export type ProductsApi = ReturnType<typeof productsApi>;
