import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addedToCart, jsonResponse } from '../../tests/helpers/api-answers';
import { onBackdrop, onPadding, press } from '../../tests/helpers/backdrop';
import { click, fieldByLabel, freshPage, setField, settle } from '../../tests/helpers/dom';
import { contextScript, fixtureForms, fixtureProducts } from '../../tests/helpers/page-context';
import { alertDialog } from '../shared/dialogs/alert-on-demand';
import { fieldsDialog } from '../shared/forms/fields-dialog-on-demand';

const TOTE = '5f1a00000000000000000003';
const SCARF = '5f1a00000000000000000005';
const GUIDE = '5f1a00000000000000000004';
const ENGRAVED = '5f1a0000000000000000000e';

function page(itemId: string, context: Record<string, unknown> = {}, attributes = '') {
  return `${contextScript({ products: fixtureProducts(), ...context })}<sq-add-to-cart item-id="${itemId}" ${attributes}></sq-add-to-cart>`;
}

const added = () => addedToCart(1, 'cart-9');

const form = () => document.querySelector('.sq-product-form') as HTMLElement;
const button = () => form().querySelector<HTMLButtonElement>('.sq-add-to-cart__button');
const selectByLabel = fieldByLabel;
const choose = (label: string, value: string) => setField(fieldByLabel(label), value);

// The alert comes on demand, fetched at a press: here its module is in from the start, so each
// alert shows within the press's settling, as it does once the press has fetched it.
beforeAll(() => alertDialog.load());

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

