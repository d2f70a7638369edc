import { readFileSync, statSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';

/**
 * The template engine's quick-view buttons (`{@|product-quick-view}`): a press opens the product in
 * a modal dialog holding the product page's own form, on /shop (products in the page context) and
 * on a page whose context lacks them (each fetched from GET /api/commerce/products/{id}).
 */
const TOTE = '5f1a00000000000000000003';
const DEMO = '/demo-pages/quick-view.html';

// npm test builds before the browser tests run; the manifest is what the loader carries.
const manifest = JSON.parse(readFileSync('build/chunk-manifest.json', 'utf8')) as {
  files: string[];
  chunks: { name: string; files: number[] }[];
};
const filesOf = (name: string) =>
  (manifest.chunks.find((c) => c.name === name)?.files ?? []).map((i) => `/${manifest.files[i]}`);
/**
 * React: the large file every React element needs and `<sq-add-to-cart>` does not (beside it, the
 * React elements share small files of helpers, such as the dialogs' backdrop rule).
 */
const reactFiles = () => {
  const [first, ...others] = ['cart-page', 'custom-form', 'product-reviews'].map(filesOf);
  const light = new Set(filesOf('add-to-cart'));
  return (first ?? []).filter(
    (file) =>
      others.every((list) => list.includes(file)) &&
      !light.has(file) &&
      statSync(`dist${file}`).size > 100_000,
  );
};

/** The quick-view button of the product titled `title` in the list. */
const quickView = (page: Page, title: string) =>
  page
    .locator('.shop-item')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: 'Quick View' });

/** The quick-view button once the script has bound it (a press before that does nothing). */
async function bound(button: ReturnType<Page['locator']>) {
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  return button;
}

/** Every request whose path starts with `prefix`, as the page sends them. */
function requestsTo(page: Page, prefix: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(prefix)) requests.push(request);
  });
  return requests;
}

const cartLines = async (page: Page) =>
  (
    (await (await page.request.get('/api/commerce/shopping-cart')).json()) as {
      entries: { chosenVariant: { sku: string }; quantity: number }[];
    }
  ).entries.map((e) => [e.chosenVariant.sku, e.quantity]);

