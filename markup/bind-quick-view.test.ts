import { describe, expect, it, vi } from 'vitest';
import products from '../fixtures/products.json';
import { getRuntime } from '../src/runtime/runtime';
import { addedToCart, jsonResponse } from '../tests/helpers/api-answers';
import { onBackdrop, press } from '../tests/helpers/backdrop';
import { click, freshPage, settle } from '../tests/helpers/dom';
import { eventually } from '../tests/helpers/eventually';
import { contextScript, fixtureProducts } from '../tests/helpers/page-context';
import { bindQuickView } from './bind-quick-view';

const TOTE = '5f1a00000000000000000003';
const MUG = '5f1a00000000000000000001';
const toteItem = products.find((p) => p.id === TOTE);

const US_INSTALMENTS = {
  afterPayAvailable: true,
  afterPayMin: 3500,
  afterPayMax: 200000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
};

/** The product-quick-view formatter's markup, as the engine writes it. */
const quickViewMarkup = (id: string) =>
  `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${id}" data-group="">Quick View</span>`;

/** A shop list with one quick-view button per id, and a page context of `sections`. */
const listPage = (ids: string[], sections: Record<string, unknown> = {}) =>
  `${contextScript({ storeSettings: { variantOptionOrdering: ['Size', 'Color'] }, ...sections })}
  <ul data-sq-view="product-list">${ids.map((id) => `<li><h2>Product</h2>${quickViewMarkup(id)}</li>`).join('')}</ul>`;

type Handler = (request: Request) => Response | Promise<Response>;

/** The API as the tests need it: 204 for census hits, `products` for product reads, a cart. */
function api(products: Handler = () => jsonResponse({ message: 'Not found.' }, 404)): Handler {
  return (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/census/')) return new Response(null, { status: 204 });
    if (pathname.startsWith('/api/commerce/products/')) return products(request);
    if (pathname === '/api/commerce/shopping-cart/entries') return addedToCart(1, 'cart-qv');
    return jsonResponse({ message: 'Not found.' }, 404);
  };
}

async function openPage(html: string, handler: Handler = api()): Promise<Request[]> {
  const { requests } = await freshPage(html, handler);
  bindQuickView(document, getRuntime());
  return requests;
}

const quickViewButton = (id = TOTE) =>
  document.querySelector<HTMLElement>(`.sqs-product-quick-view-button[data-id="${id}"]`);
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sq-quick-view');
const dialogName = () =>
  document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent;
const statusText = () => dialog()?.querySelector('.sq-quick-view__status')?.textContent ?? null;
const closeButton = () => dialog()?.querySelector<HTMLButtonElement>('.sq-quick-view__close');
const paths = (requests: Request[], prefix: string) =>
  requests.map((r) => new URL(r.url)).filter((url) => url.pathname.startsWith(prefix));

/** Waits until the dialog is open (its module is imported on the first press). */
async function opened(): Promise<HTMLDialogElement> {
  await eventually(() => expect(dialog()?.open).toBe(true));
  await settle();
  return dialog() as HTMLDialogElement;
}

/** Waits until the dialog's form is bound and shown. */
async function formShown(): Promise<HTMLDialogElement> {
  const open = await opened();
  await eventually(() =>
    expect(open.querySelector('sq-add-to-cart[data-hydrated]')).not.toBeNull(),
  );
  await settle();
  return open;
}

async function key(target: HTMLElement | null, type: 'keydown' | 'keyup', name: string) {
  target?.dispatchEvent(new KeyboardEvent(type, { key: name, bubbles: true, cancelable: true }));
  await settle();
}