describe('<sq-add-to-cart> with the product in the page context', () => {
  it('shows the from-price, one labelled select per option with its prompt, and the quantity field', async () => {
    await freshPage(page(TOTE), added);
    expect(form().querySelector('.sq-product-form__amount')?.textContent).toBe('from $28.00');
    expect(form().querySelector('.sq-product-form__mark')?.textContent).toBe('sale');
    const size = selectByLabel('Size') as HTMLSelectElement;
    expect(Array.from(size.options, (o) => o.text)).toEqual(['Select Size', 'S', 'M', 'L']);
    expect((selectByLabel('Color') as HTMLSelectElement).options[0]?.text).toBe('Select Color');
    const quantity = selectByLabel('Quantity') as HTMLInputElement;
    expect([quantity.type, quantity.min, quantity.max, quantity.step, quantity.value]).toEqual([
      'number',
      '1',
      '9999',
      '1',
      '1',
    ]);
  });

  it('asks for the missing options before sending anything', async () => {
    const { requests } = await freshPage(page(TOTE), added);
    await click(button());
    expect(document.querySelector('dialog')?.textContent).toContain(
      'Please select the Size and Color option.',
    );
    expect(document.querySelector('dialog h2')?.textContent).toBe('Unable to Add Item');
    expect(requests).toHaveLength(0);
    expect(button()?.textContent).toBe('Add To Cart');
  });

  it('follows the chosen variant: its price, its sale mark, announced; then adds it with the quantity', async () => {
    const { requests } = await freshPage(page(TOTE), added);
    await choose('Size', 'M');
    await choose('Color', 'Black');
    expect(form().querySelector('.sq-product-form__amount')?.textContent).toBe('$28.00');
    expect(form().querySelector('[aria-live="polite"]')?.textContent).toBe('$28.00');
    await choose('Quantity', '2');
    await click(button());
    expect(await requests[0]?.json()).toEqual({ itemId: TOTE, sku: 'SQ-TOTE-M-BLK', quantity: 2 });
    expect(button()?.textContent).toBe('Adding…');
  });

  it('a sold-out variant disables the button, labelled with the sold-out text, and says so', async () => {
    await freshPage(page(TOTE), added);
    await choose('Size', 'L');
    await choose('Color', 'Natural');
    expect(button()?.disabled).toBe(true);
    expect(button()?.textContent).toBe('sold out');
    expect(form().querySelector('[aria-live="polite"]')?.textContent).toBe('$35.00, sold out');
  });

  it('shows the scarcity line only in the views the merchant listed: the view attribute, else the nearest data-sq-view, else a product page', async () => {
    const merchandising = {
      [TOTE]: {
        scarcityEnabled: true,
        scarcityText: 'Only {quantity} left',
        scarcityTemplateViews: ['product-page'],
      },
    };
    const scarcityAfterChoosing = async (html: string) => {
      await freshPage(html, added);
      await choose('Size', 'M');
      await choose('Color', 'Black');
      return form().querySelector('.sq-product-form__scarcity')?.textContent ?? null;
    };
    expect(await scarcityAfterChoosing(page(TOTE, { merchandising }))).toBe('Only 3 left');
    expect(
      await scarcityAfterChoosing(page(TOTE, { merchandising }, 'view="product-list"')),
    ).toBeNull();
    const listed = `<ul data-sq-view="product-list"><li>${page(TOTE, { merchandising })}</li></ul>`;
    expect(await scarcityAfterChoosing(listed)).toBeNull();
    const overridden = `<div data-sq-view="product-list">${page(TOTE, { merchandising }, 'view="product-page"')}</div>`;
    expect(await scarcityAfterChoosing(overridden)).toBe('Only 3 left');
  });

  it.each([
    ['1.5', 'Quantity must be a whole number'],
    ['', 'Quantity must be a number.'],
    ['13', 'Sorry, we do not have enough of that item available.'],
  ])('quantity %j → %s', async (quantity, message) => {
    const { requests } = await freshPage(page(TOTE), added);
    await choose('Size', 'S');
    await choose('Color', 'Natural');
    await choose('Quantity', quantity);
    await click(button());
    expect(document.querySelector('dialog')?.textContent).toContain(message);
    expect(requests).toHaveLength(0);
  });

  it('clamps the quantity to 1..9999 when the field loses focus', async () => {
    await freshPage(page(TOTE), added);
    await choose('Quantity', '12000');
    selectByLabel('Quantity').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await settle();
    expect((selectByLabel('Quantity') as HTMLInputElement).value).toBe('9999');
  });

  it("a sold-out product uses the merchandising sold-out text and can't be added", async () => {
    await freshPage(
      page(SCARF, { merchandising: { [SCARF]: { customSoldOutText: 'Back soon' } } }),
      added,
    );
    expect(form().querySelector('.sq-product-form__mark')?.textContent).toBe('Back soon');
    expect(button()?.disabled).toBe(true);
  });

  it('a digital product has no selects and no quantity field', async () => {
    const { requests } = await freshPage(page(GUIDE), added);
    expect(form().querySelectorAll('select, input')).toHaveLength(0);
    await click(button());
    expect(await requests[0]?.json()).toEqual({ itemId: GUIDE, sku: 'SQ-GUIDE-PDF', quantity: 1 });
  });

  it('express checkout goes to checkout with the cart token instead of showing Added!', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://shop.test', pathname: '/shop/guide', assign });
    await freshPage(page(GUIDE, { storeSettings: { expressCheckout: true } }), added);
    await click(button());
    expect(assign).toHaveBeenCalledWith('/checkout?cartToken=cart-9');
  });

  it('without the product in the context and without a sku: one console error naming sku, inert markup', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await freshPage(
      '<sq-add-to-cart item-id="nope"><button type="button" class="sq-add-to-cart__button">Add To Cart</button></sq-add-to-cart>',
      added,
    );
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/<sq-add-to-cart>: invalid attribute "sku"/);
    expect(document.querySelector<HTMLButtonElement>('sq-add-to-cart button')?.disabled).toBe(true);
  });
});