test('/shop: a quick view opened by keyboard adds the chosen variant, and Escape gives focus back; the census hears of it even when it fails', async ({
  page,
  fault,
}) => {
  const census = requestsTo(page, '/api/census/RecordQuickView/');
  const products = requestsTo(page, '/api/commerce/products/');
  await page.goto('/shop');
  await fault('500:RecordQuickView');
  const failedCensus = page.waitForResponse((r) => r.url().includes('/RecordQuickView/'));

  const button = await bound(quickView(page, 'Canvas Tote'));
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Canvas Tote' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByLabel('Size')).toBeFocused();
  expect((await failedCensus).status()).toBe(500);
  expect(census.map((r) => [r.method(), new URL(r.url()).pathname])).toEqual([
    ['POST', `/api/census/RecordQuickView/${TOTE}`],
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  // Choose with the keyboard: the options, then the button.
  await page.keyboard.press('ArrowDown'); // S
  await page.keyboard.press('ArrowDown'); // M
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // Natural
  await page.keyboard.press('ArrowDown'); // Black
  await expect(dialog.getByLabel('Size')).toHaveValue('M');
  await expect(dialog.getByLabel('Color')).toHaveValue('Black');
  await expect(dialog.locator('.sq-product-form__price')).toContainText('$28.00');
  await dialog.getByRole('button', { name: 'Add To Cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Added!' })).toBeVisible();
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  await expect(page.locator('sq-pill-cart a')).toBeVisible();
  expect(await cartLines(page)).toEqual([['SQ-TOTE-M-BLK', 1]]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
  // The page context had the product: nothing was fetched.
  expect(products).toEqual([]);
});

test('a product the page context lacks is fetched when its quick view opens, the dialog busy until then', async ({
  page,
  pageErrors,
  consoleErrors,
}) => {
  const products = requestsTo(page, '/api/commerce/products/');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/commerce/products/*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(DEMO);
  const button = await bound(quickView(page, 'Canvas Tote'));
  await button.click();

  const loading = page.getByRole('dialog', { name: 'Quick View' });
  await expect(loading).toBeVisible();
  await expect(loading.getByRole('status')).toHaveText('Loading…');
  await expect(loading.locator('[aria-busy="true"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  release();
  const dialog = page.getByRole('dialog', { name: 'Canvas Tote' });
  await expect(dialog.getByLabel('Size')).toBeVisible();
  await expect(dialog.locator('[aria-busy]')).toHaveCount(0);
  await expect(dialog.getByText('Loading…')).toHaveCount(0);
  expect(products.map((r) => new URL(r.url()).pathname)).toEqual([
    `/api/commerce/products/${TOTE}`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Size').selectOption('S');
  await dialog.getByLabel('Color').selectOption('Natural');
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  expect(await cartLines(page)).toEqual([['SQ-TOTE-S-NAT', 1]]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a product that cannot be read says so, and a press on the backdrop closes the dialog', async ({
  page,
}) => {
  await page.goto(DEMO);
  await bound(quickView(page, 'Canvas Tote'));
  // Markup added later works too: a button naming a product the shop does not have.
  await page.evaluate(() =>
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="5f1a0000000000000000ffff" data-group="">Quick View</span>',
      ),
  );
  const button = page.locator('main > .sqs-product-quick-view-button');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Quick View' });
  await expect(dialog.getByRole('status')).toHaveText(
    'This product could not be loaded. Product not found.',
  );
  await expect(dialog.locator('[aria-busy]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.mouse.click(2, 2);
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

// Firefox's BiDi input restarts its click count when the second click lands on the dialog that
// the first one opened, so only Chromium's driver can send this double click (a real one from the
// X server keeps the quick view open in Firefox too).
test('a double-click opens one quick view, which stays open', { tag: '@chromium-only' }, async ({
  page,
}) => {
  const census = requestsTo(page, '/api/census/RecordQuickView/');
  await page.goto('/shop');
  // Once the dialog's code is there, the first click opens it at once: the second click lands
  // on its backdrop.
  await (await bound(quickView(page, 'Ceramic Mug'))).click();
  await expect(page.getByRole('dialog', { name: 'Ceramic Mug' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);

  await quickView(page, 'Ceramic Mug').dblclick();
  const dialog = page.getByRole('dialog', { name: 'Ceramic Mug' });
  await expect(dialog.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  await expect(page.locator('dialog')).toHaveCount(1);
  expect(census).toHaveLength(2);
  await page.mouse.click(2, 2);
  await expect(dialog).toBeHidden();
});

test('the quick view needs no React, and its code comes only with its markup', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/demo-pages/product.html');
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(filesOf('quick-view')[0]);

  requested.length = 0;
  await page.goto('/shop');
  await expect(quickView(page, 'Canvas Tote')).toHaveAttribute('aria-haspopup', 'dialog');
  expect(requested).toContain(filesOf('quick-view')[0]);
  expect(requested).not.toContain(filesOf('add-to-cart')[0]);
  await quickView(page, 'Ceramic Mug').click();
  const dialog = page.getByRole('dialog', { name: 'Ceramic Mug' });
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  expect(requested).toContain(filesOf('add-to-cart')[0]);
  const react = reactFiles();
  expect(react.length).toBeGreaterThan(0);
  for (const file of react) expect(requested).not.toContain(file);
});

test('the open quick view fits a 320 px screen, its controls 24 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/shop');
  await (await bound(quickView(page, 'Canvas Tote'))).click();
  const dialog = page.getByRole('dialog', { name: 'Canvas Tote' });
  await expect(dialog.getByLabel('Size')).toBeVisible();
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const dialog = document.querySelector('dialog.sq-quick-view') as HTMLElement;
    const wide = Array.from(dialog.querySelectorAll('*'), (e) => [e, e.getBoundingClientRect()])
      .concat([[dialog, dialog.getBoundingClientRect()]])
      .filter(
        ([, box]) =>
          (box as DOMRect).width > 1 &&
          ((box as DOMRect).left < 0 || (box as DOMRect).right > width),
      )
      .map(([e]) => (e as Element).className || (e as Element).localName);
    const small = Array.from(dialog.querySelectorAll('button, select, input'), (e) => [
      e,
      e.getBoundingClientRect(),
    ])
      .filter(([, box]) => (box as DOMRect).width < 24 || (box as DOMRect).height < 24)
      .map(([e]) => (e as Element).className || (e as Element).localName);
    return { scroll: document.documentElement.scrollWidth > width, wide, small };
  });
  expect(found).toEqual({ scroll: false, wide: [], small: [] });
});
