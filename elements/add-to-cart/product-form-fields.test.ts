import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyCart } from '../../src/commerce/empty-cart';
import { addedToCart, jsonResponse } from '../../tests/helpers/api-answers';
import {
  click,
  fieldByLabel,
  freshPage,
  setField,
  settle,
  typeKeys,
} from '../../tests/helpers/dom';
import { contextScript, fixtureForms, fixtureProducts } from '../../tests/helpers/page-context';
import { alertDialog as alertModule } from '../shared/dialogs/alert-on-demand';
import { fieldsDialog } from '../shared/forms/fields-dialog-on-demand';

/**
 * `<sq-add-to-cart>` of a product with an additional-fields form: where the form comes from, the
 * live stock check that counts the cart, and the server's validation before anything is added.
 */

const ENGRAVED = '5f1a0000000000000000000e';
const SKU = 'SQ-MUG-ENGRAVED';
const ENGRAVING = fixtureForms()['form-engraving'] as { id: string; fields: unknown[] };

type Reply = (request: Request, path: string) => Response | Promise<Response> | undefined;

/** The API as the product page meets it: `stock` on hand, a cart holding `inCart`, adds accepted. */
function api({ stock = 10, inCart = 0, reply = (() => undefined) as Reply } = {}) {
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    const custom = await reply(request, path);
    if (custom) return custom;
    if (path.includes('/inventory/stock'))
      return jsonResponse({ results: [{ sku: SKU, unlimited: false, qtyInStock: stock }] });
    if (path === '/api/commerce/shopping-cart') {
      const entries = inCart
        ? [
            {
              id: 'e1',
              itemId: ENGRAVED,
              chosenVariant: { sku: SKU, attributes: {} },
              quantity: inCart,
            },
          ]
        : [];
      return jsonResponse({ ...emptyCart(), id: 'cart-1', entries, totalQuantity: inCart });
    }
    if (path.startsWith('/api/rest/forms/validate/')) return jsonResponse({});
    return addedToCart(1, 'cart-1');
  };
}

/** The product page: the fixture products (the mug's own data as `engraved` makes it), `forms`. */
function page({ engraved = {}, forms = {} }: { engraved?: object; forms?: object } = {}) {
  const products = fixtureProducts();
  const mug = products[ENGRAVED] as { structuredContent: object };
  products[ENGRAVED] = { ...mug, structuredContent: { ...mug.structuredContent, ...engraved } };
  return `${contextScript({ products, forms })}<sq-add-to-cart item-id="${ENGRAVED}"></sq-add-to-cart>`;
}

const button = () => document.querySelector<HTMLButtonElement>('.sq-add-to-cart__button');
const formDialog = () => document.querySelector<HTMLDialogElement>('dialog.sq-fields-modal');
const submitButton = () => formDialog()?.querySelector('button[type="submit"]') ?? null;
const alertDialog = () => document.querySelector<HTMLDialogElement>('dialog.sq-alert');
const calls = (requests: Request[], part: string) =>
  requests.filter((r) => new URL(r.url).pathname.includes(part));
const adds = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/commerce/shopping-cart/entries');

/** Presses Add, once the dialog's chunk is in, and fills the form in. */
async function openAndFill(text = 'Ada', font = 'Script'): Promise<void> {
  await fieldsDialog.load();
  await click(button());
  await setField(fieldByLabel('Engraving text *'), text);
  await setField(fieldByLabel('Font *'), font);
}

// The alert comes on demand, fetched at a press: here its module is in from the start, so each
// alert shows within the press's settling, as it does once the press has fetched it.
beforeAll(() => alertModule.load());

afterEach(() => {
  document.cookie = 'CART=; max-age=0; path=/';
  formDialog()?.close();
  alertDialog()?.close();
});

describe('where the additional-fields form comes from (E-16, G-03)', () => {
  it('a product carrying its form in its own data opens it, with none in the page context, and adds the answers', async () => {
    const inline = { ...ENGRAVING, id: undefined, name: 'Your engraving' };
    const { requests } = await freshPage(
      page({ engraved: { additionalFieldsForm: inline } }),
      api(),
    );
    await openAndFill();
    expect(formDialog()?.querySelector('h2')?.textContent).toBe('Your engraving');
    await click(submitButton());
    expect(formDialog()).toBeNull();
    // Checked by the server against the product's form id, then added with the answers.
    const validation = calls(requests, '/api/rest/forms/validate/');
    expect(new URL(validation[0]?.url ?? '').pathname).toBe(
      '/api/rest/forms/validate/form-engraving',
    );
    expect(await validation[0]?.json()).toEqual({ 'e-text': 'Ada', 'e-font': 'Script' });
    const body = await adds(requests)[0]?.json();
    expect(body).toMatchObject({ itemId: ENGRAVED, sku: SKU, quantity: 1 });
    expect(JSON.parse(body.additionalFields)).toEqual({ 'e-text': 'Ada', 'e-font': 'Script' });
    expect(calls(requests, 'GetTemplateSchema')).toHaveLength(0);
  });

  it('a form neither the product nor the page holds is fetched, then opens', async () => {
    const { requests } = await freshPage(
      page(),
      api({
        reply: (_request, path) =>
          path === '/api/template/GetTemplateSchema' ? jsonResponse(ENGRAVING) : undefined,
      }),
    );
    await openAndFill();
    expect(formDialog()?.querySelector('h2')?.textContent).toBe('Engraving');
    expect(new URL(calls(requests, 'GetTemplateSchema')[0]?.url ?? '').search).toBe(
      '?type=form&formId=form-engraving',
    );
    await click(submitButton());
    expect(adds(requests)).toHaveLength(1);
  });

  it('a form that cannot be fetched says "Unable to open form" with the reason, and adds nothing', async () => {
    const { requests } = await freshPage(
      page(),
      api({
        reply: (_request, path) =>
          path === '/api/template/GetTemplateSchema'
            ? jsonResponse({ error: 'This form has not been configured yet.' }, 404)
            : undefined,
      }),
    );
    await fieldsDialog.load();
    await click(button());
    expect(formDialog()).toBeNull();
    expect(alertDialog()?.querySelector('h2')?.textContent).toBe('Unable to open form');
    expect(alertDialog()?.textContent).toContain('This form has not been configured yet.');
    expect(adds(requests)).toHaveLength(0);
  });
});

