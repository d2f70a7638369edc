/// <reference types="sq-storefront" />
// A site's own script and React component, typed by sq-storefront's declarations alone: the page
// API, the `sq:*` events, the elements and their JSX. It must compile with no error (types.test.ts,
// and package.test.ts on the installed tarball); it imports only React and the package.
import { useRef } from 'react';
import type { AddEntryRequest, ShoppingCart } from 'sq-storefront';

/** Adds one of a variant, once the page API is there; the cart's new count. */
export async function addOne(itemId: string, sku: string): Promise<number | null> {
  const sq = window.Sq;
  if (!sq) return null;
  const version: string = sq.version;
  const before: ShoppingCart = sq.getCart();
  const request: AddEntryRequest = { itemId, sku, quantity: 1 };
  const { shoppingCart, newlyAdded } = await sq.addToCart(request);
  const line: string = `${version}: ${newlyAdded.title} × ${newlyAdded.quantity}`;
  console.info(line, before.totalQuantity);
  return shoppingCart.totalQuantity;
}

document.addEventListener('sq:cart:updated', (event) => {
  const titles: string[] = event.detail.cart.entries.map((entry) => entry.title);
  const size: string | undefined = event.detail.cart.entries[0]?.chosenVariant.attributes.Size;
  console.info(titles, size);
});

document.addEventListener('sq:cart:error', (event) => {
  const status: number | null = event.detail.status;
  console.warn(event.detail.action, event.detail.message, status);
});

document.addEventListener('sq:ready', (event) => {
  const stop: () => void = event.detail.Sq.on('cart:entry-added', (detail) => {
    const added: number = detail.entry.purchasePriceCents;
    console.info(added, detail.cart.currencyCode);
  });
  stop();
});

const button: SqAddToCartElement = document.createElement('sq-add-to-cart');
button.setAttribute('item-id', 'abc');
document.body.append(button);
const gallery: SqGalleryElement | null = document.querySelector('sq-gallery');
console.info(gallery?.localName);

/** The add button of a product, in React 19 JSX. */
export function AddButton({ itemId }: { itemId: string }) {
  const ref = useRef<SqAddToCartElement>(null);
  return (
    <>
      <sq-add-to-cart item-id="abc" />
      <sq-add-to-cart item-id={itemId} quantity={2} ref={ref} class="product-add" id="add" />
      <sq-add-to-cart item-id={itemId} quantity="3" className="product-add" aria-label="Add">
        <button type="button">Add</button>
      </sq-add-to-cart>
    </>
  );
}
