import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { THEME } from '../../elements/shared/styles/styles';
import { addViaApi, expect, seriousViolations, test } from './fixtures';

/**
 * Every element lays out from a small phone to a desktop: no page scrolls sideways, no element is
 * wider than the screen, and the elements' controls are touch targets of 24 × 24 px or more (WCAG
 * 2.5.8). Beside it: the default styles in a dark colour scheme (axe), a site's theme winning, and
 * the bundle's injected styles moving nothing the server rendered.
 *
 * A page is loaded once, at the narrowest width, and then resized through the others: the
 * elements lay out by CSS alone (media queries; no script reads the viewport's width to lay out),
 * so a resized page is laid out as one loaded at that width, at a quarter of the loads. A demo
 * page's injected styles are checked in the same load, at the phone's width, and once more in a
 * load without the site's stylesheet.
 */

/** A small phone, a phone, a tablet, a desktop. */
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];
/** The width the injected styles are measured at, as the shopper's phone. */
const PHONE = VIEWPORTS[1];

const demoPages = readdirSync('demo-pages')
  .filter((f) => f.endsWith('.html'))
  .map((f) => `/demo-pages/${f}`);
const products = JSON.parse(readFileSync('fixtures/products.json', 'utf8')) as {
  urlSlug: string;
}[];
/** The content pages rendered by templates: a list and an item of each kind. */
const CONTENT_PAGES = ['/blog', '/blog/throwing-a-bowl', '/journal', '/events', '/gallery'];
const PAGES = [
  '/',
  ...demoPages,
  '/shop',
  ...products.map((p) => `/shop/${p.urlSlug}`),
  ...CONTENT_PAGES,
];

const ELEMENTS =
  ':is(sq-add-to-cart, sq-pill-cart, sq-afterpay-pill, sq-restock-signup, sq-custom-form, sq-cart-page, sq-product-reviews, sq-gallery)';
/** Where the elements' controls are: the elements, the store markup the script binds, dialogs. */
const SCOPES = `${ELEMENTS}, .sqs-add-to-cart-button-wrapper, .product-variants, .product-quantity-input, [data-sq-custom-cart], dialog[open]`;

/** What is still loading: an element not hydrated, store markup not bound, the cart not shown. */
const UNSETTLED = [
  `${ELEMENTS}:not([data-hydrated])`,
  '.sqs-add-to-cart-button[data-item-id]:not([data-sq-idle-label])',
  '[data-sq-custom-cart]:not([data-initialized])',
  '.sq-cart-page[aria-busy="true"]',
];

/**
 * Waits until every element has hydrated, the store markup is bound and the cart is shown, then
 * for the fonts: each in turn, for as long as an assertion would wait for it. Checked in the page
 * at every frame: a locator assertion polls at 100, 250, 500 and 1000 ms, and those waits were
 * the largest part of a page's time here.
 */
