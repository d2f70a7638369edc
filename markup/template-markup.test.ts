import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertDialog as alertModule } from '../elements/shared/dialogs/alert-on-demand';
import { fieldsDialog } from '../elements/shared/forms/fields-dialog-on-demand';
import products from '../fixtures/products.json';
import { emptyCart } from '../src/commerce/empty-cart';
import { addedToCart, jsonResponse } from '../tests/helpers/api-answers';
import { advance, click, fieldByLabel, freshPage, setField, settle } from '../tests/helpers/dom';
import { contextScript } from '../tests/helpers/page-context';

const MUG = '5f1a00000000000000000001';
const TOTE = '5f1a00000000000000000003';
const SCARF = '5f1a00000000000000000005';
const COFFEE = '5f1a00000000000000000008';
const GIFT = '5f1a00000000000000000007';
const ENGRAVED = '5f1a0000000000000000000e';

const byId = Object.fromEntries(products.map((p) => [p.id, p]));
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The add-to-cart-btn formatter's markup, as the engine writes it. */
const buttonMarkup = (itemId: string, label = 'Add To Cart') =>
  `<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0" data-dynamic-strings data-collection-id="c1" data-item-id="${itemId}" data-product-type="1" data-use-custom-label="" data-original-label="${label}" >
    <div class="sqs-add-to-cart-button-inner">${label}</div>
  </div>
</div>`;

const quantityMarkup = (itemId: string) =>
  `<div class="product-quantity-input" data-item-id="${itemId}" data-animation-role="content">
  <div class="quantity-label">Quantity:</div>
  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>
</div>`;