describe('the stock check before the form counts the cart (G-01, G-02)', () => {
  it('a cart holding the last one in stock is refused before the form opens', async () => {
    document.cookie = 'CART=cart-1; path=/';
    // The page says 10 are left; the live stock is 1, and the cart holds it.
    const { requests } = await freshPage(
      page({ forms: fixtureForms() }),
      api({ stock: 1, inCart: 1 }),
    );
    await fieldsDialog.load();
    await click(button());
    expect(formDialog()).toBeNull();
    expect(alertDialog()?.querySelector('h2')?.textContent).toBe('Unable to Add Item');
    expect(alertDialog()?.textContent).toContain(
      'Sorry, we do not have enough of that item available.',
    );
    expect(adds(requests)).toHaveLength(0);
  });

  it('with one more on hand than the cart holds, the form opens', async () => {
    document.cookie = 'CART=cart-1; path=/';
    await freshPage(page({ forms: fixtureForms() }), api({ stock: 2, inCart: 1 }));
    await fieldsDialog.load();
    await click(button());
    expect(formDialog()?.open).toBe(true);
  });
});

describe('the server validates the answers before they are added (G-04, N-08)', () => {
  const refusing =
    (errors: Record<string, string>): Reply =>
    (_request, path) =>
      path.startsWith('/api/rest/forms/validate/')
        ? jsonResponse(
            { message: 'One or more fields is invalid, please check your entries.', errors },
            400,
          )
        : undefined;

  it('shows its errors above the fields they name, linked to them, and adds nothing', async () => {
    const { requests } = await freshPage(
      page({ forms: fixtureForms() }),
      api({ reply: refusing({ 'e-font': 'Not one of the options.' }) }),
    );
    await openAndFill();
    await click(submitButton());
    const dialog = formDialog();
    expect(dialog?.open).toBe(true);
    const font = fieldByLabel('Font *');
    const error = document.getElementById(font.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Not one of the options.');
    // Above its field, as every field error is.
    expect(error?.compareDocumentPosition(font)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(fieldByLabel('Engraving text *').getAttribute('aria-describedby')).not.toContain(
      'error',
    );
    expect(
      Array.from(dialog?.querySelectorAll('.sq-form__banner') ?? [], (p) => p.textContent),
    ).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(dialog?.querySelector('.sq-form__message')?.textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    expect(document.activeElement).toBe(font);
    expect(adds(requests)).toHaveLength(0);
    expect(button()?.textContent).toBe('Add To Cart');
  });

  it('a validation that cannot be asked (offline) shows the form’s general error and adds nothing', async () => {
    const { requests } = await freshPage(
      page({ forms: fixtureForms() }),
      api({
        reply: (_request, path) => {
          if (path.startsWith('/api/rest/forms/validate/')) throw new TypeError('Failed to fetch');
          return undefined;
        },
      }),
    );
    await openAndFill();
    await click(submitButton());
    expect(formDialog()?.open).toBe(true);
    expect(formDialog()?.querySelector('.sq-form__message')?.textContent).toBe(
      'Error processing form submission. Please reload and try again.',
    );
    expect(adds(requests)).toHaveLength(0);
  });

  it('a dialog closed while the server is asked adds nothing', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = await freshPage(
      page({ forms: fixtureForms() }),
      api({
        reply: (_request, path) =>
          path.startsWith('/api/rest/forms/validate/')
            ? new Promise<Response>((resolve) => {
                answer = resolve;
              })
            : undefined,
      }),
    );
    await openAndFill();
    await click(submitButton());
    expect((submitButton() as HTMLButtonElement | null)?.disabled).toBe(true);
    formDialog()?.close();
    await settle();
    answer(jsonResponse({}));
    await settle();
    expect(formDialog()).toBeNull();
    expect(adds(requests)).toHaveLength(0);
  });
});

describe('typing after a failed submit', () => {
  it('keeps every key typed into the engraving field, and focus stays there as its error clears', async () => {
    await freshPage(page({ forms: { [ENGRAVING.id]: ENGRAVING } }), api());
    await fieldsDialog.load();
    await click(button());
    await click(submitButton());
    const text = fieldByLabel('Engraving text *') as HTMLInputElement;
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(fieldByLabel('Font *').getAttribute('aria-invalid')).toBe('true');
    await typeKeys(text, 'For Ada');
    expect(text.value).toBe('For Ada');
    expect(document.activeElement).toBe(text);
    expect(fieldByLabel('Font *').getAttribute('aria-invalid')).toBe('true');
  });
});
