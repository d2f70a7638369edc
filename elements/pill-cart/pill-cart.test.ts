import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCart } from '../../src/commerce/empty-cart';
import { getRuntime } from '../../src/runtime/runtime';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { freshPage, settle } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';
import { registerPillCart } from './register';

const cartOf = (totalQuantity: number) => () =>
  jsonResponse({ ...emptyCart(), id: 'c1', totalQuantity });
const pill = () => document.querySelector<HTMLAnchorElement>('sq-pill-cart a');
const liveRegion = () => document.querySelector('sq-pill-cart > [role="status"]');
/** Another tab's cart arriving: the shared store changes without a request. */
const receive = (totalQuantity: number) =>
  getRuntime()
    .cart.getState()
    .receive({ ...emptyCart(), id: 'c1', totalQuantity });

/** The pill as the server writes it (fixtures/templates/partials/layout.jsont). */
const SERVER =
  '<sq-pill-cart><a class="sq-pill-cart sq-cart--empty" href="/cart" hidden><svg class="sq-pill-cart__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" stroke-width="1.8"></path><circle cx="9" cy="19" r="1.5" fill="currentColor"></circle><circle cx="17" cy="19" r="1.5" fill="currentColor"></circle></svg><span class="sq-pill-cart__quantity" aria-hidden="true">0</span><span class="sq-visually-hidden">0 items in cart</span></a><span class="sq-visually-hidden" role="status"></span></sq-pill-cart>';

