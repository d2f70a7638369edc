/// <reference types="sq-storefront" />
// Misuses of sq-storefront's declarations: each line after a `@ts-expect-error TS<code>` marker
// must fail to compile with that code, and no other line may (types.test.ts compiles it as it is,
// where an unneeded marker is an error, and without the markers, comparing the errors' lines and
// codes).
import type { SqPublicApi } from 'sq-storefront';

export async function misuse(api: SqPublicApi): Promise<void> {
  // `window.Sq` is optional: the page's script may run before the storefront's core.
  // @ts-expect-error TS18048
  window.Sq.getCart();
  // A request needs the variant's SKU and a quantity.
  // @ts-expect-error TS2739
  await api.addToCart({ itemId: 'abc' });
  // A quantity is a number.
  // @ts-expect-error TS2322
  await api.addToCart({ itemId: 'abc', sku: 'def', quantity: '1' });
  // The result is the cart and the added entry, not a cart.
  // @ts-expect-error TS2339
  (await api.addToCart({ itemId: 'abc', sku: 'def', quantity: 1 })).entries;
  // No such runtime event.
  // @ts-expect-error TS2345
  api.on('cart:emptied', () => {});
  // The version is text.
  // @ts-expect-error TS2322
  const version: number = api.version;
  console.info(version);
}

document.addEventListener('sq:cart:updated', (event) => {
  // The detail is typed, not `any`: it is not a number.
  // @ts-expect-error TS2322
  const detail: number = event.detail;
  // A cart has no `items`: its lines are `entries`.
  // @ts-expect-error TS2339
  console.info(detail, event.detail.cart.items);
});

document.addEventListener('sq:ready', (event) => {
  // The API the event carries is the page API.
  // @ts-expect-error TS2339
  event.detail.Sq.removeFromCart('abc');
});

// A listener of one event cannot take another's detail.
// @ts-expect-error TS2769
document.addEventListener('sq:form:success', (event: CustomEvent<{ cart: unknown }>) => event);

// Each element has its own interface.
// @ts-expect-error TS2322
const gallery: SqGalleryElement = document.createElement('sq-add-to-cart');
// An element has only what HTMLElement has.
// @ts-expect-error TS2339
console.info(gallery, document.createElement('sq-add-to-cart').itemId);

export function Misuses() {
  return (
    <>
      {/* The product's id is required. */}
      {/* @ts-expect-error TS2322 */}
      <sq-add-to-cart />
      {/* Attributes go by their HTML names. */}
      {/* @ts-expect-error TS2322 */}
      <sq-add-to-cart itemId="abc" />
      {/* A quantity is a number or its text. */}
      {/* @ts-expect-error TS2322 */}
      <sq-add-to-cart item-id="abc" quantity={{ value: 2 }} />
    </>
  );
}