async function settle(page: Page): Promise<void> {
  const pending = await page.evaluate(
    ({ selectors, timeout }) =>
      new Promise<string[]>((resolve) => {
        let at = 0;
        let deadline = performance.now() + timeout;
        const check = () => {
          for (; at < selectors.length; at++, deadline = performance.now() + timeout) {
            const selector = selectors[at] as string;
            const left = document.querySelectorAll(selector);
            if (!left.length) continue;
            if (performance.now() < deadline) requestAnimationFrame(check);
            else resolve(Array.from(left, (e) => `${e.localName}: ${selector}`));
            return;
          }
          resolve([]);
        };
        check();
      }),
    { selectors: UNSETTLED, timeout: 10_000 },
  );
  expect(pending, `${page.url()} did not settle`).toEqual([]);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Resizes the viewport and waits for the page to lay out at the new size: the resize event, media
 * queries and observers have all run by the second frame after it.
 */
async function resizeTo(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

interface Findings {
  /** The viewport's width the findings are for. */
  width: number;
  /** The page's width when it scrolls sideways, and each element reaching past the screen. */
  overflow: string[];
  /** Each of the elements' controls smaller than 24 × 24 px. */
  small: string[];
}

/** What is wider than the screen, and which controls are too small, on the page as it is now. */
function findings(page: Page): Promise<Findings> {
  return page.evaluate((scopes) => {
    const width = window.innerWidth;
    const name = (e: Element) =>
      e.localName + (e.id ? `#${e.id}` : '') + Array.from(e.classList, (c) => `.${c}`).join('');
    /** The element and up to three ancestors below the body, as a selector. */
    const selector = (e: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = e; at && at !== document.body && parts.length < 4; ) {
        parts.unshift(name(at));
        at = at.parentElement;
      }
      return parts.join(' > ');
    };

    const overflow: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) overflow.push(`the page scrolls sideways: ${scrollWidth} px wide`);
    const visit = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none') return;
      const box = element.getBoundingClientRect();
      // Visually hidden text is a 1 px box, a pixel off its place.
      if (box.width > 1 && (box.width > width || box.right > width + 0.5 || box.left < -0.5)) {
        overflow.push(
          `${selector(element)}: ${Math.round(box.left)} to ${Math.round(box.right)} px`,
        );
      }
      // What a scroller or a clipping box holds stays inside it.
      if (style.overflowX !== 'visible') return;
      for (const child of element.children) visit(child);
    };
    for (const child of document.body.children) visit(child);

    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, textarea, input:not([type="hidden"]), [role="button"]',
    );
    for (const control of controls) {
      if (!control.closest(scopes) || control.closest('.sq-visually-hidden')) continue;
      const style = getComputedStyle(control);
      if (!control.getClientRects().length || style.visibility === 'hidden') continue;
      // A link in a sentence is exempt (2.5.8 "inline"): the line sets its size.
      if (control.localName === 'a' && style.display === 'inline' && control.closest('p')) continue;
      // A checkbox or radio is pressed through its label as well: the label is the target.
      const label =
        control.matches('[type="checkbox"], [type="radio"]') &&
        (control.closest('label') ??
          (control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null));
      const box = (label || control).getBoundingClientRect();
      if (box.width < 23.99 || box.height < 23.99) {
        small.push(`${selector(control)}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`);
      }
    }
    return { width, overflow, small };
  }, SCOPES);
}

/** Checks the page as it is now, at `width`, as soft assertions: every width is reported. */
async function checkLayout(page: Page, what: string, width: number): Promise<void> {
  const found = await findings(page);
  // A resize that did not take would check one width four times.
  expect(found.width, `${what}: the viewport's width`).toBe(width);
  expect.soft(found.overflow, `${what} at ${width} px: wider than the screen`).toEqual([]);
  expect.soft(found.small, `${what} at ${width} px: targets under 24 × 24 px`).toEqual([]);
}

/** Each viewport in turn, the page as it is (for states a press opens: dialogs, errors). */
async function checkEveryWidth(page: Page, what: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, viewport);
    await checkLayout(page, what, viewport.width);
  }
}

// The tests of states a press or a cart opens come first: the longest, they are under way on both
// workers while the quick page-by-page ones, at the end, fill in around them.

const MUG = { itemId: '5f1a00000000000000000001', sku: 'SQ-MUG-01' };
const ENGRAVED = { itemId: '5f1a0000000000000000000e', sku: 'SQ-MUG-ENGRAVED' };
const SESSION = { itemId: '5f1a00000000000000000006', sku: 'SQ-SESSION-1H' };

/** Opens the cart page holding a mug, an engraved mug without its details, and a session. */
async function openFullCart(page: Page): Promise<void> {
  await page.goto('/shop');
  for (const [item, quantity] of [
    [MUG, 2],
    [ENGRAVED, 1],
    [SESSION, 1],
  ] as const) {
    await addViaApi(page, item, quantity);
  }
  await page.goto('/cart');
  await settle(page);
  await expect(page.locator('.sq-cart-item')).toHaveCount(3);
  // The suggestions, when the server has some for this cart.
  await page.waitForLoadState('networkidle');
}

test('the cart page with items fits every screen from 320 px, its dialog too', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await openFullCart(page);
  await checkEveryWidth(page, '/cart with items');
  await page.getByRole('button', { name: /^Edit details/ }).click();
  await expect(page.locator('dialog.sq-fields-modal[open]')).toBeVisible();
  await checkEveryWidth(page, '/cart, Edit details');
});