describe('subscriptions and gift cards', () => {
  const COFFEE = '5f1a00000000000000000008';
  const FLOWERS = '5f1a00000000000000000009';
  const GIFT = '5f1a00000000000000000007';

  it('a subscribable product says Subscribe, shows its billing text, and hands off with the cart token', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://shop.test', pathname: '/shop/coffee', assign });
    const { requests } = await freshPage(page(COFFEE), () => jsonResponse({ cartToken: 'sub-7' }));
    expect(button()?.textContent).toBe('Subscribe');
    expect(form().querySelector('.sq-product-form__amount')?.textContent).toBe('$18.00 every week');
    expect(form().querySelector('input')).toBeNull();
    await click(button());
    const request = requests[0];
    expect(new URL(request?.url ?? '').pathname).toBe('/api/3/commerce/cart/subscription');
    expect(await request?.json()).toEqual({ itemId: COFFEE, sku: 'SQ-COFFEE-WEEKLY', qty: 1 });
    expect(assign).toHaveBeenCalledWith('/checkout/subscription?cartToken=sub-7');
  });

  it('a limited subscription shows its total duration in years when whole', async () => {
    await freshPage(page(FLOWERS), added);
    expect(form().querySelector('.sq-product-form__amount')?.textContent).toBe(
      '$45.00 every month for 1 year',
    );
  });

  it("a failed subscription alerts 'Unable to Purchase Item'", async () => {
    await freshPage(page(COFFEE), () =>
      jsonResponse({ message: 'Subscriptions are paused.' }, 400),
    );
    await click(button());
    expect(document.querySelector('dialog h2')?.textContent).toBe('Unable to Purchase Item');
    expect(document.querySelector('dialog')?.textContent).toContain('Subscriptions are paused.');
  });

  it('a gift card asks for a value ("Select Value"), then opens the gift-card page without a cart entry', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://shop.test', pathname: '/shop/gift-card', assign });
    const { requests } = await freshPage(page(GIFT), added);
    const select = selectByLabel('Value') as HTMLSelectElement;
    expect(select.options[0]?.text).toBe('Select Value');
    await click(button());
    expect(document.querySelector('dialog h2')?.textContent).toBe('Unable to purchase Gift Card');
    expect(document.querySelector('dialog')?.textContent).toContain(
      'Select a denomination for the Gift Card',
    );
    await click(document.querySelector('dialog button'));
    await choose('Value', '$50');
    await click(button());
    expect(requests).toHaveLength(0);
    expect(assign).toHaveBeenCalledWith(`/commerce/gift-card?itemId=${GIFT}&sku=SQ-GIFT-50`);
  });
});

