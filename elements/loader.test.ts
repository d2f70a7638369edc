import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTORS } from '../markup/markup';
import { CUSTOM_CART_SELECTOR } from '../src/commerce/cart-summary';
import { CHUNKS, type ChunkManifest } from './chunks';
import { startLoader } from './loader';

const BASE = 'https://cdn.test/assets/sq-storefront.js';
const LOADER = Symbol.for('sq.loader');

/** A build of three chunk entries over two shared files. */
const MANIFEST: ChunkManifest = {
  files: ['chunks/core-A.js', 'chunks/shared-R.js', 'chunks/pill-B.js', 'chunks/add-C.js'],
  core: [0, 1],
  chunks: [
    { name: 'pill-cart', selector: 'sq-pill-cart', run: 'registerPillCart', files: [2, 1] },
    { name: 'add-to-cart', selector: 'sq-add-to-cart', run: 'registerAddToCart', files: [3, 1] },
    {
      name: 'custom-carts',
      selector: '[data-sq-custom-cart]',
      run: 'bindCustomCarts',
      files: [3, 1],
    },
  ],
};

function fakeModules() {
  const runtime = { id: 'runtime' };
  const calls: string[] = [];
  const modules: Record<string, object> = {
    'https://cdn.test/assets/chunks/core-A.js': {
      start: (version: string) => {
        calls.push(`start ${version}`);
        return runtime;
      },
    },
    'https://cdn.test/assets/chunks/shared-R.js': {},
    'https://cdn.test/assets/chunks/pill-B.js': {
      registerPillCart: (doc: Document, given: unknown) => {
        calls.push(`pill ${doc === document} ${given === runtime}`);
      },
    },
    'https://cdn.test/assets/chunks/add-C.js': {
      registerAddToCart: () => calls.push('add'),
      bindCustomCarts: () => calls.push('custom carts'),
    },
  };
  const requested: string[] = [];
  const importModule = vi.fn(async (url: string) => {
    requested.push(url);
    const module = modules[url];
    if (!module) throw new Error(`404 ${url}`);
    return module;
  });
  return { calls, requested, importModule };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (window as unknown as Record<symbol, unknown>)[LOADER];
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the loader', () => {
  it('loads the core at once, and a chunk with all its files only when its element is there', async () => {
    document.body.innerHTML = '<sq-pill-cart></sq-pill-cart>';
    const { calls, requested, importModule } = fakeModules();
    startLoader({ doc: document, version: '1.2.3', manifest: MANIFEST, base: BASE, importModule });
    // Every file is asked for before any has arrived (no request waits on another), and a file
    // two chunks share is asked for once.
    expect(requested).toEqual([
      'https://cdn.test/assets/chunks/core-A.js',
      'https://cdn.test/assets/chunks/shared-R.js',
      'https://cdn.test/assets/chunks/pill-B.js',
    ]);
    await flush();
    expect(calls).toEqual(['start 1.2.3', 'pill true true']);
  });

  it('loads the chunk of an element or markup added later, once', async () => {
    const { calls, requested, importModule } = fakeModules();
    startLoader({ doc: document, version: 'v', manifest: MANIFEST, base: BASE, importModule });
    await flush();
    expect(calls).toEqual(['start v']);
    document.body.insertAdjacentHTML('beforeend', '<div><sq-add-to-cart></sq-add-to-cart></div>');
    document.body.insertAdjacentHTML('beforeend', '<sq-add-to-cart></sq-add-to-cart>');
    await flush();
    document.body.insertAdjacentHTML('beforeend', '<a data-sq-custom-cart></a>');
    await flush();
    expect(calls).toEqual(['start v', 'add', 'custom carts']);
    expect(requested.filter((url) => url.endsWith('add-C.js'))).toHaveLength(1);
  });

  it('does nothing the second time (the script included twice)', async () => {
    document.body.innerHTML = '<sq-pill-cart></sq-pill-cart>';
    const first = fakeModules();
    const second = fakeModules();
    startLoader({ doc: document, version: 'v', manifest: MANIFEST, base: BASE, ...first });
    startLoader({ doc: document, version: 'v', manifest: MANIFEST, base: BASE, ...second });
    await flush();
    expect(second.requested).toEqual([]);
    expect(first.calls).toEqual(['start v', 'pill true true']);
  });

  it('reports a chunk that cannot load with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<sq-pill-cart></sq-pill-cart>';
    const { importModule } = fakeModules();
    const manifest = { ...MANIFEST, files: [...MANIFEST.files.slice(0, 2), 'chunks/gone.js'] };
    startLoader({ doc: document, version: 'v', manifest, base: BASE, importModule });
    await flush();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toBe(
      'sq-storefront: could not load the pill-cart chunk',
    );
  });

  it('says nothing of a chunk whose download the visitor cancelled by following a link', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<sq-pill-cart></sq-pill-cart>';
    const { importModule } = fakeModules();
    // As WebKit does: the link is followed, then the page's downloads fail while it still runs.
    let cancel: (reason: unknown) => void = () => {};
    const cancelled = new Promise((_, reject) => {
      cancel = reject;
    });
    const pending = (url: string) => (url.endsWith('pill-B.js') ? cancelled : importModule(url));
    startLoader({
      doc: document,
      version: 'v',
      manifest: MANIFEST,
      base: BASE,
      importModule: pending,
    });
    await flush();
    window.dispatchEvent(new Event('beforeunload'));
    cancel(new TypeError('Importing a module script failed.'));
    await flush();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the chunk table', () => {
  it('names each element by its tag and the binders by the markup they upgrade', () => {
    const selector = (name: string) => CHUNKS.find((chunk) => chunk.name === name)?.selector;
    expect(selector('template-markup')).toBe(
      [SELECTORS.button, SELECTORS.variants, SELECTORS.quantity].join(', '),
    );
    expect(selector('custom-carts')).toBe(CUSTOM_CART_SELECTOR);
    for (const chunk of CHUNKS.filter((c) => c.entry.startsWith('elements/'))) {
      expect(chunk.selector).toMatch(/^sq-[a-z-]+$/);
    }
  });

  it('names a function each entry exports', async () => {
    for (const chunk of CHUNKS) {
      const module = (await import(/* @vite-ignore */ `../${chunk.entry}`)) as Record<
        string,
        unknown
      >;
      expect(typeof module[chunk.run], chunk.entry).toBe('function');
    }
  });
});
