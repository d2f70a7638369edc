import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import forms from '../../fixtures/forms.json';
import { emptyCart } from '../../src/commerce/empty-cart';
import type { CartEntry, ShoppingCart } from '../../src/contract/cart';
import { formatMoneyCents } from '../../src/i18n/money';
import { getRuntime } from '../../src/runtime/runtime';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { click, fieldByLabel, freshPage, setField, settle } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';
import { fieldsDialogComponent } from '../shared/forms/fields-dialog-on-demand';
import { instalmentDialog } from '../shared/instalments/instalment-dialog-on-demand';

const MUG: CartEntry = {
  id: 'e-mug',
  itemId: 'i-mug',
  chosenVariant: { sku: 'MUG', attributes: {} },
  quantity: 2,
  title: 'Ceramic Mug',
  subTotal: '$48.00',
  purchasePriceCents: 2400,
  productType: 1,
  additionalFields: null,
  imageUrl: '/images/mug.svg',
};
const TOTE: CartEntry = {
  ...MUG,
  id: 'e-tote',
  itemId: 'i-tote',
  chosenVariant: { sku: 'TOTE-M-RED', attributes: { Size: 'M', Color: 'Red' } },
  quantity: 1,
  title: 'Canvas Tote',
  subTotal: '$35.00',
  purchasePriceCents: 3500,
  imageUrl: null,
};
const ENGRAVED: CartEntry = {
  ...MUG,
  id: 'e-engraved',
  itemId: 'i-engraved',
  chosenVariant: { sku: 'ENGRAVED', attributes: {} },
  quantity: 1,
  title: 'Engraved Mug',
  subTotal: '$32.00',
  purchasePriceCents: 3200,
  additionalFields: '{"e-text":"Ada"}',
  formId: 'form-engraving',
};

function cartOf(entries: CartEntry[]): ShoppingCart {
  return {
    ...emptyCart(),
    id: 'cart-1',
    entries,
    totalQuantity: entries.reduce((n, e) => n + e.quantity, 0),
    subtotalCents: entries.reduce((n, e) => n + e.quantity * e.purchasePriceCents, 0),
  };
}

type Reply = (request: Request, path: string) => Response | undefined;

/** A cart server in memory; `reply` answers first when it wants to (failures, slow answers). */
function cartServer(entries: CartEntry[], reply: Reply = () => undefined) {
  let lines = entries;
  return async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const custom = reply(request, path);
    if (custom) return custom;
    if (path === '/api/commerce/shopping-cart') return jsonResponse(cartOf(lines));
    if (path === '/api/commerce/shopping-cart/related-products')
      return jsonResponse({ products: [] });
    if (path === '/api/template/GetTemplateSchema')
      return jsonResponse(forms.find((f) => f.id === url.searchParams.get('formId')));
    const entry = path.match(
      /^\/api\/commerce\/shopping-cart\/entries\/([^/]+)(\/additionalFields)?$/,
    );
    if (entry?.[2]) {
      const { additionalFields } = await request.json();
      lines = lines.map((e) => (e.id === entry[1] ? { ...e, additionalFields } : e));
      return jsonResponse({ shoppingCart: cartOf(lines) });
    }
    if (entry && request.method === 'DELETE') {
      lines = lines.filter((e) => e.id !== entry[1]);
      return jsonResponse({ shoppingCart: cartOf(lines) });
    }
    if (entry && request.method === 'PUT') {
      const { quantity } = await request.json();
      lines = lines.map((e) =>
        e.id === entry[1]
          ? { ...e, quantity, subTotal: formatMoneyCents(quantity * e.purchasePriceCents, 'USD') }
          : e,
      );
      return jsonResponse({ shoppingCart: cartOf(lines) });
    }
    return new Response(null, { status: 202 });
  };
}

const page = (storeSettings: object = {}) => `
  ${contextScript({ storeSettings })}
  <sq-cart-page></sq-cart-page>
  <sq-pill-cart></sq-pill-cart>`;

const root = () => document.querySelector('sq-cart-page') as HTMLElement;
const items = () => Array.from(root().querySelectorAll('.sq-cart-item'));
const itemNamed = (title: string) =>
  items().find((item) => item.querySelector('.sq-cart-item__title')?.textContent === title);
