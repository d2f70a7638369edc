import { describe, expect, it, vi } from 'vitest';
import { fakeRuntime } from '../../tests/helpers/fake-runtime';
import { fixtureForms, fixtureProducts } from '../../tests/helpers/page-context';
import { ApiError } from '../api/api-error';
import { decodeProduct } from '../commerce/product';
import type { Runtime } from '../runtime/runtime';
import { productForm, stockRefusal } from './fields-form';

const ENGRAVED = '5f1a0000000000000000000e';
const engraved = () => fixtureProducts()[ENGRAVED] as { structuredContent: object };
const engravingForm = fixtureForms()['form-engraving'] as { fields: unknown[] };

/** A product with a form, its own copy of the form in its data or not. */
const productWith = (inline?: object) =>
  decodeProduct({
    ...engraved(),
    structuredContent: { ...engraved().structuredContent, additionalFieldsForm: inline },
  });

/** A runtime whose cart holds `entries` and whose stock call answers `stock`. */
function runtimeWith(
  entries: { sku: string; quantity: number }[],
  stock: () => Promise<unknown>,
): Runtime {
  return {
    ...fakeRuntime({}),
    api: { cart: { getStock: vi.fn(stock) } },
    cart: {
      getState: () => ({
        cart: {
          entries: entries.map(({ sku, quantity }) => ({ chosenVariant: { sku }, quantity })),
        },
      }),
    },
  } as unknown as Runtime;
}

describe('the form of a product with additional fields', () => {
  it('is the one the product carries, without asking the page or the server', async () => {
    const request = vi.fn();
    const runtime = fakeRuntime({ forms: {} }, request);
    const form = await productForm(
      runtime,
      productWith({ name: 'Inline', fields: engravingForm.fields }),
    );
    // Its id is the product's form id, which the server validates the answers against.
    expect(form).toMatchObject({ id: 'form-engraving', name: 'Inline' });
    expect(form.fields.map((field) => field.id)).toEqual(['e-text', 'e-font']);
    expect(request).not.toHaveBeenCalled();
  });

  it('else the page context’s of its id, else the one the schema call fetches', async () => {
    const request = vi.fn(async () => ({ id: 'form-engraving', name: 'Fetched', fields: [] }));
    const inContext = fakeRuntime({ forms: fixtureForms() }, request as never);
    expect((await productForm(inContext, productWith())).name).toBe('Engraving');
    expect(request).not.toHaveBeenCalled();
    const fetched = fakeRuntime({ forms: {} }, request as never);
    expect((await productForm(fetched, productWith())).name).toBe('Fetched');
    expect(request).toHaveBeenCalledWith('get', 'api/template/GetTemplateSchema', {
      searchParams: { type: 'form', formId: 'form-engraving' },
    });
  });

  it('an inline form that is not an object, or has no field, is no form', () => {
    for (const inline of [[], 'form', 3, null, {}, { fields: [{ type: 'nope' }] }]) {
      expect(productWith(inline as object).additionalFieldsForm).toBeNull();
    }
  });
});

describe('the live stock check before the form opens (G-01, reading 6)', () => {
  const request = { product: productWith(), sku: 'SQ-MUG-ENGRAVED', quantity: 1 };
  const stock =
    (qtyInStock: number, unlimited = false) =>
    async () => ({
      results: [{ sku: 'SQ-MUG-ENGRAVED', qtyInStock, unlimited }],
    });

  it('counts what the cart already holds of the variant: stock ≥ in cart + requested', async () => {
    const held = [
      { sku: 'SQ-MUG-ENGRAVED', quantity: 1 },
      { sku: 'SQ-MUG-ENGRAVED', quantity: 1 },
      { sku: 'SQ-MUG-01', quantity: 5 },
    ];
    expect(await stockRefusal(runtimeWith(held, stock(3)), request)).toBeNull();
    expect(await stockRefusal(runtimeWith(held, stock(2)), request)).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(await stockRefusal(runtimeWith(held, stock(3)), { ...request, quantity: 2 })).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(await stockRefusal(runtimeWith(held, stock(0, true)), request)).toBeNull();
  });

  it('a variant the answer lacks is not in stock; a failed call says why', async () => {
    const none = async () => ({ results: [] });
    expect(await stockRefusal(runtimeWith([], none), request)).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    const offline = async () => {
      throw new ApiError('offline', null, null);
    };
    expect(await stockRefusal(runtimeWith([], offline), request)).toBe(
      'Please check your internet connection.',
    );
  });
});
