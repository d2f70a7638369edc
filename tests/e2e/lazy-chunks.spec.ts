import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// npm test builds before the browser tests run; the manifest is what the loader carries.
const manifest = JSON.parse(readFileSync('build/chunk-manifest.json', 'utf8')) as {
  files: string[];
  core: number[];
  chunks: { name: string; files: number[] }[];
};
const filesOf = (name: string) => {
  const indices =
    name === 'core' ? manifest.core : manifest.chunks.find((c) => c.name === name)?.files;
  if (!indices) throw new Error(`no chunk ${name}`);
  return indices.map((index) => `/${manifest.files[index]}`);
};
/** A chunk's own file (the first of its files). */
const own = (name: string) => filesOf(name)[0] as string;
/** What the core itself imports on demand: the analytics chunk, after the page's load and idle. */
const coreOnDemand = filesOf('core').flatMap((file) =>
  [...readFileSync(`dist${file}`, 'utf8').matchAll(/import\("\.\/([\w-]+\.js)"\)/g)].map(
    (m) => `/chunks/${m[1]}`,
  ),
);
/** The files a chunk file imports statically (the shared files it needs), each once. */
const staticImports = (file: string): string[] =>
  [...readFileSync(`dist${file}`, 'utf8').matchAll(/from"\.\/([\w-]+\.js)"/g)].map(
    (m) => `/chunks/${m[1]}`,
  );
/** The on-demand files with what they import that the core and the pill chunk do not bring. */
const onDemandFiles = [...new Set([...coreOnDemand, ...coreOnDemand.flatMap(staticImports)])];

const PILL =
  '<sq-pill-cart><a class="sq-pill-cart sq-cart--empty" href="/cart" hidden><span class="sq-pill-cart__quantity" aria-hidden="true">0</span><span class="sq-visually-hidden">0 items in cart</span></a><span class="sq-visually-hidden" role="status"></span></sq-pill-cart>';
const ADD =
  '<sq-add-to-cart item-id="5f1a00000000000000000001" sku="SQ-MUG-01" id="later"><button type="button" class="sq-add-to-cart__button" data-state="idle"><span class="sq-add-to-cart__label">Add To Cart</span></button><span class="sq-visually-hidden" role="status"></span></sq-add-to-cart>';

/** Serves a page holding `body` (and the one script) from the server's origin. */
async function openPage(page: Page, body: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) requested.push(pathname);
  });
  await page.route('**/demo-pages/lazy-test.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lazy chunks</title>
<script type="application/json" id="sq-context">{"website":{"id":"demo-website"},"storeSettings":{"currencyCode":"USD"}}</script>
</head><body><main><h1>Lazy chunks</h1></main>${body}<script src="/sq-storefront.js" defer></script></body></html>`,
    }),
  );
  await page.goto('/demo-pages/lazy-test.html');
  return requested;
}

test('a page with only <sq-pill-cart> loads the core and the pill chunk, nothing else', async ({
  page,
  pageErrors,
}) => {
  const requested = await openPage(page, PILL);
  await waitForHydration(page, 'sq-pill-cart');
  // The analytics chunk comes after the load and an idle moment (up to 5 s on a busy machine).
  await expect.poll(() => requested, { timeout: 15_000 }).toContain(coreOnDemand[0]);
  await page.waitForLoadState('networkidle');
  expect(pageErrors).toEqual([]);
  // The script, then every file the core and the pill chunk need, each once, all at once; later,
  // the analytics the core loads when the page is idle.
  const expected = new Set([
    '/sq-storefront.js',
    ...filesOf('core'),
    ...filesOf('pill-cart'),
    ...onDemandFiles,
  ]);
  expect(coreOnDemand).toHaveLength(1);
  expect(new Set(requested)).toEqual(expected);
  expect(requested).toHaveLength(expected.size);
  for (const name of ['add-to-cart', 'cart-page', 'custom-form', 'template-markup']) {
    expect(requested).not.toContain(own(name));
  }
  expect(await page.evaluate(() => typeof window.Sq?.getCart)).toBe('function');
});

test('an element added later loads its chunk and comes to life', async ({ page, pageErrors }) => {
  const requested = await openPage(page, PILL);
  await waitForHydration(page, 'sq-pill-cart');
  expect(requested).not.toContain(own('add-to-cart'));
  await page.evaluate(
    (html) => document.querySelector('main')?.insertAdjacentHTML('beforeend', html),
    ADD,
  );
  await expect(page.locator('#later')).toHaveAttribute('data-hydrated', '');
  expect(requested).toContain(own('add-to-cart'));
  await page.locator('#later button').click();
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  expect(pageErrors).toEqual([]);
});

test('template markup added later loads its binder', async ({ page }) => {
  const requested = await openPage(page, PILL);
  await waitForHydration(page, 'sq-pill-cart');
  expect(requested).not.toContain(own('template-markup'));
  await page.evaluate(() => {
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="not-in-context"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>',
      );
  });
  // The binder ran: a product the page context lacks leaves its button inert.
  await expect(page.locator('.sqs-add-to-cart-button')).toHaveAttribute('aria-disabled', 'true');
  expect(requested).toContain(own('template-markup'));
});

/** The files every React element needs and `<sq-add-to-cart>` does not: React and its root. */
const reactFiles = () => {
  const [first, ...others] = ['cart-page', 'custom-form', 'product-reviews'].map(filesOf);
  const light = new Set(filesOf('add-to-cart'));
  return (first ?? []).filter(
    (file) => others.every((list) => list.includes(file)) && !light.has(file),
  );
};

test('a product page works without React; the instalment details bring it when asked for', async ({
  page,
  pageErrors,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/demo-pages/product.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await waitForHydration(page, 'sq-afterpay-pill');
  await page.waitForLoadState('networkidle');
  const react = reactFiles();
  expect(react.length).toBeGreaterThan(0);
  for (const file of react) expect(requested).not.toContain(file);
  // The button works: choose a variant and add it.
  await page.getByLabel('Size').selectOption('S');
  await page.getByLabel('Color').selectOption('Natural');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  for (const file of react) expect(requested).not.toContain(file);
  // The information dialog is React, fetched on demand.
  await page.getByRole('button', { name: 'Afterpay information' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const file of react) expect(requested).toContain(file);
  expect(pageErrors).toEqual([]);
});