test('the dialogs fit every screen from 320 px', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/demo-pages/product.html');
  await settle(page);
  await page.locator('sq-add-to-cart .sq-add-to-cart__button').click();
  await expect(page.getByRole('alertdialog', { name: 'Unable to Add Item' })).toBeVisible();
  await checkEveryWidth(page, 'the alert');
  await page.keyboard.press('Escape');

  await page.getByLabel('Size').selectOption('S');
  await page.getByLabel('Color').selectOption('Natural');
  await page.getByRole('button', { name: 'Afterpay information' }).click();
  await expect(page.getByRole('dialog', { name: 'Pay in 4 with Afterpay' })).toContainText(
    'four payments',
  );
  await checkEveryWidth(page, 'the instalment dialog');

  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/demo-pages/product-additional-fields.html');
  await settle(page);
  await page.locator('sq-add-to-cart .sq-add-to-cart__button').click();
  const dialog = page.locator('dialog.sq-fields-modal[open]');
  await expect(dialog).toBeVisible();
  await dialog.locator('.sq-form__submit').click();
  await expect(dialog.locator('.sq-form__banner').first()).toBeVisible();
  await checkEveryWidth(page, 'the additional-fields dialog with errors');
});

test('the custom form with every error shown fits every screen from 320 px', async ({ page }) => {
  await page.goto('/demo-pages/form.html');
  await settle(page);
  // The unsolved captcha holds the button (aria-disabled): the press is forced, and checks the fields.
  await page.locator('sq-custom-form .sq-form__submit').click({ force: true });
  await expect(page.locator('.sq-form__error').first()).toBeVisible();
  await checkEveryWidth(page, '/demo-pages/form.html with errors');
});