/** An element made from `html` but not yet in the document, so that its nodes can be kept. */
function detached(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

/**
 * Whether the element's children equal the server's, as the browser tests compare them: the
 * first-update marker is the one attribute the server cannot know.
 */
function equalsServerMarkup(host: Element): boolean {
  const server = detached(SERVER);
  const live = host.cloneNode(true) as Element;
  for (const marked of live.querySelectorAll('[data-initialized]')) {
    marked.removeAttribute('data-initialized');
  }
  return (
    live.innerHTML === server.innerHTML &&
    live.childNodes.length === server.childNodes.length &&
    Array.from(server.childNodes).every((node, i) => node.isEqualNode(live.childNodes[i] ?? null))
  );
}

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
      ':where(.sq-pill-cart){position:fixed',
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

  it('on a preview page loads the demo cart (mock=true) even without a cart cookie', async () => {
    const { requests } = await freshPage(
      `${contextScript({ page: { id: 'p1', preview: true } })}<sq-pill-cart></sq-pill-cart>`,
      cartOf(3),
    );
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('mock')).toBe('true');
    expect(pill()?.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('3');
  });

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

describe('<sq-pill-cart> over the server’s markup', () => {
  it('keeps the server’s nodes, equal to its markup, and updates them in place', async () => {
    await freshPage('', cartOf(0));
    const host = detached(SERVER);
    const nodes = Array.from(host.querySelectorAll('*'));
    document.body.append(host);
    await settle();
    expect(host.hasAttribute('data-hydrated')).toBe(true);
    expect(equalsServerMarkup(host)).toBe(true);
    expect(pill()?.getAttribute('data-initialized')).toBe('true');

    receive(3);
    const after = Array.from(host.querySelectorAll('*'));
    expect(after).toHaveLength(nodes.length);
    for (const [i, node] of nodes.entries()) expect(after[i]).toBe(node);
    expect(pill()?.hidden).toBe(false);
    expect(pill()?.className).toBe('sq-pill-cart');
    expect(host.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('3');
    expect(pill()?.querySelector('.sq-visually-hidden')?.textContent).toBe('3 items in cart');
  });

  it('keeps server markup without the icon: the icon is the server’s to include', async () => {
    await freshPage(SERVER.replace(/<svg.*<\/svg>/, ''), cartOf(0));
    expect(pill()?.querySelector('svg')).toBeNull();
    expect(pill()?.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('0');
  });

  it("a template pill without a quantity element shows no count and is labelled 'Cart'", async () => {
    document.cookie = 'CART=c1; path=/';
    const countless = SERVER.replace(
      '<span class="sq-pill-cart__quantity" aria-hidden="true">0</span>',
      '',
    );
    await freshPage(countless, cartOf(3));
    expect(pill()?.hidden).toBe(false);
    expect(pill()?.querySelector('.sq-pill-cart__quantity')).toBeNull();
    expect(pill()?.querySelector('svg')).not.toBeNull();
    expect(pill()?.querySelector('.sq-visually-hidden')?.textContent).toBe('Cart');
    receive(101);
    expect(pill()?.querySelector('.sq-visually-hidden')?.textContent).toBe('Cart');
  });

  it('an empty element gets the server’s full markup, built in place', async () => {
    await freshPage('<sq-pill-cart></sq-pill-cart>', cartOf(0));
    const host = document.querySelector('sq-pill-cart') as HTMLElement;
    expect(host.hasAttribute('data-hydrated')).toBe(true);
    expect(equalsServerMarkup(host)).toBe(true);
    expect(host.querySelector('svg')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it.each([
    [
      'no live region',
      SERVER.replace('<span class="sq-visually-hidden" role="status"></span>', ''),
    ],
    ['a count assistive technology would read', SERVER.replace(' aria-hidden="true">0', '>0')],
    [
      'no spoken label',
      SERVER.replace('<span class="sq-visually-hidden">0 items in cart</span>', ''),
    ],
    ['something else', '<sq-pill-cart><a href="/cart">Cart</a></sq-pill-cart>'],
  ])('incomplete markup (%s) is replaced by the full markup', async (_, html) => {
    await freshPage(html, cartOf(0));
    const host = document.querySelector('sq-pill-cart') as HTMLElement;
    expect(equalsServerMarkup(host)).toBe(true);
  });

  it('announces the label only for a change after the loaded count', async () => {
    document.cookie = 'CART=c1; path=/';
    await freshPage(SERVER, cartOf(2));
    expect(pill()?.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('2');
    expect(liveRegion()?.textContent).toBe('');
    receive(3);
    expect(liveRegion()?.textContent).toBe('3 items in cart');
    receive(1);
    expect(liveRegion()?.textContent).toBe('One item in cart');
  });

  it('announces nothing where the pill is suppressed', async () => {
    history.replaceState(null, '', '/cart');
    document.cookie = 'CART=c1; path=/';
    await freshPage(SERVER, cartOf(2));
    receive(3);
    expect(pill()?.hidden).toBe(true);
    expect(liveRegion()?.textContent).toBe('');
  });

  it('stops following the cart when disconnected, and follows it again when reconnected', async () => {
    await freshPage(SERVER, cartOf(0));
    const host = document.querySelector('sq-pill-cart') as HTMLElement;
    receive(2);
    host.remove();
    expect(host.hasAttribute('data-hydrated')).toBe(false);
    receive(5);
    expect(host.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('2');

    document.body.append(host);
    await settle();
    expect(host.hasAttribute('data-hydrated')).toBe(true);
    expect(host.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('5');
    // It counts from the cart it came back to: nothing to announce yet.
    expect(liveRegion()?.textContent).toBe('');
    receive(6);
    expect(host.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('6');
    expect(liveRegion()?.textContent).toBe('6 items in cart');
  });

  it('moved within one task, binds once and keeps following the cart', async () => {
    await freshPage('<div id="a"></div><div id="b"></div>', cartOf(0));
    const subscribe = vi.spyOn(getRuntime().cart, 'subscribe');
    const host = detached(SERVER);
    document.getElementById('a')?.append(host);
    document.getElementById('b')?.append(host);
    await settle();
    expect(subscribe).toHaveBeenCalledTimes(1);
    receive(4);
    expect(host.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('4');
  });

  it('a second registration (the loader or the script run twice) defines nothing again', async () => {
    await freshPage(SERVER, cartOf(0));
    const defined = customElements.get('sq-pill-cart');
    const define = vi.spyOn(customElements, 'define');
    registerPillCart(document, getRuntime());
    registerPillCart(document, getRuntime());
    expect(define).not.toHaveBeenCalled();
    expect(customElements.get('sq-pill-cart')).toBe(defined);
    expect(document.querySelectorAll('#sq-storefront-styles-pill-cart')).toHaveLength(1);
    receive(1);
    expect(pill()?.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('1');
  });

  it('an error while binding leaves the server markup and one console error; nothing escapes', async () => {
    await freshPage('', cartOf(0));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(getRuntime().cart, 'getState').mockImplementation(() => {
      throw new Error('broken store');
    });
    const host = detached(SERVER);
    const markup = host.outerHTML;
    document.body.append(host);
    await settle();
    expect(host.outerHTML).toBe(markup);
    expect(host.hasAttribute('data-hydrated')).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toBe(
      'sq-storefront: <sq-pill-cart>: failed to start; showing the server markup',
    );
  });

  it('an error while updating is reported, not thrown into the store', async () => {
    await freshPage(SERVER, cartOf(0));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(pill()?.querySelector('.sq-pill-cart__quantity'), 'textContent', {
      get: () => '0',
      set: () => {
        throw new Error('broken node');
      },
    });
    expect(() => receive(2)).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toBe(
      'sq-storefront: <sq-pill-cart>: failed to update',
    );
  });
});