/** The variants-select formatter's markup: a select and radio buttons per option. */
function variantsMarkup(itemId: string, options: Record<string, string[]>): string {
  const variants = attr(JSON.stringify(byId[itemId]?.structuredContent.variants ?? []));
  const blocks = Object.entries(options).map(
    ([name, values]) => `<div class="variant-option">
    <div class="variant-option-title">${name}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="Select ${name}" data-variant-option-name="${name}">
        <option value="">Select ${name}</option>
        ${values.map((v) => `<option value="${v}">${v}</option>`).join('')}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">
      ${values
        .map(
          (v) =>
            `<input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${name}" id="variant-option-${name}-${v}"/><label for="variant-option-${name}-${v}">${v}</label>`,
        )
        .join('\n')}
    </div>
    </div>`,
  );
  return `<div class="product-variants" data-item-id="${itemId}" data-variants="${variants}" data-animation-role="content">${blocks.join('')}</div>`;
}

const scarcityMarkup = (attributes: Record<string, string>, quantity: number) =>
  `<div class="product-scarcity" data-variant-attributes="${attr(JSON.stringify(attributes))}" hidden>Only ${quantity} left</div>`;

const TOTE_OPTIONS = { Size: ['S', 'M', 'L'], Color: ['Natural', 'Black'] };

const HIDDEN = '<span class="visually-hidden v6-visually-hidden">';
/** A variant view as the product template renders it: the engine's price and status for that variant. */
const viewMarkup = (sku: string, price: string, mark = '') =>
  `<template class="sq-variant-view" data-sku="${sku}"><div class="product-price">\n${price}\n</div>${mark}</template>`;
const TOTE_VIEWS = [
  viewMarkup('SQ-TOTE-S-NAT', '$35.00'),
  viewMarkup('SQ-TOTE-M-NAT', '$35.00'),
  viewMarkup('SQ-TOTE-L-NAT', '$35.00', '<div class="product-mark sold-out">sold out</div>'),
  viewMarkup('SQ-TOTE-S-BLK', '$35.00'),
  viewMarkup(
    'SQ-TOTE-M-BLK',
    `${HIDDEN}Sale Price:</span>$28.00 ${HIDDEN}Original Price:</span><span class="original-price">$35.00</span>\n`,
    '<div class="product-mark sale">sale</div>',
  ),
].join('');

function page(body: string, context: Record<string, unknown> = {}): string {
  const script = contextScript({
    products: byId,
    storeSettings: { variantOptionOrdering: ['Size', 'Color'] },
    ...context,
  });
  return `${script}${body}`;
}

const totePage = (context: Record<string, unknown> = {}) =>
  page(
    `<article>
      <div class="product-price">from $28.00</div><div class="product-mark sale">sale</div>
      ${scarcityMarkup({ Size: 'S', Color: 'Natural' }, 12)}
      ${scarcityMarkup({ Size: 'M', Color: 'Black' }, 3)}
      ${variantsMarkup(TOTE, TOTE_OPTIONS)}
      ${quantityMarkup(TOTE)}
      ${buttonMarkup(TOTE)}
    </article>
    ${TOTE_VIEWS}`,
    context,
  );

const added = (quantity = 1) => addedToCart(quantity, 'cart-9');

const button = (itemId = TOTE) =>
  document.querySelector<HTMLElement>(`.sqs-add-to-cart-button[data-item-id="${itemId}"]`);
const label = (itemId = TOTE) =>
  button(itemId)?.querySelector('.sqs-add-to-cart-button-inner')?.textContent;
const status = (itemId = TOTE) =>
  button(itemId)?.parentElement?.querySelector('[role="status"]')?.textContent;
const select = (name: string) =>
  document.querySelector<HTMLSelectElement>(`select[data-variant-option-name="${name}"]`);
const radio = (name: string, value: string) =>
  document.querySelector<HTMLInputElement>(
    `input[name="variant-option-${name}"][value="${value}"]`,
  );
const quantityInput = () =>
  document.querySelector<HTMLInputElement>('.product-quantity-input input');
const alertDialog = () => document.querySelector('dialog[role="alertdialog"]');
const adds = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/commerce/shopping-cart/entries');

async function press(element: HTMLElement | null): Promise<void> {
  if (!element) throw new Error('no button');
  element.click();
  await settle();
}

async function choose(name: string, value: string): Promise<void> {
  const control = select(name);
  if (!control) throw new Error(`no select ${name}`);
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

async function type(input: HTMLInputElement | null, value: string): Promise<void> {
  if (!input) throw new Error('no input');
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

// The alert comes on demand, fetched at a press: here its module is in from the start, so each
// alert shows within the press's settling, as it does once the press has fetched it.
beforeAll(() => alertModule.load());

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

describe('template markup: the add-to-cart-btn formatter', () => {
  it('adds the product with the quantity field, through Adding… → Added! → idle, announced', async () => {
    const { requests } = await freshPage(page(`${quantityMarkup(MUG)}${buttonMarkup(MUG)}`), () =>
      added(3),
    );
    const updates: unknown[] = [];
    document.addEventListener('sq:cart:updated', (e) => updates.push((e as CustomEvent).detail));
    await type(quantityInput(), '3');
    await press(button(MUG));
    expect(label(MUG)).toBe('Adding…');
    expect(status(MUG)).toBe('Adding…');
    expect(button(MUG)?.getAttribute('aria-disabled')).toBe('true');
    expect(adds(requests)).toHaveLength(1);
    expect(await adds(requests)[0]?.json()).toEqual({ itemId: MUG, sku: 'SQ-MUG-01', quantity: 3 });
    expect(updates).toHaveLength(1);
    await advance(999);
    expect(label(MUG)).toBe('Adding…');
    await advance(1);
    expect(label(MUG)).toBe('Added!');
    expect(status(MUG)).toBe('Added!');
    await advance(2000);
    expect(label(MUG)).toBe('Add To Cart');
    expect(status(MUG)).toBe('');
    expect(button(MUG)?.hasAttribute('aria-disabled')).toBe(false);
  });

  it('keeps the engine markup: no wrapper, the same classes and attributes, one status region added', async () => {
    await freshPage(page(buttonMarkup(MUG)), () => added());
    const wrapper = document.querySelector('.sqs-add-to-cart-button-wrapper');
    expect(wrapper?.parentElement).toBe(document.body);
    expect(button(MUG)?.getAttribute('role')).toBe('button');
    expect(button(MUG)?.getAttribute('data-original-label')).toBe('Add To Cart');
    expect(wrapper?.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('sends 1 when the template shows no quantity field', async () => {
    const { requests } = await freshPage(page(buttonMarkup(MUG)), () => added());
    await press(button(MUG));
    expect(await adds(requests)[0]?.json()).toEqual({ itemId: MUG, sku: 'SQ-MUG-01', quantity: 1 });
  });

  it('ignores presses while adding', async () => {
    const { requests } = await freshPage(page(buttonMarkup(MUG)), () => added());
    await press(button(MUG));
    await press(button(MUG));
    await advance(1000);
    await press(button(MUG));
    expect(adds(requests)).toHaveLength(1);
  });

  it('answers Enter and Space like a button', async () => {
    const { requests } = await freshPage(page(buttonMarkup(MUG)), () => added());
    const target = button(MUG);
    target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(adds(requests)).toHaveLength(1);
    await advance(3000);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    target?.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(adds(requests)).toHaveLength(1);
    target?.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    await settle();
    expect(adds(requests)).toHaveLength(2);
  });

  it('asks for the missing options in an alert and sends nothing', async () => {
    const { requests } = await freshPage(totePage(), () => added());
    await press(button());
    const dialog = alertDialog() as HTMLDialogElement | null;
    expect(dialog?.open).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Unable to Add Item');
    expect(dialog?.textContent).toContain('Please select the Size and Color option.');
    expect(dialog?.getAttribute('aria-describedby')).toBe(
      dialog?.querySelector('.sq-alert__message')?.id,
    );
    expect(label()).toBe('Add To Cart');
    expect(adds(requests)).toHaveLength(0);
    dialog?.querySelector<HTMLButtonElement>('.sq-alert__close')?.click();
    await settle();
    expect(alertDialog()).toBeNull();
    await choose('Size', 'M');
    await press(button());
    expect(alertDialog()?.textContent).toContain('Please select the Color option.');
  });

  it('names the missing options in the order the page shows them', async () => {
    await freshPage(
      page(
        `${variantsMarkup(TOTE, { Color: ['Natural', 'Black'], Size: ['S', 'M', 'L'] })}${buttonMarkup(TOTE)}`,
      ),
      () => added(),
    );
    await press(button());
    expect(alertDialog()?.textContent).toContain('Please select the Color and Size option.');
  });

  it('adds the chosen variant and quantity; the radios follow the selects', async () => {
    const { requests } = await freshPage(totePage(), () => added(2));
    await choose('Size', 'M');
    await choose('Color', 'Black');
    expect(radio('Size', 'M')?.checked).toBe(true);
    expect(radio('Color', 'Black')?.checked).toBe(true);
    expect(status()).toBe('$28.00');
    await type(quantityInput(), '2');
    await press(button());
    expect(await adds(requests)[0]?.json()).toEqual({
      itemId: TOTE,
      sku: 'SQ-TOTE-M-BLK',
      quantity: 2,
    });
  });

  it('takes a choice made with the radio buttons, and the select follows', async () => {
    const { requests } = await freshPage(totePage(), () => added());
    for (const [name, value] of [
      ['Size', 'S'],
      ['Color', 'Natural'],
    ] as const) {
      const control = radio(name, value);
      if (control) control.checked = true;
      control?.dispatchEvent(new Event('change', { bubbles: true }));
      await settle();
    }
    expect(select('Size')?.value).toBe('S');
    expect(select('Color')?.value).toBe('Natural');
    await press(button());
    expect(await adds(requests)[0]?.json()).toMatchObject({ sku: 'SQ-TOTE-S-NAT' });
  });

  /** Scarcity on for the tote on product pages only. */
  const scarcity = {
    merchandising: {
      [TOTE]: {
        scarcityEnabled: true,
        scarcityText: 'Only {quantity} left',
        scarcityTemplateViews: ['product-page'],
      },
    },
  };
  const scarcityLines = () =>
    Array.from(document.querySelectorAll('.product-scarcity'), (e) => e.hasAttribute('hidden'));

  it('shows the chosen variant’s scarcity line and hides the others', async () => {
    await freshPage(totePage(scarcity), () => added());
    expect(scarcityLines()).toEqual([true, true]);
    await choose('Size', 'M');
    await choose('Color', 'Black');
    expect(scarcityLines()).toEqual([true, false]);
    await choose('Size', '');
    expect(scarcityLines()).toEqual([true, true]);
  });

  it('shows no scarcity line in a view the merchant did not list: a list, or none listed', async () => {
    const inList = totePage(scarcity).replace('<article>', '<article data-sq-view="product-list">');
    await freshPage(inList, () => added());
    await choose('Size', 'M');
    await choose('Color', 'Black');
    expect(scarcityLines()).toEqual([true, true]);

    await freshPage(totePage(), () => added());
    await choose('Size', 'M');
    await choose('Color', 'Black');
    expect(scarcityLines()).toEqual([true, true]);
  });

  it('the price and the status mark follow the chosen variant, and come back when it is undone', async () => {
    await freshPage(totePage(), () => added());
    const price = () => document.querySelector('.product-price');
    const priceText = () => price()?.textContent?.trim();
    const mark = () => document.querySelector<HTMLElement>('.product-mark');
    await choose('Size', 'M');
    await choose('Color', 'Black');
    expect(priceText()).toBe('Sale Price:$28.00 Original Price:$35.00');
    expect(price()?.querySelector('.original-price')?.textContent).toBe('$35.00');
    expect([mark()?.className, mark()?.textContent, mark()?.hidden]).toEqual([
      'product-mark sale',
      'sale',
      false,
    ]);
    await choose('Size', 'S');
    expect(priceText()).toBe('$35.00');
    expect(mark()?.hidden).toBe(true);
    await choose('Color', 'Natural');
    await choose('Size', 'L');
    expect([mark()?.className, mark()?.textContent, mark()?.hidden]).toEqual([
      'product-mark sold-out',
      'sold out',
      false,
    ]);
    await choose('Size', '');
    expect(price()?.innerHTML).toBe('from $28.00');
    expect(document.querySelectorAll('.product-price, .product-mark')).toHaveLength(2);
    expect([mark()?.className, mark()?.textContent, mark()?.hidden]).toEqual([
      'product-mark sale',
      'sale',
      false,
    ]);
  });

  it('adds a sold-out mark where the page had none, and takes it away again', async () => {
    await freshPage(
      page(
        `<div class="product-price">$35.00</div>${variantsMarkup(TOTE, TOTE_OPTIONS)}${buttonMarkup(TOTE)}${TOTE_VIEWS}`,
      ),
      () => added(),
    );
    await choose('Size', 'L');
    await choose('Color', 'Natural');
    expect(document.querySelector('.product-price + .product-mark')?.textContent).toBe('sold out');
    await choose('Color', '');
    expect(document.querySelector('.product-mark')).toBeNull();
  });

  it('on a page of several products, each button takes its own product’s choices', async () => {
    const { requests } = await freshPage(
      page(`<ul>
        <li><div class="product-price">$24.00</div>${quantityMarkup(MUG)}${buttonMarkup(MUG)}</li>
        <li><div class="product-price">from $28.00</div>${variantsMarkup(TOTE, TOTE_OPTIONS)}${quantityMarkup(TOTE)}${buttonMarkup(TOTE)}${TOTE_VIEWS}</li>
      </ul>`),
      () => added(),
    );
    const [mugQuantity, toteQuantity] = document.querySelectorAll<HTMLInputElement>(
      '.product-quantity-input input',
    );
    await type(mugQuantity ?? null, '4');
    await type(toteQuantity ?? null, '2');
    await choose('Size', 'S');
    await choose('Color', 'Black');
    const [mugPrice, totePrice] = document.querySelectorAll('.product-price');
    expect(mugPrice?.textContent).toBe('$24.00');
    expect(totePrice?.textContent?.trim()).toBe('$35.00');
    await press(button(MUG));
    await press(button(TOTE));
    expect(await Promise.all(adds(requests).map((r) => r.json()))).toEqual([
      { itemId: MUG, sku: 'SQ-MUG-01', quantity: 4 },
      { itemId: TOTE, sku: 'SQ-TOTE-S-BLK', quantity: 2 },
    ]);
  });

  it('a sold-out variant turns the button to the sold-out text, announced, and it adds nothing', async () => {
    const { requests } = await freshPage(totePage(), () => added());
    await choose('Size', 'L');
    await choose('Color', 'Natural');
    expect(label()).toBe('sold out');
    expect(button()?.getAttribute('aria-disabled')).toBe('true');
    expect(status()).toBe('$35.00, sold out');
    await press(button());
    expect(adds(requests)).toHaveLength(0);
    expect(alertDialog()).toBeNull();
    await choose('Size', 'S');
    expect(label()).toBe('Add To Cart');
    expect(button()?.hasAttribute('aria-disabled')).toBe(false);
  });

  it('a sold-out product shows the sold-out state (or the custom text) and cannot be added', async () => {
    const { requests } = await freshPage(
      page(buttonMarkup(SCARF), { merchandising: { [SCARF]: { customSoldOutText: 'All gone' } } }),
      () => added(),
    );
    expect(label(SCARF)).toBe('All gone');
    expect(button(SCARF)?.getAttribute('aria-disabled')).toBe('true');
    await press(button(SCARF));
    expect(adds(requests)).toHaveLength(0);
  });

  it('checks the quantity before adding (not a number, not whole, more than the stock)', async () => {
    const { requests } = await freshPage(totePage(), () => added());
    await choose('Size', 'M');
    await choose('Color', 'Black');
    for (const [text, message] of [
      ['abc', 'Quantity must be a number.'],
      ['1.5', 'Quantity must be a whole number'],
      ['4', 'Sorry, we do not have enough of that item available.'],
    ]) {
      const input = quantityInput();
      if (input) input.value = text ?? '';
      await press(button());
      expect(alertDialog()?.textContent).toContain(message);
    }
    expect(adds(requests)).toHaveLength(0);
  });

  it('keeps the quantity within 1–9999 when the shopper leaves the field', async () => {
    await freshPage(totePage(), () => added());
    await type(quantityInput(), '0');
    expect(quantityInput()?.value).toBe('1');
    await type(quantityInput(), '12000');
    expect(quantityInput()?.value).toBe('9999');
  });

  it('a refused add shows the spec’s message under "Unable to Add Item" and is idle 1 s later', async () => {
    await freshPage(page(buttonMarkup(MUG)), () =>
      jsonResponse({ message: 'Too many requests.' }, 429),
    );
    await press(button(MUG));
    expect(alertDialog()?.querySelector('h2')?.textContent).toBe('Unable to Add Item');
    expect(alertDialog()?.textContent).toContain('Please try again in a few seconds.');
    expect(label(MUG)).toBe('Adding…');
    await advance(1000);
    expect(label(MUG)).toBe('Add To Cart');
    expect(button(MUG)?.hasAttribute('aria-disabled')).toBe(false);
  });

  it('a subscription goes to its checkout; a gift card to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://shop.test', pathname: '/shop/x', assign });
    const { requests } = await freshPage(page(`${buttonMarkup(COFFEE, 'Subscribe')}`), (request) =>
      new URL(request.url).pathname === '/api/3/commerce/cart/subscription'
        ? jsonResponse({ cartToken: 'sub-1' })
        : jsonResponse(emptyCart()),
    );
    await press(button(COFFEE));
    expect(await requests.at(-1)?.json()).toEqual({
      itemId: COFFEE,
      sku: 'SQ-COFFEE-WEEKLY',
      qty: 1,
    });
    expect(assign).toHaveBeenCalledWith('/checkout/subscription?cartToken=sub-1');

    await freshPage(
      page(`${variantsMarkup(GIFT, { Value: ['$25', '$50', '$100'] })}${buttonMarkup(GIFT)}`),
      () => added(),
    );
    await press(button(GIFT));
    expect(alertDialog()?.textContent).toContain('Select a denomination for the Gift Card');
    await choose('Value', '$50');
    await press(button(GIFT));
    expect(assign).toHaveBeenLastCalledWith(`/commerce/gift-card?itemId=${GIFT}&sku=SQ-GIFT-50`);
  });

  it('a product with a form checks stock, opens the form, and adds with the answers', async () => {
    const forms = await import('../fixtures/forms.json');
    const form = forms.default.find((f) => f.id === 'form-engraving');
    const { requests } = await freshPage(
      page(buttonMarkup(ENGRAVED), { forms: { 'form-engraving': form } }),
      (request) =>
        new URL(request.url).pathname.includes('/inventory/stock')
          ? jsonResponse({
              results: [{ sku: 'SQ-MUG-ENGRAVED', unlimited: false, qtyInStock: 10 }],
            })
          : added(),
    );
    await press(button(ENGRAVED));
    // The dialog opens once its own chunk is in.
    await fieldsDialog.load();
    await settle();
    const dialog = document.querySelector('dialog.sq-fields-modal');
    expect(dialog).not.toBeNull();
    expect(adds(requests)).toHaveLength(0);
    await setField(fieldByLabel('Engraving text *'), 'Ada');
    await setField(fieldByLabel('Font *'), 'Script');
    await click(dialog?.querySelector('button[type="submit"]') ?? null);
    expect(document.querySelector('dialog.sq-fields-modal')).toBeNull();
    const add = adds(requests)[0];
    const body = await add?.json();
    expect(body).toMatchObject({ itemId: ENGRAVED, sku: 'SQ-MUG-ENGRAVED', quantity: 1 });
    expect(JSON.parse(body.additionalFields)).toEqual({ 'e-text': 'Ada', 'e-font': 'Script' });
    expect(label(ENGRAVED)).toBe('Adding…');
  });

  it('says "Unable to open form" when the form’s dialog cannot be fetched (offline), and adds nothing', async () => {
    const forms = await import('../fixtures/forms.json');
    const form = forms.default.find((f) => f.id === 'form-engraving');
    vi.spyOn(fieldsDialog, 'load').mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const { requests } = await freshPage(
      page(buttonMarkup(ENGRAVED), { forms: { 'form-engraving': form } }),
      (request) =>
        new URL(request.url).pathname.includes('/inventory/stock')
          ? jsonResponse({
              results: [{ sku: 'SQ-MUG-ENGRAVED', unlimited: false, qtyInStock: 10 }],
            })
          : added(),
    );
    await press(button(ENGRAVED));
    await settle();
    expect(document.querySelector('dialog.sq-fields-modal')).toBeNull();
    expect(alertDialog()?.querySelector('h2')?.textContent).toBe('Unable to open form');
    expect(alertDialog()?.textContent).toContain('Please try again');
    expect(adds(requests)).toHaveLength(0);
    expect(label(ENGRAVED)).toBe('Add To Cart');
  });

  it('markup naming a product the page context lacks stays inert, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = await freshPage(page(buttonMarkup('no-such-item')), () => added());
    expect(button('no-such-item')?.getAttribute('aria-disabled')).toBe('true');
    await press(button('no-such-item'));
    expect(adds(requests)).toHaveLength(0);
    expect(error.mock.calls.filter((c) => String(c[0]).includes('no-such-item'))).toHaveLength(1);
  });

  it('bad data never throws out of the bundle', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures: unknown[] = [];
    const onError = (event: ErrorEvent) => failures.push(event.error);
    window.addEventListener('error', onError);
    const { requests } = await freshPage(
      `${contextScript({ products: { [TOTE]: { structuredContent: 'bad' } } })}
      <div class="product-scarcity" data-variant-attributes="{not json" hidden></div>
      <div class="product-variants" data-item-id="${TOTE}" data-variants="nope"><select data-variant-option-name="Size"><option value="Q">Q</option></select><input type="radio" class="variant-radiobtn" name="oddly-named" value="x"></div>
      <div class="product-variants"><select data-variant-option-name="Size"><option value="Q">Q</option></select></div>
      <div class="sqs-add-to-cart-button" data-item-id=""></div>
      ${buttonMarkup(TOTE)}`,
      () => jsonResponse('not json at all'),
    );
    await choose('Size', 'Q');
    for (const control of document.querySelectorAll('select, input')) {
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
    document.querySelector<HTMLElement>('.sqs-add-to-cart-button[data-item-id=""]')?.click();
    await press(button());
    await advance(5000);
    window.removeEventListener('error', onError);
    expect(failures).toEqual([]);
    expect(adds(requests)).toHaveLength(0);
  });
});
