import { expect, test, typeInto, waitForHydration } from './fixtures';

const SUBMIT = 'sq-custom-form .sq-form__submit';

// A required address is incomplete without its country: only line 2 may stay empty. The demo
// contact form's address is optional, so this page is served with it required.
test('a required address without its country says Required; with it, the address is fine', async ({
  page,
}) => {
  await page.route('**/demo-pages/form.html', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace('"type": "address",', '"type": "address", "required": true,');
    expect(body).not.toBe(html);
    await route.fulfill({ response, body });
  });
  await page.goto('/demo-pages/form.html');
  await waitForHydration(page, 'sq-custom-form');
  const address = page.getByRole('group', { name: /^Address/ });
  const type = (label: string, text: string) =>
    typeInto(address.getByLabel(label, { exact: true }), text);
  await type('Address Line 1', '1 Main St');
  await type('City', 'Springfield');
  await type('State', 'IL');
  await type('Zip Code', '62701');

  // The unsolved captcha holds the button; a forced press still checks the fields.
  await page.locator(SUBMIT).click({ force: true });
  await expect(address).toHaveAccessibleDescription('Required');
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await type('Country', 'US');
  await page.locator(SUBMIT).click({ force: true });
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email *')).toHaveAccessibleDescription('Required');
});
