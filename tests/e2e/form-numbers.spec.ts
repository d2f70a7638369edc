import { expect, test, typeInto, waitForHydration } from './fixtures';
import { ownerHeaders } from './owner';

/**
 * Number and currency fields in a real browser: text the browser cannot read as a number leaves
 * the control's value empty, yet the form says the field holds no number (never that it is empty,
 * never sending it), beside the field and linked to it; once the text is a number, it is sent as
 * typed [N-12].
 */

const SUBMIT = 'sq-custom-form .sq-form__submit';

test('a number or currency field holding no number says so, and the corrected form is sent', async ({
  page,
}) => {
  await page.goto('/demo-pages/form.html');
  await waitForHydration(page, 'sq-custom-form');
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/form/SaveFormSubmission')) saves++;
  });
  await typeInto(page.getByLabel('First Name', { exact: true }), 'Ada');
  await typeInto(page.getByLabel('Last Name', { exact: true }), 'Lovelace');
  await typeInto(page.getByLabel('Email *'), 'ada@example.com');
  await page.getByRole('radio', { name: 'Order' }).check();
  await typeInto(page.getByLabel('Message *'), 'Counting items');
  const count = page.getByLabel('How many items?');
  const amount = page.getByLabel('Amount');
  // Both optional: without the check, each would be sent empty.
  await typeInto(count, '1e');
  await typeInto(amount, '12.5e-');
  await page.getByLabel("I'm not a robot").check();
  await page.locator(SUBMIT).click();

  await expect(count).toHaveAccessibleDescription('Must be a number.');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription('Must be a number.');
  await expect(page.locator('.sq-form__message')).toHaveText(
    'One or more fields is invalid, please check your entries.',
  );
  await expect(amount).toBeFocused();
  expect(saves).toBe(0);

  // Corrected key by key, each field's error goes as it is edited.
  await typeInto(count, '3');
  await expect(count).not.toHaveAttribute('aria-invalid');
  await expect(count).toHaveAccessibleDescription('');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await typeInto(amount, '12.50');
  await expect(amount).not.toHaveAttribute('aria-invalid');
  await page.locator(SUBMIT).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! We will be in touch.' }),
  ).toBeVisible();

  const list = await (
    await page.request.get('/api/forms/form-contact/submissions', { headers: ownerHeaders() })
  ).json();
  expect(list.submissions.at(-1).values).toMatchObject({ 'f-count': '3', 'f-amount': '12.50' });
});