const alertText = () => root().querySelector('[role="alert"]')?.textContent;
const subtotal = () => root().querySelector('.sq-cart-page__subtotal')?.textContent;
const checkout = () => root().querySelector<HTMLButtonElement>('.sq-cart-page__checkout');
const buttonIn = (scope: Element | undefined, text: string) =>
  Array.from(scope?.querySelectorAll('button') ?? []).find((b) =>
    b.textContent?.startsWith(text),
  ) ?? null;
const quantityOf = (title: string) =>
  itemNamed(title)?.querySelector<HTMLInputElement>('.sq-cart-item__quantity input') ?? null;
const visitorEvents = async (requests: Request[]) =>
  Promise.all(
    requests
      .filter((r) => r.url.includes('/api/v1/clanker/events'))
      .map(async (r) => (await r.clone().json()).eventContent),
  );

/** Presses a line's Edit details; the dialog opens once its chunk (preloaded with the line) is in. */
async function editDetails(title: string, label = 'Edit details'): Promise<void> {
  await click(buttonIn(itemNamed(title), label));
  await fieldsDialogComponent.load().catch(() => {});
  await settle();
}

function withCartCookie(): void {
  document.cookie = 'CART=cart-1; path=/';
}

afterEach(() => {
  document.cookie = 'CART=; max-age=0; path=/';
});

