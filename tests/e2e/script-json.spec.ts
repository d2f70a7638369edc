import { readShopData } from '../../server/site-data/shop-data';
import { pageEngine, readTemplates, renderPage } from '../../server/templates/pages';
import { productPageData } from '../../server/views/shop-page';
import { expect, test } from './fixtures';

/**
 * Page data may hold any text: a product title with script or comment markup still leaves the page
 * whole, so the one script loads, reads the title back from the page context and adds to the cart.
 */
const MUG = '5f1a00000000000000000001';
const HOSTILE_TITLES = [
  'Mug </script><script>alert(1)</script>',
  'Mug <!--<script>',
  'Mug <!--',
  'Mug ]]>',
  'Mug \u2028 line separator',
];

/** The server's own rendering of the mug's page, with the mug renamed `title`. */
async function mugPageTitled(title: string): Promise<string> {
  const data = await readShopData(process.cwd());
  const products = data.products.map((p) => (p.id === MUG ? { ...p, title } : p));
  const page = productPageData({ ...data, products }, 'ceramic-mug');
  const templates = await readTemplates('fixtures/templates');
  return renderPage(pageEngine(), templates, 'product', page).html;
}

for (const title of HOSTILE_TITLES) {
  test(`a product titled ${JSON.stringify(title)} loads the script and adds to the cart`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    // Served as the server serves the mug's own page (its headers: the CSP, and the crumb cookie
    // every page of the site comes with), so the bundle and the cart API are the server's own.
    const html = await mugPageTitled(title);
    await page.route(`${baseURL}/shop/ceramic-mug`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: html });
    });
    await page.goto('/shop/ceramic-mug');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const context = await page.locator('#sq-context').textContent();
    expect(JSON.parse(context ?? '').products[MUG].title).toBe(title);

    const button = page.locator('.sqs-add-to-cart-button');
    await expect(button).toHaveAttribute('data-sq-idle-label');
    await button.click();
    await expect(button).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
    await expect(page.locator('sq-pill-cart a')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}
