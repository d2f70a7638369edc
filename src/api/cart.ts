import type {
  AddEntryRequest,
  AddEntryResult,
  RelatedProduct,
  ShoppingCart,
  StockResponse,
  SubscriptionRequest,
  SubscriptionResult,
  UpdateAdditionalFieldsRequest,
  UpdateAdditionalFieldsResult,
} from '../commerce/cart-types';
import type { ApiClient } from './client';

const entryPath = (entryId: string) =>
  `api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`;

/** The cart calls of spec §7. */
export function cartApi(client: ApiClient) {
  return {
    getCart(): Promise<ShoppingCart> {
      return client.request('get', 'api/commerce/shopping-cart', {
        searchParams: { timecode: String(Date.now()), calculateSubtotal: 'true' },
      });
    },
    addEntry(body: AddEntryRequest): Promise<AddEntryResult> {
      return client.request('post', 'api/commerce/shopping-cart/entries', { json: body });
    },
    updateAdditionalFields(
      entryId: string,
      body: UpdateAdditionalFieldsRequest,
    ): Promise<UpdateAdditionalFieldsResult> {
      const path = `api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`;
      return client.request('put', path, { json: body });
    },
    /** A separate cart for one subscription; its token opens the subscription checkout. */
    createSubscriptionCart(body: SubscriptionRequest): Promise<SubscriptionResult> {
      return client.request('post', 'api/3/commerce/cart/subscription', { json: body });
    },
    /** Not in §7 (checklist part 3, item 3): quantity 0 removes the entry. */
    updateQuantity(
      entryId: string,
      quantity: number,
      signal?: AbortSignal,
    ): Promise<{ shoppingCart: ShoppingCart }> {
      return client.request('put', entryPath(entryId), { json: { quantity }, signal });
    },
    removeEntry(entryId: string, signal?: AbortSignal): Promise<{ shoppingCart: ShoppingCart }> {
      return client.request('delete', entryPath(entryId), { signal });
    },
    /** Not in §7 (checklist I-13): up to four products to suggest beside the cart. */
    relatedProducts(): Promise<{ products: RelatedProduct[] }> {
      return client.request('get', 'api/commerce/shopping-cart/related-products');
    },
    getStock(itemId: string): Promise<StockResponse> {
      return client.request('get', 'api/commerce/inventory/stock/', { searchParams: { itemId } });
    },
  };
}

export type CartApi = ReturnType<typeof cartApi>;