describe('<sq-add-to-cart> of a product with an additional-fields form', () => {
  const inStock = (request: Request) =>
    new URL(request.url).pathname.includes('/inventory/stock')
      ? jsonResponse({ results: [{ sku: 'SQ-MUG-ENGRAVED', unlimited: false, qtyInStock: 10 }] })
      : added();
  const formDialog = () => document.querySelector<HTMLDialogElement>('dialog.sq-fields-modal');
  const adds = (requests: Request[]) =>
    requests.filter((r) => new URL(r.url).pathname === '/api/commerce/shopping-cart/entries');

  it('fetches the dialog as it renders, opens it on the press after the stock check, and adds the answers', async () => {
    const preload = vi.spyOn(fieldsDialog, 'preload');
    const { requests } = await freshPage(page(ENGRAVED, { forms: fixtureForms() }), inStock);
    expect(preload).toHaveBeenCalled();
    // The dialog's chunk, preloaded; its styles come with it when it first shows.
    await fieldsDialog.load();
    expect(document.getElementById('sq-storefront-styles-fields-modal')).toBeNull();
    await click(button());
    const dialog = formDialog();
    expect(dialog?.open).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Engraving');
    expect(document.getElementById('sq-storefront-styles-fields-modal')?.textContent).toContain(
      ':where(.sq-fields-modal){',
    );
    await click(dialog?.querySelector('button[type="submit"]') ?? null);
    expect(dialog?.textContent).toContain('Required');
    expect(adds(requests)).toHaveLength(0);
    await setField(fieldByLabel('Engraving text *'), 'Ada');
    await setField(fieldByLabel('Font *'), 'Script');
    await click(dialog?.querySelector('button[type="submit"]') ?? null);
    expect(formDialog()).toBeNull();
    const body = await adds(requests)[0]?.json();
    expect(body).toMatchObject({ itemId: ENGRAVED, sku: 'SQ-MUG-ENGRAVED', quantity: 1 });
    expect(JSON.parse(body.additionalFields)).toEqual({ 'e-text': 'Ada', 'e-font': 'Script' });
  });

  it('a product without a form never fetches the dialog', async () => {
    const preload = vi.spyOn(fieldsDialog, 'preload');
    const load = vi.spyOn(fieldsDialog, 'load');
    await freshPage(page(GUIDE), added);
    await click(button());
    expect(preload).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('a dialog that cannot be fetched (offline) alerts "Unable to open form" and adds nothing', async () => {
    vi.spyOn(fieldsDialog, 'load').mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const { requests } = await freshPage(page(ENGRAVED, { forms: fixtureForms() }), inStock);
    await click(button());
    expect(formDialog()).toBeNull();
    // As the cart page and template markup say it: what failed, then why.
    expect(document.querySelector('dialog h2')?.textContent).toBe('Unable to open form');
    expect(document.querySelector('dialog')?.textContent).toContain('Please try again');
    expect(adds(requests)).toHaveLength(0);
  });

  it('a second press while the form is on its way opens one dialog; closing it adds nothing', async () => {
    const { requests } = await freshPage(page(ENGRAVED, { forms: fixtureForms() }), inStock);
    await fieldsDialog.load();
    button()?.click();
    button()?.click();
    await settle();
    expect(document.querySelectorAll('dialog.sq-fields-modal')).toHaveLength(1);
    formDialog()?.close();
    await settle();
    expect(formDialog()).toBeNull();
    expect(adds(requests)).toHaveLength(0);
    expect(button()?.textContent).toBe('Add To Cart');
  });
});

describe('<sq-add-to-cart>: closing the additional-fields dialog adds nothing (G-06)', () => {
  const inStock = (request: Request) =>
    new URL(request.url).pathname.includes('/inventory/stock')
      ? jsonResponse({ results: [{ sku: 'SQ-MUG-ENGRAVED', unlimited: false, qtyInStock: 10 }] })
      : added();
  const formDialog = () => document.querySelector<HTMLDialogElement>('dialog.sq-fields-modal');

  it('is stated modal; a press inside keeps it open, one on the backdrop closes it like Cancel', async () => {
    const { requests } = await freshPage(page(ENGRAVED, { forms: fixtureForms() }), inStock);
    await fieldsDialog.load();
    await click(button());
    const dialog = formDialog() as HTMLDialogElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await setField(fieldByLabel('Engraving text *'), 'Ada');
    const field = fieldByLabel('Engraving text *');
    // On its padding, and a drag from a field out to the backdrop (selecting the text typed).
    await press(dialog, onPadding(dialog));
    await press(dialog, { target: field, x: 150, y: 150 }, onBackdrop(dialog));
    expect(formDialog()?.open).toBe(true);
    await press(dialog, onBackdrop(dialog));
    expect(formDialog()).toBeNull();
    const entries = requests.filter(
      (r) => new URL(r.url).pathname === '/api/commerce/shopping-cart/entries',
    );
    expect(entries).toHaveLength(0);
    expect(button()?.textContent).toBe('Add To Cart');
    expect(button()?.hasAttribute('aria-disabled')).toBe(false);
  });
});

describe('<sq-add-to-cart> quantity attribute', () => {
  it('starts the quantity field, built or from the server, unless the shopper typed in it', async () => {
    await freshPage(page(TOTE, {}, 'quantity="3"'), added);
    expect((selectByLabel('Quantity') as HTMLInputElement).value).toBe('3');
    await choose('Quantity', '5');
    const host = document.querySelector('sq-add-to-cart') as HTMLElement;
    host.setAttribute('button-text', 'Buy');
    await settle();
    expect(button()?.textContent).toBe('Buy');
    expect((selectByLabel('Quantity') as HTMLInputElement).value).toBe('5');
  });
});
