import type { Page } from '@playwright/test';
import { scriptSafeJson } from '../../src/html/script-json';
import { expect, test, typeInto, waitForHydration } from './fixtures';

/**
 * A product whose additional-fields form comes with its own data (the Greeting Card): what the
 * shopper sees when the server refuses the answers, and when the cart already holds the last one
 * in stock. And one whose form is neither its own nor the page's: fetched, then opened [E-16, G-03].
 */

const CARD_PAGE = '/shop/greeting-card';
const CARD = { itemId: '5f1a0000000000000000000f', sku: 'SQ-CARD-01' };
const BUTTON = '.sqs-add-to-cart-button';
const SEEDED_STOCK = 25;

/** Opens the card's page once the script has bound its add button. */
async function openCard(page: Page): Promise<void> {
  await page.goto(CARD_PAGE);
  await expect(page.locator(`${BUTTON}[data-sq-idle-label]`)).toBeAttached();
}

/** Calls the API from the page, as the script would (the crumb in the query). */
async function postFromPage(page: Page, path: string, body: object): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
      const response = await fetch(`${path}?crumb=${crumb}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

test('the server’s refusal shows above the field it names, and only accepted answers are added', async ({
  page,
}) => {
  // A page rendered before the shop withdrew the gold ink: its copy of the form still offers it.
  await page.route(`**${CARD_PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replaceAll(
      '"options":["Black","Blue"]',
      '"options":["Black","Blue","Gold"]',
    );
    await route.fulfill({ response, body: html });
  });
  await openCard(page);
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/shopping-cart/entries')) adds.push(request.url());
  });
  await page.locator(BUTTON).click();
  const dialog = page.getByRole('dialog', { name: 'Card message' });
  await typeInto(dialog.getByLabel('Message *'), 'Happy birthday, Ada!');
  await dialog.getByRole('radio', { name: 'Gold' }).check();
  const validated = page.waitForResponse((r) => r.url().includes('/api/rest/forms/validate/'));
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();
  expect((await validated).status()).toBe(400);

  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: /^Ink/ })).toHaveAccessibleDescription(
    'Not one of the options.',
  );
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your form has encountered a problem. Please scroll down to review.',
  );
  await expect(dialog.locator('.sq-form__message')).toHaveText(
    'One or more fields is invalid, please check your entries.',
  );
  await expect(page.locator('sq-pill-cart a')).toBeHidden();
  expect(adds).toEqual([]);

  // An ink the server knows: checked, added with the answers, and the dialog closes.
  await dialog.getByRole('radio', { name: 'Blue' }).check();
  const added = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();
  const { newlyAdded } = await (await added).json();
  expect(JSON.parse(newlyAdded.additionalFields)).toEqual({
    'c-message': 'Happy birthday, Ada!',
    'c-ink': 'Blue',
  });
  await expect(dialog).toBeHidden();
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
});

test('a cart holding the last one in stock is refused before the form opens', async ({ page }) => {
  await openCard(page);
  try {
    // The page was rendered with 25 on hand; one is left now, and this cart holds it.
    expect(await postFromPage(page, '/api/__test/stock', { sku: CARD.sku, qtyInStock: 1 })).toBe(
      200,
    );
    expect(
      await postFromPage(page, '/api/commerce/shopping-cart/entries', { ...CARD, quantity: 1 }),
    ).toBe(200);
    await page.reload();
    await expect(page.locator(`${BUTTON}[data-sq-idle-label]`)).toBeAttached();
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');

    await page.locator(BUTTON).click();
    const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
    await expect(alert).toContainText('Sorry, we do not have enough of that item available.');
    await expect(page.getByRole('dialog', { name: 'Card message' })).toHaveCount(0);
    await alert.getByRole('button').click();
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  } finally {
    await postFromPage(page, '/api/__test/stock', { sku: CARD.sku, qtyInStock: SEEDED_STOCK });
  }
});

test('a form neither the product nor the page holds is fetched, then opens and adds the answers', async ({
  page,
}) => {
  const PAGE = '/demo-pages/product-additional-fields.html';
  const ADD = 'sq-add-to-cart .sq-add-to-cart__button';
  // The engraved mug names its form by id only; this copy of the page leaves the form out.
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(
      /(<script type="application\/json" id="sq-context">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => {
        const context = JSON.parse(json);
        expect(Object.keys(context.forms)).toEqual(['form-engraving']);
        delete context.forms;
        // Written as the server writes it, through the one escaping helper.
        return `${open}${scriptSafeJson(context)}${close}`;
      },
    );
    await route.fulfill({ response, body });
  });
  const schemas: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/template/GetTemplateSchema') {
      schemas.push(url.searchParams.get('formId'));
    }
  });
  await page.goto(PAGE);
  await waitForHydration(page, 'sq-add-to-cart');
  await page.locator(ADD).click();

  const dialog = page.getByRole('dialog', { name: 'Engraving' });
  await expect(dialog).toBeVisible();
  expect(schemas).toEqual(['form-engraving']);
  await typeInto(dialog.getByLabel('Engraving text *'), 'For Ada');
  await dialog.getByLabel('Font *').selectOption('Serif');
  const added = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
  await dialog.getByRole('button', { name: 'Add To Cart' }).click();
  const { newlyAdded } = await (await added).json();
  expect(JSON.parse(newlyAdded.additionalFields)).toEqual({
    'e-text': 'For Ada',
    'e-font': 'Serif',
  });
  await expect(dialog).toBeHidden();
  await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
});