describe('<sq-cart-page>', () => {
  it('without a cart: the title, the empty text, Continue Shopping and no Checkout', async () => {
    const views: unknown[] = [];
    document.addEventListener('sq:cart:view', (e) => views.push((e as CustomEvent).detail));
    const { requests } = await freshPage(page(), cartServer([]));
    expect(root().querySelector('h1')?.textContent).toBe('Shopping Cart');
    expect(root().querySelector('.sq-cart-page__empty')?.textContent).toBe(
      'You have nothing in your shopping cart.',
    );
    expect(checkout()).toBeNull();
    const link = root().querySelector<HTMLAnchorElement>('.sq-cart-page__continue');
    expect(link?.textContent).toBe('Continue Shopping');
    expect(link?.getAttribute('href')).toBe('/');
    expect(requests.some((r) => r.url.includes('/api/commerce/shopping-cart?'))).toBe(false);
    expect(views).toHaveLength(1);
    expect((await visitorEvents(requests)).map((e) => e.name)).toEqual(['view_cart']);
    // No pill on the cart page [H-09].
    expect(document.querySelector<HTMLAnchorElement>('sq-pill-cart a')?.hidden).toBe(true);
  });

  it('lists each item with name, variant, quantity, total and image or "No image", and the subtotal', async () => {
    withCartCookie();
    const { requests } = await freshPage(page(), cartServer([MUG, TOTE]));
    expect(items()).toHaveLength(2);
    const mug = itemNamed('Ceramic Mug');
    expect(mug?.querySelector('img')?.getAttribute('src')).toBe('/images/mug.svg');
    expect(mug?.querySelector('.sq-cart-item__total')?.textContent).toBe('$48.00');
    expect(quantityOf('Ceramic Mug')?.value).toBe('2');
    const tote = itemNamed('Canvas Tote');
    expect(tote?.querySelector('.sq-cart-item__variant')?.textContent).toBe('Size: M, Color: Red');
    expect(tote?.querySelector('.sq-cart-item__no-image')?.textContent).toBe('No image');
    expect(subtotal()).toBe('Subtotal $83.00');
    expect(checkout()?.textContent).toBe('Checkout');
    expect(checkout()?.getAttribute('aria-disabled')).toBeNull();
    expect(await visitorEvents(requests)).toEqual([
      expect.objectContaining({
        name: 'view_cart',
        cartId: 'cart-1',
        itemIds: ['i-mug', 'i-tote'],
        quantities: [2, 1],
      }),
    ]);
  });

  it('requests a line’s image once: one <img>, kept across renders, its source set once', async () => {
    withCartCookie();
    // Every source given to an <img> (happy-dom's `src` property sets the attribute too).
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const sources = () =>
      setAttribute.mock.calls.filter(([name], at) => {
        const element = setAttribute.mock.contexts[at] as Element;
        return name === 'src' && element.tagName === 'IMG';
      });
    // Every <img> that lands in the page, as it lands.
    const landed = new Set<Element>();
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof Element)) continue;
        if (node.matches('img')) landed.add(node);
        for (const image of node.querySelectorAll('img')) landed.add(image);
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    await freshPage(page(), cartServer([MUG]));
    const image = itemNamed('Ceramic Mug')?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/images/mug.svg');
    // A new quantity and a refresh of the cart render the line again, with the same image.
    const input = quantityOf('Ceramic Mug');
    if (!input) throw new Error('no quantity field');
    await setField(input, '3');
    await act(() => getRuntime().cart.getState().load());
    await settle();
    observer.disconnect();
    expect(itemNamed('Ceramic Mug')?.querySelector('img')).toBe(image);
    expect([...landed]).toEqual([image]);
    expect(sources()).toEqual([['src', '/images/mug.svg']]);
  });

  it('changes a quantity: the server gets it and the line, subtotal and pill follow', async () => {
    withCartCookie();
    const { requests } = await freshPage(page(), cartServer([MUG, TOTE]));
    const input = quantityOf('Ceramic Mug');
    if (!input) throw new Error('no quantity field');
    await setField(input, '3');
    const put = requests.find((r) => r.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe('/api/commerce/shopping-cart/entries/e-mug');
    expect(await put?.json()).toEqual({ quantity: 3 });
    expect(itemNamed('Ceramic Mug')?.querySelector('.sq-cart-item__total')?.textContent).toBe(
      '$72.00',
    );
    expect(subtotal()).toBe('Subtotal $107.00');
    expect(root().querySelector('[role="status"]')?.textContent).toBe('4 items in cart');
  });

  it('a digital item, or a service where the store sells one at a time, shows its quantity as text', async () => {
    withCartCookie();
    const guide = { ...TOTE, id: 'e-guide', title: 'Field Guide', productType: 2 };
    const session = { ...TOTE, id: 'e-session', title: 'Studio Session', productType: 3 };
    await freshPage(
      page({ multipleQuantityAllowedForServices: false }),
      cartServer([MUG, guide, session]),
    );
    expect(quantityOf('Ceramic Mug')).not.toBeNull();
    for (const title of ['Field Guide', 'Studio Session']) {
      expect(quantityOf(title)).toBeNull();
      expect(itemNamed(title)?.querySelector('.sq-cart-item__quantity')?.textContent).toBe(
        'Quantity 1',
      );
    }
  });

  it('a refused quantity rolls back and says why; a lost connection says so', async () => {
    withCartCookie();
    let offline = false;
    await freshPage(
      page(),
      cartServer([MUG], (request) => {
        if (request.method !== 'PUT') return undefined;
        if (offline) throw new TypeError('Failed to fetch');
        return jsonResponse(
          { message: 'Sorry, we do not have enough of that item available.' },
          409,
        );
      }),
    );
    const input = quantityOf('Ceramic Mug');
    if (!input) throw new Error('no quantity field');
    await setField(input, '60');
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await settle();
    expect(alertText()).toBe(
      'Unable to update quantitySorry, we do not have enough of that item available.',
    );
    expect(quantityOf('Ceramic Mug')?.value).toBe('2');
    expect(subtotal()).toBe('Subtotal $48.00');

    offline = true;
    await setField(input, '5');
    expect(alertText()).toBe('Unable to update quantityPlease check your internet connection');
  });

  it('removes an item, sends the remove-from-cart event, and shows the empty text after the last', async () => {
    withCartCookie();
    const removed: unknown[] = [];
    document.addEventListener('sq:cart:entry-removed', (e) => removed.push(e));
    const { requests } = await freshPage(page(), cartServer([MUG]));
    await click(buttonIn(itemNamed('Ceramic Mug'), 'Remove'));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    expect(items()).toHaveLength(0);
    expect(root().querySelector('.sq-cart-page__empty')?.textContent).toBe(
      'You have nothing in your shopping cart.',
    );
    expect(removed).toHaveLength(1);
    expect((await visitorEvents(requests)).map((e) => e.name)).toContain('remove_from_cart');
  });

  it('a 0 typed on the way to another quantity removes nothing; a 0 left in the field removes the line', async () => {
    withCartCookie();
    const { requests } = await freshPage(page(), cartServer([{ ...MUG, quantity: 10 }]));
    const input = quantityOf('Ceramic Mug');
    if (!input) throw new Error('no quantity field');
    // 10 → delete the 1 → 0 → type 2 → 20: the line stays, and 20 is sent.
    await act(async () => input.focus());
    await setField(input, '0');
    await setField(input, '20');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(await puts.at(-1)?.json()).toEqual({ quantity: 20 });
    expect(items()).toHaveLength(1);
    // 0 and Enter: the line goes, once.
    await setField(input, '0');
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await settle();
    await act(async () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    await settle();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(items()).toHaveLength(0);
  });

  it('a failed remove keeps the item and says "Unable to remove item"', async () => {
    withCartCookie();
    await freshPage(
      page(),
      cartServer([MUG], (request) =>
        request.method === 'DELETE' ? new Response('oops', { status: 500 }) : undefined,
      ),
    );
    await click(buttonIn(itemNamed('Ceramic Mug'), 'Remove'));
    expect(items()).toHaveLength(1);
    expect(alertText()).toBe('Unable to remove itemPlease try again');
  });

  it('blocks checkout below the store minimum, naming the minimum', async () => {
    withCartCookie();
    await freshPage(
      page({ minimumCheckoutSubtotal: { value: '100.00', currency: 'USD' } }),
      cartServer([MUG]),
    );
    const problem = root().querySelector('.sq-cart-page__problem');
    expect(problem?.textContent).toBe('To check out, your order subtotal must be $100.00 or more.');
    expect(checkout()?.getAttribute('aria-disabled')).toBe('true');
    expect(checkout()?.getAttribute('aria-describedby')).toBe(problem?.id);
  });

  it('lists an entry’s answers, blocks checkout while a required one is missing, and edits them', async () => {
    withCartCookie();
    const { requests } = await freshPage(page(), cartServer([ENGRAVED]));
    const line = itemNamed('Engraved Mug');
    expect(line?.querySelector('.sq-cart-item__answers')?.textContent).toBe(
      'Engraving textAdaFontN/A',
    );
    expect(root().querySelector('.sq-cart-page__problem')?.textContent).toBe(
      'Update the missing or invalid information above.',
    );
    expect(checkout()?.getAttribute('aria-disabled')).toBe('true');

    await editDetails('Engraved Mug');
    const dialog = document.querySelector('dialog');
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect((fieldByLabel('Engraving text *') as HTMLInputElement).value).toBe('Ada');
    await setField(fieldByLabel('Font *'), 'Script');
    await click(buttonIn(dialog ?? undefined, 'Save'));
    const put = requests.find((r) => new URL(r.url).pathname.endsWith('/additionalFields'));
    expect(JSON.parse((await put?.json())?.additionalFields)).toEqual({
      'e-text': 'Ada',
      'e-font': 'Script',
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect(root().querySelector('.sq-cart-page__problem')).toBeNull();
    expect(checkout()?.getAttribute('aria-disabled')).toBeNull();
  });

  it("shows a site's own texts from localizedStrings: the title, the buttons and the dialog's", async () => {
    withCartCookie();
    const localizedStrings = {
      cartTitleText: 'Panier',
      cartCheckoutText: 'Commander',
      cartEditDetailsText: 'Modifier',
      cartSaveDetailsText: 'Enregistrer',
      dialogCancelText: 'Annuler',
    };
    await freshPage(
      `${contextScript({ localizedStrings })}
      <sq-cart-page></sq-cart-page>`,
      cartServer([ENGRAVED]),
    );
    expect(root().querySelector('h1')?.textContent).toBe('Panier');
    expect(checkout()?.textContent).toBe('Commander');
    await editDetails('Engraved Mug', 'Modifier');
    const dialog = document.querySelector('dialog') ?? undefined;
    expect(buttonIn(dialog, 'Enregistrer')).not.toBeNull();
    await click(buttonIn(dialog, 'Annuler'));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('says "Unable to open form" when the entry’s form cannot be fetched', async () => {
    withCartCookie();
    await freshPage(
      page(),
      cartServer([ENGRAVED], (_request, path) =>
        path === '/api/template/GetTemplateSchema' ? new Response('', { status: 404 }) : undefined,
      ),
    );
    await editDetails('Engraved Mug');
    expect(document.querySelector('dialog')).toBeNull();
    expect(alertText()).toBe('Unable to open formPlease try again');
  });

  it('fetches the details dialog with a line that has a form, and only then', async () => {
    const preload = vi.spyOn(fieldsDialogComponent, 'preload');
    withCartCookie();
    await freshPage(page(), cartServer([MUG, TOTE]));
    expect(preload).not.toHaveBeenCalled();
    await freshPage(page(), cartServer([MUG, ENGRAVED]));
    expect(preload).toHaveBeenCalled();
  });

  it('says "Unable to open form" when the details dialog cannot be fetched (offline), and opens it later', async () => {
    const load = vi
      .spyOn(fieldsDialogComponent, 'load')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    withCartCookie();
    await freshPage(page(), cartServer([ENGRAVED]));
    await editDetails('Engraved Mug');
    expect(load).toHaveBeenCalled();
    expect(document.querySelector('dialog')).toBeNull();
    expect(alertText()).toBe('Unable to open formPlease try again');
    await editDetails('Engraved Mug');
    expect(document.querySelector('dialog')?.getAttribute('role')).toBe('dialog');
  });

  it('suggests related products and adds one; hides the section when there are none', async () => {
    withCartCookie();
    const related = [
      {
        id: 'i-guide',
        title: 'Field Guide',
        url: '/guide',
        imageUrl: null,
        price: '$12.00',
        priceCents: 1200,
        sku: 'GUIDE',
      },
      {
        id: 'i-tote',
        title: 'Canvas Tote',
        url: '/tote',
        imageUrl: null,
        price: '$35.00',
        priceCents: 3500,
        sku: null,
      },
    ];
    const { requests } = await freshPage(
      page(),
      cartServer([MUG], (request, path) => {
        if (path.endsWith('/related-products')) return jsonResponse({ products: related });
        if (path === '/api/commerce/shopping-cart/entries' && request.method === 'POST')
          return jsonResponse({
            shoppingCart: cartOf([MUG, { ...TOTE, id: 'e-guide' }]),
            newlyAdded: MUG,
          });
        return undefined;
      }),
    );
    const section = root().querySelector('.sq-related');
    expect(section?.querySelector('h2')?.textContent).toBe('Customers also bought');
    const names = Array.from(
      section?.querySelectorAll('.sq-related__name') ?? [],
      (a) => a.textContent,
    );
    expect(names).toEqual(['Field Guide', 'Canvas Tote']);
    const prices = Array.from(
      section?.querySelectorAll('.sq-related__price') ?? [],
      (p) => p.textContent,
    );
    expect(prices).toEqual(['$12.00', '$35.00']);
    // Only a product that needs no choice can be added from the list.
    expect(section?.querySelectorAll('.sq-related__add')).toHaveLength(1);
    await click(buttonIn(section ?? undefined, 'Add To Cart'));
    const post = requests.find((r) => r.method === 'POST' && r.url.includes('/entries'));
    expect(await post?.json()).toEqual({ itemId: 'i-guide', sku: 'GUIDE', quantity: 1 });
    expect(items()).toHaveLength(2);
    const names2 = (await visitorEvents(requests)).map((e) => e.name);
    expect(names2).toEqual(
      expect.arrayContaining(['related_product_display', 'related_product_add']),
    );
  });
});

describe('<sq-cart-page> more failures and offers', () => {
  it('says "Unable to update form" when the new answers are refused, and keeps the old ones', async () => {
    withCartCookie();
    await freshPage(
      page(),
      cartServer([ENGRAVED], (_request, path) =>
        path.endsWith('/additionalFields') ? new Response('', { status: 500 }) : undefined,
      ),
    );
    await editDetails('Engraved Mug');
    await setField(fieldByLabel('Font *'), 'Serif');
    await click(buttonIn(document.querySelector('dialog') ?? undefined, 'Save'));
    expect(alertText()).toBe('Unable to update formPlease try again');
    expect(itemNamed('Engraved Mug')?.querySelector('.sq-cart-item__answers')?.textContent).toBe(
      'Engraving textAdaFontN/A',
    );
  });

  it('edits details only once the server validates them: its errors show above their fields', async () => {
    withCartCookie();
    const { requests } = await freshPage(
      page(),
      cartServer([ENGRAVED], (_request, path) =>
        path === '/api/rest/forms/validate/form-engraving'
          ? jsonResponse({ errors: { 'e-text': 'Too long to engrave.' } }, 400)
          : undefined,
      ),
    );
    await editDetails('Engraved Mug');
    await setField(fieldByLabel('Font *'), 'Serif');
    await click(buttonIn(document.querySelector('dialog') ?? undefined, 'Save'));
    // The error, then the field's description, describe it.
    const described = fieldByLabel('Engraving text *').getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Too long to engrave.',
      'Up to 20 characters',
    ]);
    expect(document.querySelector('dialog .sq-form__message')?.textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    expect(requests.some((r) => new URL(r.url).pathname.endsWith('/additionalFields'))).toBe(false);
  });

  it('says "Unable to add item" when a suggested product cannot be added', async () => {
    withCartCookie();
    const related = [
      {
        id: 'i-guide',
        title: 'Field Guide',
        url: '/g',
        imageUrl: null,
        price: '$12.00',
        priceCents: 1200,
        sku: 'G',
      },
    ];
    await freshPage(
      page(),
      cartServer([MUG], (request, path) => {
        if (path.endsWith('/related-products')) return jsonResponse({ products: related });
        if (request.method === 'POST' && path.endsWith('/entries'))
          return jsonResponse(
            { message: 'Sorry, we do not have enough of that item available.' },
            409,
          );
        return undefined;
      }),
    );
    await click(buttonIn(root().querySelector('.sq-related') ?? undefined, 'Add To Cart'));
    expect(alertText()).toBe(
      'Unable to add itemSorry, we do not have enough of that item available.',
    );
    expect(items()).toHaveLength(1);
  });

  const offer = {
    instalments: {
      cart: {
        afterPayAvailable: true,
        afterPayMin: 3500,
        afterPayMax: 200000,
        shopperLanguage: 'en',
        stripeAccountCountry: 'US',
      },
    },
  };
  const pageWithOffer = `
    ${contextScript(offer)}
    <sq-cart-page></sq-cart-page>`;

  it('offers instalments on the subtotal when every item is physical [I-16]', async () => {
    withCartCookie();
    await freshPage(pageWithOffer, cartServer([MUG, TOTE]));
    expect(root().querySelector('.sq-afterpay-pill')?.textContent).toBe(
      'or 4 interest-free payments of $20.75 with Afterpay',
    );
  });

  it('the line follows the subtotal in place, and its button opens the information modal', async () => {
    withCartCookie();
    await freshPage(
      pageWithOffer,
      cartServer([MUG, TOTE], (_, path) =>
        path.endsWith('/modal.en_US.html')
          ? new Response('<h1>Pay in 4 with Afterpay</h1><p>Four payments.</p>')
          : undefined,
      ),
    );
    const line = root().querySelector('.sq-afterpay-pill');
    const info = line?.querySelector('button');
    expect(info?.getAttribute('aria-label')).toBe('Afterpay information');
    await click(buttonIn(itemNamed('Ceramic Mug'), 'Remove'));
    expect(root().querySelector('.sq-afterpay-pill')).toBe(line);
    expect(line?.querySelector('button')).toBe(info);
    expect(line?.textContent).toBe('or 4 interest-free payments of $8.75 with Afterpay');
    await click(info ?? null);
    await instalmentDialog.load();
    await settle();
    expect(document.querySelector('dialog h2')?.textContent).toBe('Pay in 4 with Afterpay');
  });

  it('offers none when any item is not physical', async () => {
    withCartCookie();
    await freshPage(pageWithOffer, cartServer([MUG, { ...TOTE, productType: 2 }]));
    expect(root().querySelector('.sq-cart-page__subtotal')).not.toBeNull();
    expect(root().querySelector('.sq-afterpay-pill')).toBeNull();
  });
});

describe('<sq-cart-page> loaders: pending, then success or a failure shown [A-41]', () => {
  const related = () => root().querySelector('.sq-related');

  it('a failed suggestions fetch shows the heading and why, instead of nothing', async () => {
    withCartCookie();
    await freshPage(
      page(),
      cartServer([MUG], (_request, path) =>
        path.endsWith('/related-products') ? new Response('', { status: 403 }) : undefined,
      ),
    );
    expect(related()?.querySelector('h2')?.textContent).toBe('Customers also bought');
    expect(related()?.querySelector('.sq-related__failed')?.textContent).toBe('Please try again');
    expect(related()?.querySelector('.sq-related__list')).toBeNull();
  });

  it('suggestions not found (nothing at that path) are none: the section stays hidden', async () => {
    withCartCookie();
    await freshPage(
      page(),
      cartServer([MUG], (_request, path) =>
        path.endsWith('/related-products')
          ? jsonResponse({ message: 'Not found.' }, 404)
          : undefined,
      ),
    );
    expect(items()).toHaveLength(1);
    expect(related()).toBeNull();
  });

  it('holds Checkout while an entry’s form is pending; a failed form says "Unable to open form"', async () => {
    withCartCookie();
    let answer: (response: Response) => void = () => {};
    await freshPage(
      page(),
      cartServer([MUG, ENGRAVED], (_request, path) =>
        path === '/api/template/GetTemplateSchema'
          ? (new Promise<Response>((resolve) => {
              answer = resolve;
            }) as unknown as Response)
          : undefined,
      ),
    );
    // Whether the engraving lacks details is not known yet.
    expect(checkout()?.getAttribute('aria-disabled')).toBe('true');
    expect(alertText()).toBe('');
    answer(new Response('', { status: 403 }));
    await settle();
    expect(alertText()).toBe('Unable to open formPlease try again');
    expect(checkout()?.getAttribute('aria-disabled')).toBeNull();
  });

  it('an entry’s form not found leaves the entry without answers to check, and says nothing', async () => {
    withCartCookie();
    await freshPage(
      page(),
      cartServer([ENGRAVED], (_request, path) =>
        path === '/api/template/GetTemplateSchema' ? jsonResponse({}, 404) : undefined,
      ),
    );
    expect(alertText()).toBe('');
    expect(itemNamed('Engraved Mug')?.querySelector('.sq-cart-item__answers')).toBeNull();
    expect(checkout()?.getAttribute('aria-disabled')).toBeNull();
  });

  it('speaks a count above 100 as "More than 100 items" [H-07]', async () => {
    withCartCookie();
    await freshPage(page(), cartServer([MUG]));
    const input = quantityOf('Ceramic Mug');
    if (!input) throw new Error('no quantity field');
    await setField(input, '101');
    expect(root().querySelector('[role="status"]')?.textContent).toBe('More than 100 items');
    await setField(input, '100');
    expect(root().querySelector('[role="status"]')?.textContent).toBe('100 items in cart');
  });
});

describe('custom-cart template markers [H-10 to H-12]', () => {
  const markup = `
    <a href="/cart" data-sq-custom-cart>Cart (<span data-sq-cart-quantity>0</span>)
      <span data-sq-cart-subtotal></span></a>
    <sq-pill-cart></sq-pill-cart>`;

  it('keeps the quantity and subtotal in step with the cart, and hides the pill', async () => {
    withCartCookie();
    await freshPage(markup, cartServer([MUG, TOTE]));
    const container = document.querySelector<HTMLElement>('[data-sq-custom-cart]');
    expect(container?.querySelector('[data-sq-cart-quantity]')?.textContent).toBe('3');
    expect(container?.querySelector('[data-sq-cart-subtotal]')?.textContent).toBe('$83.00');
    expect(container?.dataset.initialized).toBe('true');
    expect(container?.classList.contains('sq-cart--empty')).toBe(false);
    expect(document.querySelector<HTMLAnchorElement>('sq-pill-cart a')?.hidden).toBe(true);
  });

  it("a template cart link showing no quantity is labelled 'Cart'; one with a quantity is left to its text", async () => {
    withCartCookie();
    await freshPage(
      `<a href="/cart" id="icon" data-sq-custom-cart><svg aria-hidden="true"></svg><span data-sq-cart-subtotal></span></a>
       <a href="/cart" id="text" data-sq-custom-cart>Cart (<span data-sq-cart-quantity>0</span>)</a>
       <div id="plain" data-sq-custom-cart><span data-sq-cart-subtotal></span></div>`,
      cartServer([MUG, TOTE]),
    );
    const byId = (id: string) => document.getElementById(id);
    expect(byId('icon')?.getAttribute('aria-label')).toBe('Cart');
    expect(byId('icon')?.querySelector('[data-sq-cart-subtotal]')?.textContent).toBe('$83.00');
    expect(byId('text')?.hasAttribute('aria-label')).toBe(false);
    // A plain container may not be named: it is left alone.
    expect(byId('plain')?.hasAttribute('aria-label')).toBe(false);
  });

  it('marks an empty cart', async () => {
    await freshPage(markup, cartServer([]));
    const container = document.querySelector<HTMLElement>('[data-sq-custom-cart]');
    expect(container?.classList.contains('sq-cart--empty')).toBe(true);
    expect(container?.querySelector('[data-sq-cart-quantity]')?.textContent).toBe('0');
    expect(container?.dataset.initialized).toBe('true');
  });
});