test.describe('in a dark colour scheme', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  /** The theme's dark defaults are the ones in use. */
  async function expectDark(page: Page): Promise<void> {
    const background = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sq-color-background').trim(),
    );
    expect(background).toBe(THEME.dark['color-background']);
  }

  test('the cart page with items has no serious or critical axe violation', async ({ page }) => {
    await openFullCart(page);
    await expectDark(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Edit details/ }).click();
    await expect(page.locator('dialog.sq-fields-modal[open]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the custom form, with its errors shown, has no serious or critical axe violation', async ({
    page,
  }) => {
    await page.goto('/demo-pages/form.html');
    await settle(page);
    await expectDark(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The unsolved captcha holds the button (aria-disabled): the press is forced, and checks the fields.
    await page.locator('sq-custom-form .sq-form__submit').click({ force: true });
    await expect(page.locator('.sq-form__error').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a product page, its alert and the shop have no serious or critical axe violation', async ({
    page,
  }) => {
    await page.goto('/demo-pages/product.html');
    await settle(page);
    await expectDark(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('sq-add-to-cart .sq-add-to-cart__button').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const path of ['/demo-pages/product-sold-out.html', '/shop/canvas-tote']) {
      await page.goto(path);
      await settle(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

test('a site’s own --sq-* properties and rules win over the defaults, without !important', async ({
  page,
}) => {
  await openFullCart(page);
  const checkout = page.locator('.sq-cart-page__checkout');
  const remove = page.locator('.sq-cart-item__remove').first();
  const edit = page.locator('.sq-cart-item__edit');
  // The checkout is unavailable (an entry lacks its details): its colour is the muted one.
  await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  await page.addStyleTag({
    content:
      ':root{--sq-color-muted:rgb(90, 90, 90);--sq-color-text:rgb(0, 90, 60);--sq-radius:0px} .sq-cart-item__remove{border-radius:9px}',
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(checkout).toHaveCSS('background-color', 'rgb(90, 90, 90)');
    await expect(edit).toHaveCSS('color', 'rgb(0, 90, 60)');
    await expect(checkout).toHaveCSS('border-top-left-radius', '0px');
    await expect(remove).toHaveCSS('border-top-left-radius', '9px');
  }
  await page.goto('/demo-pages/add-to-cart.html');
  await settle(page);
  await page.addStyleTag({ content: ':root{--sq-color-accent:rgb(0, 90, 60)}' });
  await expect(page.locator('.sq-add-to-cart__button')).toHaveCSS(
    'background-color',
    'rgb(0, 90, 60)',
  );
});

/**
 * The boxes of everything on the page, then again with the bundle's injected sheets turned off:
 * the differences, which must be none on markup the server rendered. A site's pop-up the script
 * has opened (`data-sq-popup="shown"`) is left out: the server sends it closed, so it is not
 * painted until the script opens it after its delay, its sheet injected before (when it is
 * bound); whether it is open yet when the page is measured depends only on how long loading took.
 */
async function movedByInjectedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = () =>
      Array.from(document.body.querySelectorAll('*'), (e) => {
        if (e.closest('[data-sq-popup="shown"]')) return `${e.localName} in an opened pop-up`;
        const r = e.getBoundingClientRect();
        return `${e.localName}.${e.className} ${r.x},${r.y} ${r.width}×${r.height}`;
      });
    const sheets = Array.from(
      document.querySelectorAll<HTMLStyleElement>('style[id^="sq-storefront-styles"]'),
    );
    const styled = boxes();
    for (const sheet of sheets) if (sheet.sheet) sheet.sheet.disabled = true;
    const unstyled = boxes();
    for (const sheet of sheets) if (sheet.sheet) sheet.sheet.disabled = false;
    return styled.flatMap((box, i) => (box === unstyled[i] ? [] : [`${unstyled[i]} → ${box}`]));
  });
}

/** The theme's properties on the page with the bundle's injected sheets turned off. */
function siteThemeProperties(page: Page): Promise<Record<string, string>> {
  return page.evaluate((names) => {
    const sheets = Array.from(
      document.querySelectorAll<HTMLStyleElement>('style[id^="sq-storefront-styles"]'),
    );
    for (const sheet of sheets) if (sheet.sheet) sheet.sheet.disabled = true;
    const root = getComputedStyle(document.documentElement);
    const values = names.map((name) => [name, root.getPropertyValue(`--sq-${name}`)]);
    for (const sheet of sheets) if (sheet.sheet) sheet.sheet.disabled = false;
    return Object.fromEntries(values);
  }, Object.keys(THEME.light));
}

/** Values as written, whatever the spaces and leading zeros. */
const normalise = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value.replace(/\s+/g, '').replace(/(^|[^\d])0\./g, '$1.'),
    ]),
  );

test('the demo theme’s palette is the bundle’s defaults, light and dark: the first paint has its colours', async ({
  page,
}) => {
  await page.goto('/demo-pages/product.html');
  await settle(page);
  expect(normalise(await siteThemeProperties(page))).toEqual(normalise({ ...THEME.light }));
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(normalise(await siteThemeProperties(page))).toEqual(
    normalise({ ...THEME.light, ...THEME.dark }),
  );
});

/**
 * The page-by-page checks go from page to page in one page a worker: a new context and page for
 * each (a new renderer process) cost as much as the checks themselves. Each test starts as in a
 * new context all the same: no cookies, no local or session storage, no routes; the viewport is
 * set by the test. The HTTP cache is shared, as from one width's load to the next before. A test
 * that fails ends its worker, and the page with it: the next test gets a new one.
 */
const pageTest = test.extend<{ reusedPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: process.env.SQ_BASE_URL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  reusedPage: async ({ workerPage: page }, use) => {
    await page.unrouteAll();
    await page.context().clearCookies();
    if (page.url() !== 'about:blank') {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await use(page);
  },
});

/** The site's stylesheet of the demo pages, left out to check the injected styles without it. */
const DEMO_CSS = '**/demo-pages/demo.css';
/** A site with no stylesheet but the visually hidden text. */
const VISUALLY_HIDDEN_ONLY =
  '.sq-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}';
/**
 * The pages whose injected styles are checked: the demo pages, but the cart page, whose server
 * markup is its loading state, which the loaded cart replaces.
 */
const INJECTED_STYLES_PAGES = new Set(demoPages.filter((p) => !p.endsWith('/cart.html')));

for (const path of PAGES) {
  const injected = INJECTED_STYLES_PAGES.has(path);
  const title = injected
    ? `${path} fits every screen from 320 px, with touch targets of 24 px or more; the injected styles move nothing the server rendered, with or without the site's stylesheet`
    : `${path} fits every screen from 320 px, with touch targets of 24 px or more`;
  pageTest(title, async ({ reusedPage: page }) => {
    // Loaded once, at the narrowest width, then resized through the others.
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(path);
    await settle(page);
    for (const viewport of VIEWPORTS) {
      if (viewport !== VIEWPORTS[0]) await resizeTo(page, viewport);
      await checkLayout(page, path, viewport.width);
      if (injected && viewport === PHONE) {
        expect
          .soft(
            await movedByInjectedStyles(page),
            `${path} at ${PHONE.width} px with demo.css: moved by the injected styles`,
          )
          .toEqual([]);
      }
    }
    if (!injected) return;

    await page.route(DEMO_CSS, (route) =>
      route.fulfill({ contentType: 'text/css', body: VISUALLY_HIDDEN_ONLY }),
    );
    await page.setViewportSize(PHONE);
    await page.reload();
    await settle(page);
    expect(
      await movedByInjectedStyles(page),
      `${path} at ${PHONE.width} px without demo.css: moved by the injected styles`,
    ).toEqual([]);
  });
}
