// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  cartCountLabel,
  cartSummary,
  isPillSuppressed,
  pillCountText,
  pillLabel,
} from './cart-summary';
import { emptyCart } from './empty-cart';

describe('pill count and spoken label', () => {
  it.each([
    [1, '1', 'One item in cart'],
    [2, '2', '2 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
  ])('%i items → %s, "%s"', (items, count, label) => {
    expect(pillCountText(items)).toBe(count);
    expect(pillLabel(items)).toBe(label);
  });

  it("a pill showing no quantity is 'Cart', whatever the count", () => {
    for (const items of [0, 1, 7, 101]) expect(pillLabel(items, false)).toBe('Cart');
  });
});

describe('the cart page’s spoken item count', () => {
  it.each([
    [1, 'One item in cart'],
    [100, '100 items in cart'],
    [101, 'More than 100 items'],
    [5000, 'More than 100 items'],
  ])('%i items → "%s"', (items, label) => {
    expect(cartCountLabel(items)).toBe(label);
  });
});

describe('indicator summary', () => {
  it('is 0 items and an empty subtotal for an empty cart, else the count and formatted subtotal', () => {
    const format = (cents: number, currency: string) => `${currency} ${cents / 100}`;
    expect(cartSummary(emptyCart(), format)).toEqual({ items: 0, subtotal: '' });
    expect(cartSummary({ ...emptyCart(), totalQuantity: 3, subtotalCents: 7200 }, format)).toEqual({
      items: 3,
      subtotal: 'USD 72',
    });
  });
});

describe('where the pill is not shown', () => {
  it('on /cart, in express checkout, and with a cart root or custom-cart marker on the page', () => {
    document.body.innerHTML = '';
    expect(isPillSuppressed(document, '/shop/mug', false)).toBe(false);
    expect(isPillSuppressed(document, '/cart', false)).toBe(true);
    expect(isPillSuppressed(document, '/cart/', false)).toBe(true);
    expect(isPillSuppressed(document, '/shop/mug', true)).toBe(true);
    document.body.innerHTML = '<div data-sq-custom-cart></div>';
    expect(isPillSuppressed(document, '/shop/mug', false)).toBe(true);
    document.body.innerHTML = '<sq-cart-page></sq-cart-page>';
    expect(isPillSuppressed(document, '/shop/mug', false)).toBe(true);
  });
});
