import { describe, expect, it, vi } from 'vitest';
import products from '../fixtures/products.json';
import { ApiError } from '../src/api/api-error';
import { pageProduct } from '../src/flows/page-items';
import { fakeRuntime } from '../tests/helpers/fake-runtime';
import { fixtureProducts } from '../tests/helpers/page-context';
import { loadQuickViewProduct } from './quick-view-product';

const TOTE = '5f1a00000000000000000003';
const tote = products.find((p) => p.id === TOTE);

describe('loadQuickViewProduct: the product a quick view shows', () => {
  it('is the page context’s, with its image, and nothing is fetched', async () => {
    const request = vi.fn();
    const runtime = fakeRuntime({ products: fixtureProducts() }, request);
    const { product, image } = await loadQuickViewProduct(runtime, TOTE);
    expect(product).toBe(pageProduct(runtime, TOTE));
    expect(image).toEqual({ url: tote?.imageUrl, alt: '' });
    expect(request).not.toHaveBeenCalled();
  });

  it('else is fetched once, and becomes the page’s product of its id', async () => {
    const request = vi.fn(async () => ({ ...tote, imageAlt: 'A canvas tote bag' }) as never);
    const runtime = fakeRuntime({}, request);
    expect(pageProduct(runtime, TOTE)).toBeNull();
    const first = loadQuickViewProduct(runtime, TOTE);
    expect(loadQuickViewProduct(runtime, TOTE)).toBe(first);
    const { product, image } = await first;
    expect(product.title).toBe('Canvas Tote');
    expect(product.variants).toHaveLength(5);
    expect(image).toEqual({ url: tote?.imageUrl, alt: 'A canvas tote bag' });
    expect(pageProduct(runtime, TOTE)).toBe(product);
    await loadQuickViewProduct(runtime, TOTE);
    expect(request).toHaveBeenCalledOnce();
    expect(request).toHaveBeenCalledWith('get', `api/commerce/products/${TOTE}`);
  });

  it('rejects with the failure, and the next quick view fetches again', async () => {
    const notFound = new ApiError('not-found', 404, { message: 'Product not found.' });
    const request = vi.fn().mockRejectedValueOnce(notFound).mockResolvedValueOnce(tote);
    const runtime = fakeRuntime({}, request);
    await expect(loadQuickViewProduct(runtime, TOTE)).rejects.toBe(notFound);
    expect(pageProduct(runtime, TOTE)).toBeNull();
    await expect(loadQuickViewProduct(runtime, TOTE)).resolves.toMatchObject({
      product: { id: TOTE },
    });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer about another product', async () => {
    const runtime = fakeRuntime(
      {},
      vi.fn(async () => ({ ...tote, id: 'other' }) as never),
    );
    await expect(loadQuickViewProduct(runtime, TOTE)).rejects.toThrow('another product');
    expect(pageProduct(runtime, TOTE)).toBeNull();
    expect(pageProduct(runtime, 'other')).toBeNull();
  });
});
