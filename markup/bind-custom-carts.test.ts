import { afterEach, describe, expect, it } from 'vitest';
import { CHUNKS } from '../elements/chunks';
import { CUSTOM_CART_SELECTOR, isPillSuppressed } from '../src/commerce/cart-summary';
import { emptyCart } from '../src/commerce/empty-cart';
import type { ShoppingCart } from '../src/contract/cart';
import { jsonResponse } from '../tests/helpers/api-answers';
import { freshPage, settle } from '../tests/helpers/dom';
import { contextScript } from '../tests/helpers/page-context';

/**
 * The template engine's cart markup (the cart-quantity formatter's `.sqs-cart-quantity` span and a
 * `.sqs-cart-subtotal` element) follows the shared cart like the `data-sq-custom-cart` markers,
 * wherever it is on the page, with no marker of ours.
 */

const NBSP = '\u00a0';
const cart = (items: number, cents: number, currencyCode = 'USD'): ShoppingCart => ({
  ...emptyCart(),
  id: 'cart-1',
  currencyCode,
  totalQuantity: items,
  subtotalCents: cents,
});

/** A cart server whose cart is `start` until an add answers with `after`. */
function cartServer(start: ShoppingCart, after: ShoppingCart = start) {
  return (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/commerce/shopping-cart') return jsonResponse(start);
    if (path === '/api/commerce/shopping-cart/entries') {
      return jsonResponse({
        shoppingCart: after,
        newlyAdded: { id: 'entry-1', itemId: 'item-1', quantity: 1 },
      });
    }
    return jsonResponse({}, 404);
  };
}

/** The shop layout's header: a Cart link holding the engine's count, and a subtotal. */
const HEADER = `<header>
  <a href="/shop">Demo Store</a>
  <a id="cart" href="/cart">Cart (<span class="sqs-cart-quantity">0</span>)</a>
  <p>Subtotal: <span class="sqs-cart-subtotal">deprecated, do not use</span></p>
</header>`;

const text = (selector: string) => document.querySelector(selector)?.textContent;
const cartLink = () => document.getElementById('cart');

afterEach(() => {
  document.cookie = 'CART=; max-age=0; path=/';
});

describe('the engine’s cart count and subtotal', () => {
  it('show the cart’s count and subtotal, and the link holding the count is named as the pill is', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(HEADER, cartServer(cart(3, 8300)));
    expect(text('.sqs-cart-quantity')).toBe('3');
    expect(text('.sqs-cart-subtotal')).toBe('$83.00');
    expect(cartLink()?.getAttribute('aria-label')).toBe('3 items in cart');
  });

  it('follow the cart as it changes', async () => {
    await freshPage(HEADER, cartServer(cart(0, 0), cart(1, 2400)));
    expect(text('.sqs-cart-quantity')).toBe('0');
    // An empty cart has no subtotal, as the template cart links show none [H-03].
    expect(text('.sqs-cart-subtotal')).toBe('');
    expect(cartLink()?.getAttribute('aria-label')).toBe('0 items in cart');
    await window.Sq?.addToCart({ itemId: 'item-1', sku: 'SQ-MUG-01', quantity: 1 });
    await settle();
    expect(text('.sqs-cart-quantity')).toBe('1');
    expect(text('.sqs-cart-subtotal')).toBe('$24.00');
    expect(cartLink()?.getAttribute('aria-label')).toBe('One item in cart');
  });

  it('count as the pill does above 100', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(HEADER, cartServer(cart(150, 360000)));
    expect(text('.sqs-cart-quantity')).toBe('100+');
    expect(cartLink()?.getAttribute('aria-label')).toBe('More than 100 items in cart');
  });

  it('write the subtotal with the site’s money formatter', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(
      `${contextScript({ website: { locale: 'de-DE', useCLDRMoneyFormat: true } })}${HEADER}`,
      cartServer(cart(2, 123450, 'EUR')),
    );
    expect(text('.sqs-cart-subtotal')).toBe(`1.234,50${NBSP}€`);
  });

  it('leave a name the template gave, and name no landmark or plain element', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(
      `<header role="banner" id="banner">
        <a id="named" href="/cart" aria-label="Your bag">Bag <span class="sqs-cart-quantity">0</span></a>
        <span id="plain">Items: <span class="sqs-cart-quantity">0</span></span>
      </header>`,
      cartServer(cart(2, 4800)),
    );
    expect(document.getElementById('named')?.getAttribute('aria-label')).toBe('Your bag');
    expect(document.getElementById('banner')?.hasAttribute('aria-label')).toBe(false);
    expect(document.getElementById('plain')?.hasAttribute('aria-label')).toBe(false);
    expect(
      Array.from(document.querySelectorAll('.sqs-cart-quantity'), (e) => e.textContent),
    ).toEqual(['2', '2']);
  });

  it('inside a template cart container, the container’s rules name it: left to its text', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(
      '<a id="custom" href="/cart" data-sq-custom-cart>Cart (<span class="sqs-cart-quantity">0</span>)</a>',
      cartServer(cart(2, 4800)),
    );
    const custom = document.getElementById('custom');
    expect(custom?.querySelector('.sqs-cart-quantity')?.textContent).toBe('2');
    // It shows a count, so it is not labelled 'Cart' either [H-06].
    expect(custom?.hasAttribute('aria-label')).toBe(false);
    expect(custom?.dataset.initialized).toBe('true');
  });

  it('keep the pill: only a template cart container replaces it', () => {
    document.body.innerHTML = HEADER;
    expect(isPillSuppressed(document, '/shop/mug', false)).toBe(false);
    document.body.innerHTML = '<a href="/cart" data-sq-custom-cart></a>';
    expect(isPillSuppressed(document, '/shop/mug', false)).toBe(true);
  });

  it('load the custom-carts chunk on their own', () => {
    const chunk = CHUNKS.find((c) => c.name === 'custom-carts');
    expect(chunk?.selector).toBe(CUSTOM_CART_SELECTOR);
    document.body.innerHTML = '<span class="sqs-cart-subtotal"></span>';
    expect(document.querySelector(chunk?.selector ?? 'none')).not.toBeNull();
    document.body.innerHTML = '<span class="sqs-cart-quantity">0</span>';
    expect(document.querySelector(chunk?.selector ?? 'none')).not.toBeNull();
  });
});