describe('quick-view buttons: the product in a modal dialog', () => {
  it('a click opens the page context’s product in a modal dialog named by its title, with its form; the census hears of it', async () => {
    const requests = await openPage(listPage([TOTE, MUG], { products: fixtureProducts() }));
    expect(quickViewButton()?.getAttribute('aria-haspopup')).toBe('dialog');
    await click(quickViewButton());
    const open = await formShown();
    expect(open.getAttribute('aria-modal')).toBe('true');
    expect(dialogName()).toBe('Canvas Tote');
    const form = open.querySelector('sq-add-to-cart');
    expect(form?.getAttribute('item-id')).toBe(TOTE);
    // The view the button sits in: the shop's list.
    expect(form?.getAttribute('view')).toBe('product-list');
    const labels = Array.from(open.querySelectorAll('label'), (l) => l.textContent);
    expect(labels).toEqual(['Size', 'Color', 'Quantity']);
    expect(open.querySelector('.sq-add-to-cart__button')?.textContent).toBe('Add To Cart');
    expect(open.querySelector('.sq-quick-view__image')?.getAttribute('src')).toBe(
      toteItem?.imageUrl,
    );
    expect(statusText()).toBeNull();
    expect(open.querySelector('[aria-busy]')).toBeNull();
    // Focus goes to the form's first control once it is there.
    expect(document.activeElement).toBe(open.querySelector('select'));
    // One census hit, with the crumb and no body; nothing fetched: the context has the product.
    const census = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/census/'));
    expect(census.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['POST', `/api/census/RecordQuickView/${TOTE}`],
    ]);
    expect(new URL(census[0]?.url ?? '').searchParams.get('crumb')).toBe('test-crumb');
    expect(await census[0]?.text()).toBe('');
    expect(paths(requests, '/api/commerce/products/')).toEqual([]);
  });

  it('Enter and Space open it as they press a button; other keys do not', async () => {
    await openPage(listPage([TOTE], { products: fixtureProducts() }));
    await key(quickViewButton(), 'keydown', 'a');
    await key(quickViewButton(), 'keyup', 'a');
    await settle();
    expect(dialog()).toBeNull();

    await key(quickViewButton(), 'keydown', 'Enter');
    await opened();
    await click(closeButton() as HTMLElement);
    expect(dialog()).toBeNull();

    await key(quickViewButton(), 'keydown', ' ');
    expect(dialog()).toBeNull();
    await key(quickViewButton(), 'keyup', ' ');
    await opened();
    expect(dialogName()).toBe('Canvas Tote');
  });

  it('adds the variant chosen in the dialog, and the page’s cart follows', async () => {
    const requests = await openPage(listPage([TOTE], { products: fixtureProducts() }));
    await click(quickViewButton());
    const open = await formShown();
    const [size, color] = Array.from(open.querySelectorAll('select'));
    for (const [select, value] of [
      [size, 'M'],
      [color, 'Black'],
    ] as const) {
      if (!select) throw new Error('no select');
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await settle();
    await click(open.querySelector('.sq-add-to-cart__button'));
    await eventually(() =>
      expect(paths(requests, '/api/commerce/shopping-cart/entries')).toHaveLength(1),
    );
    const add = requests.find(
      (r) => new URL(r.url).pathname === '/api/commerce/shopping-cart/entries',
    );
    expect(await add?.json()).toMatchObject({ itemId: TOTE, sku: 'SQ-TOTE-M-BLK', quantity: 1 });
    await eventually(() => expect(getRuntime().cart.getState().cart.id).toBe('cart-qv'));
  });

  it('a product the page context lacks is fetched, the dialog busy with “Loading…” until its form is bound', async () => {
    let answer: (response: Response) => void = () => {};
    const fetched = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const requests = await openPage(
      listPage([TOTE]),
      api(() => fetched),
    );
    await click(quickViewButton());
    const open = await opened();
    expect(dialogName()).toBe('Quick View');
    expect(statusText()).toBe('Loading…');
    expect(open.querySelector('.sq-quick-view__body')?.getAttribute('aria-busy')).toBe('true');
    expect(open.querySelector('sq-add-to-cart')).toBeNull();
    expect(document.activeElement).toBe(closeButton());

    answer(jsonResponse(toteItem));
    await formShown();
    expect(dialogName()).toBe('Canvas Tote');
    expect(statusText()).toBeNull();
    expect(paths(requests, '/api/commerce/products/').map((url) => url.pathname)).toEqual([
      `/api/commerce/products/${TOTE}`,
    ]);

    // Fetched once: a second quick view of it finds it.
    await click(closeButton() as HTMLElement);
    await click(quickViewButton());
    await formShown();
    expect(paths(requests, '/api/commerce/products/')).toHaveLength(1);
    expect(paths(requests, '/api/census/')).toHaveLength(2);
  });

  it('a product that cannot be read says so with the reason, and Close takes focus back to the button', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openPage(
      listPage([TOTE]),
      api(() => jsonResponse({ message: 'Product not found.' }, 404)),
    );
    quickViewButton()?.focus();
    await click(quickViewButton());
    const open = await opened();
    await eventually(() =>
      expect(statusText()).toBe('This product could not be loaded. Product not found.'),
    );
    expect(open.querySelector('[aria-busy]')).toBeNull();
    expect(open.querySelector('sq-add-to-cart')).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`could not load product "${TOTE}"`),
      expect.anything(),
    );
    await click(closeButton() as HTMLElement);
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(quickViewButton());
  });

  it('an item id with a dot is an item id: the product is fetched and its form comes to life', async () => {
    const requests = await openPage(
      listPage(['a.b']),
      api(() => jsonResponse({ ...toteItem, id: 'a.b' })),
    );
    await click(quickViewButton('a.b'));
    await formShown();
    expect(dialogName()).toBe('Canvas Tote');
    expect(paths(requests, '/api/commerce/products/').map((url) => url.pathname)).toEqual([
      '/api/commerce/products/a.b',
    ]);
  });

  it('a press on the backdrop closes it; the dialog and its elements leave the page', async () => {
    await openPage(listPage([TOTE], { products: fixtureProducts() }));
    await click(quickViewButton());
    const open = await formShown();
    await press(open, onBackdrop(open));
    await settle();
    expect(open.open).toBe(false);
    expect(document.querySelector('dialog, sq-add-to-cart')).toBeNull();
    expect(document.activeElement).toBe(quickViewButton());
  });

  it('a double-click opens one quick view, which its second click does not close', async () => {
    const requests = await openPage(listPage([TOTE], { products: fixtureProducts() }));
    const button = quickViewButton() as HTMLElement;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    const open = await formShown();
    open.getBoundingClientRect = () => new DOMRect(100, 100, 300, 200);
    const onBackdropAt = { bubbles: true, cancelable: true, clientX: 20, clientY: 20 };
    // The second click lands on the backdrop of the dialog the first one opened.
    open.dispatchEvent(new PointerEvent('pointerdown', onBackdropAt));
    open.dispatchEvent(new MouseEvent('click', { ...onBackdropAt, detail: 2 }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
    await settle();
    expect(open.open).toBe(true);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(paths(requests, '/api/census/')).toHaveLength(1);
    // A press of its own on the backdrop closes it.
    await press(open, onBackdrop(open));
    expect(open.open).toBe(false);
  });

  it('holds the instalment line where the page context offers instalments for the product', async () => {
    await openPage(
      listPage([TOTE, MUG], {
        products: fixtureProducts(),
        instalments: { [TOTE]: US_INSTALMENTS },
      }),
    );
    await click(quickViewButton(TOTE));
    let open = await formShown();
    expect(open.querySelector('sq-afterpay-pill')?.getAttribute('item-id')).toBe(TOTE);
    await click(closeButton() as HTMLElement);
    await click(quickViewButton(MUG));
    open = await formShown();
    expect(dialogName()).toBe('Ceramic Mug');
    expect(open.querySelector('sq-afterpay-pill')).toBeNull();
  });

  it('a failing census call changes nothing for the shopper', async () => {
    const handler = api();
    await openPage(listPage([TOTE], { products: fixtureProducts() }), (request) =>
      new URL(request.url).pathname.startsWith('/api/census/')
        ? jsonResponse({ message: 'Something went wrong on our side.' }, 500)
        : handler(request),
    );
    await click(quickViewButton());
    await formShown();
    expect(dialogName()).toBe('Canvas Tote');
  });

  it('markup added later works too; a button whose id is no item id shows the failure and sends nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = await openPage(listPage([], { products: fixtureProducts() }));
    document.body.insertAdjacentHTML('beforeend', quickViewMarkup('a b'));
    await click(document.querySelector<HTMLElement>('.sqs-product-quick-view-button'));
    await opened();
    expect(statusText()).toBe('This product could not be loaded.');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('names item "a b"'));
    expect(paths(requests, '/api/census/')).toEqual([]);
    expect(paths(requests, '/api/commerce/products/')).toEqual([]);
  });

  it('speaks the site’s own words', async () => {
    await openPage(
      listPage([TOTE], {
        localizedStrings: { quickViewLoadingText: 'Un instant…', quickViewCloseText: 'Fermer' },
      }),
      api(() => new Promise<Response>(() => {})),
    );
    await click(quickViewButton());
    await opened();
    expect(statusText()).toBe('Un instant…');
    expect(closeButton()?.textContent).toBe('Fermer');
  });
});
