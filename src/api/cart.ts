import type {
  AddEntryRequest,
  AddEntryResult,
  CartResult,
  RelatedProductsResult,
  SetQuantityRequest,
  ShoppingCart,
  SubscriptionRequest,
  SubscriptionResult,
  UpdateAdditionalFieldsRequest,
  UpdateAdditionalFieldsResult,
} from '../contract/cart';
import type { StockResponse } from '../contract/inventory';
import type { ApiClient } from './client';

const entryPath = (entryId: string) =>
  `api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`;

/**
 * The cart calls: reading the cart, changing its entries, subscription carts, suggestions, stock.
 * The cart is read with a cache-busting `timecode`, always with its subtotal, and with `mock=true`
 * on a demo or preview page (`preview`), whose server answers its demo cart. A change to
 * the cart's entries outlives the page (`keepalive`): a visitor who removes a line, then reloads or
 * follows a link at once, finds it removed on the next page, as a form post would have done.
 */
export function cartApi(client: ApiClient, { preview = false }: { preview?: boolean } = {}) {
  return {
    getCart(): Promise<ShoppingCart> {
      const query: Record<string, string> = {
        timecode: String(Date.now()),
        calculateSubtotal: 'true',
      };
      if (preview) query.mock = 'true';
      return client.request('get', 'api/commerce/shopping-cart', { searchParams: query });
    },
    addEntry(body: AddEntryRequest): Promise<AddEntryResult> {
      return client.request('post', 'api/commerce/shopping-cart/entries', {
        json: body,
        keepalive: true,
      });
    },
    updateAdditionalFields(
      entryId: string,
      body: UpdateAdditionalFieldsRequest,
    ): Promise<UpdateAdditionalFieldsResult> {
      const path = `api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`;
      return client.request('put', path, { json: body, keepalive: true });
    },
    /** A separate cart for one subscription; its token opens the subscription checkout. */
    createSubscriptionCart(body: SubscriptionRequest): Promise<SubscriptionResult> {
      return client.request('post', 'api/3/commerce/cart/subscription', { json: body });
    },
    /** Sets an entry's quantity; quantity 0 removes the entry. */
    updateQuantity(entryId: string, quantity: number, signal?: AbortSignal): Promise<CartResult> {
      return client.request('put', entryPath(entryId), {
        json: { quantity } satisfies SetQuantityRequest,
        signal,
        keepalive: true,
      });
    },
    removeEntry(entryId: string, signal?: AbortSignal): Promise<CartResult> {
      return client.request('delete', entryPath(entryId), { signal, keepalive: true });
    },
    /** Up to four products to suggest beside the cart [I-13]. */
    relatedProducts(): Promise<RelatedProductsResult> {
      return client.request('get', 'api/commerce/shopping-cart/related-products');
    },
    getStock(itemId: string): Promise<StockResponse> {
      return client.request('get', 'api/commerce/inventory/stock/', { searchParams: { itemId } });
    },
  };
}

export type CartApi = ReturnType<typeof cartApi>;
