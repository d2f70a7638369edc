import { describe, expect, it, vi } from 'vitest';
import { fakeRuntime } from '../../tests/helpers/fake-runtime';
import { fixtureForms, fixtureProducts } from '../../tests/helpers/page-context';
import { addPageProduct, loadPageForm, pageForm, pageProduct } from './page-items';

const productId = '5f1a00000000000000000001';

describe('page items', () => {
  it('a product is decoded once per runtime; an id the context lacks is null', () => {
    const runtime = fakeRuntime({ products: fixtureProducts() });
    const product = pageProduct(runtime, productId);
    expect(product?.id).toBe(productId);
    expect(pageProduct(runtime, productId)).toBe(product);
    expect(pageProduct(runtime, 'nope')).toBeNull();
    // Another runtime decodes its own.
    expect(pageProduct(fakeRuntime({ products: fixtureProducts() }), productId)).not.toBe(product);
  });

  it('a product fetched on its own becomes the page’s product of its id, for that runtime only', () => {
    const raw = fixtureProducts()[productId];
    const runtime = fakeRuntime({});
    expect(pageProduct(runtime, productId)).toBeNull();
    const product = addPageProduct(runtime, raw);
    expect(product.title).toBe('Ceramic Mug');
    expect(pageProduct(runtime, productId)).toBe(product);
    expect(pageProduct(fakeRuntime({}), productId)).toBeNull();
  });

  it('a form of the context is decoded once and never fetched', async () => {
    const request = vi.fn();
    const runtime = fakeRuntime({ forms: fixtureForms() }, request);
    const form = pageForm(runtime, 'form-contact');
    expect(form?.name).toBe('Contact us');
    expect(pageForm(runtime, 'form-contact')).toBe(form);
    expect(pageForm(runtime, 'form-nope')).toBeNull();
    await expect(loadPageForm(runtime, 'form-contact')).resolves.toBe(form);
    expect(request).not.toHaveBeenCalled();
  });

  it('a form the context lacks is fetched once, shared while pending and after success', async () => {
    const schema = fixtureForms()['form-newsletter'];
    const request = vi.fn(async () => schema as never);
    const runtime = fakeRuntime({}, request);
    const first = loadPageForm(runtime, 'form-newsletter');
    expect(loadPageForm(runtime, 'form-newsletter')).toBe(first);
    const form = await first;
    expect(form.id).toBe('form-newsletter');
    await expect(loadPageForm(runtime, 'form-newsletter')).resolves.toBe(form);
    expect(request).toHaveBeenCalledOnce();
    expect(request).toHaveBeenCalledWith('get', 'api/template/GetTemplateSchema', {
      searchParams: { type: 'form', formId: 'form-newsletter' },
    });
  });

  it('a failed form fetch is tried again the next time', async () => {
    const schema = fixtureForms()['form-newsletter'];
    const request = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(schema);
    const runtime = fakeRuntime({}, request);
    await expect(loadPageForm(runtime, 'form-newsletter')).rejects.toThrow('offline');
    await expect(loadPageForm(runtime, 'form-newsletter')).resolves.toMatchObject({
      id: 'form-newsletter',
    });
    expect(request).toHaveBeenCalledTimes(2);
  });
});
