import { afterEach, describe, expect, it } from 'vitest';
import { emptyCart } from '../../src/commerce/empty-cart';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { freshPage } from '../../tests/helpers/dom';

const cartOf = (totalQuantity: number) => () =>
  jsonResponse({ ...emptyCart(), id: 'c1', totalQuantity });
const pill = () => document.querySelector<HTMLAnchorElement>('sq-pill-cart a');

afterEach(() => {
  document.cookie = 'CART=; max-age=0; path=/';
  history.replaceState(null, '', '/products/mug');
});

describe('<sq-pill-cart>', () => {
  it('brings its own styles; the core’s sheet has none of them', async () => {
    await freshPage('<sq-pill-cart></sq-pill-cart>', cartOf(0));
    expect(document.getElementById('sq-storefront-styles')?.textContent).not.toContain(
      '.sq-pill-cart',
    );
    expect(document.getElementById('sq-storefront-styles-pill-cart')?.textContent).toContain(
      '.sq-pill-cart{position:fixed',
    );
  });

  it('makes no request and stays hidden, marked empty, without a cart cookie', async () => {
    const { requests } = await freshPage('<sq-pill-cart></sq-pill-cart>', cartOf(3));
    expect(requests).toHaveLength(0);
    expect(pill()?.hidden).toBe(true);
    expect(pill()?.classList.contains('sq-cart--empty')).toBe(true);
    expect(pill()?.getAttribute('data-initialized')).toBe('true');
  });

  it.each([
    [1, '1', 'One item in cart'],
    [7, '7', '7 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
  ])(
    'loads a cart of %i from the cart cookie and shows "%s", labelled "%s"',
    async (n, text, label) => {
      document.cookie = 'CART=c1; path=/';
      const { requests } = await freshPage('<sq-pill-cart></sq-pill-cart>', cartOf(n));
      expect(requests).toHaveLength(1);
      expect(pill()?.hidden).toBe(false);
      const count = pill()?.querySelector('.sq-pill-cart__quantity');
      expect(count?.textContent).toBe(text);
      // Assistive technology hears the label, not the bare count.
      expect(count?.getAttribute('aria-hidden')).toBe('true');
      expect(pill()?.querySelector('.sq-visually-hidden')?.textContent).toBe(label);
      expect(pill()?.getAttribute('href')).toBe('/cart');
      expect(pill()?.classList.contains('sq-cart--empty')).toBe(false);
    },
  );

  it('is hidden on /cart even with items', async () => {
    history.replaceState(null, '', '/cart');
    document.cookie = 'CART=c1; path=/';
    await freshPage('<sq-pill-cart></sq-pill-cart>', cartOf(2));
    expect(pill()?.hidden).toBe(true);
  });

  it('is hidden on a page with a custom-cart marker', async () => {
    document.cookie = 'CART=c1; path=/';
    await freshPage('<div data-sq-custom-cart></div><sq-pill-cart></sq-pill-cart>', cartOf(2));
    expect(pill()?.hidden).toBe(true);
  });
});
