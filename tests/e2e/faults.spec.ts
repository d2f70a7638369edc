import { FAULT_400_ERROR, FAULT_FIELD_ERROR } from '../../server/plugins/faults';
import { expect, test, typeInto, waitForHydration } from './fixtures';

/**
 * The server's faults as the visitor sees them [RS-03]: a 400 whose body is `{error}` alone shows
 * its text as a form's message [O-07] and in an add button's 'Unable to Add Item' alert; a 400
 * with `errors` puts each text under its field; the add refused for short stock shows the stock
 * message in the alert.
 */

test('a 400 answer with an error text shows that text as the form’s message, and the form can be sent again', async ({
  page,
  pageErrors,
  fault,
}) => {
  await page.goto('/demo-pages/form-newsletter.html');
  await waitForHydration(page, 'sq-custom-form');
  await typeInto(page.getByLabel('Email *'), 'reader@example.com');
  await fault('400-error:SaveFormSubmission');
  const refused = page.waitForResponse((r) => r.url().includes('SaveFormSubmission'));
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  expect((await refused).status()).toBe(400);
  await expect(page.locator('sq-custom-form .sq-form__message')).toHaveText(FAULT_400_ERROR);
  await expect(page.getByLabel('Email *')).toHaveValue('reader@example.com');

  // The fault was for one request: the same answers go through once sent again.
  const accepted = page.waitForResponse((r) => r.url().includes('SaveFormSubmission'));
  await submit.click();
  expect((await accepted).status()).toBe(200);
  expect(pageErrors).toEqual([]);
});

test('a 400 answer with an error text to an add shows that text in the alert', async ({
  page,
  fault,
}) => {
  await page.goto('/demo-pages/add-to-cart.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await fault('400-error:entries');
  const button = page.locator('sq-add-to-cart .sq-add-to-cart__button');
  await button.click();
  const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
  await expect(alert).toContainText(FAULT_400_ERROR);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(button).toHaveText('Add To Cart');
  await expect(page.locator('sq-pill-cart a')).toBeHidden();
});

test('a 400 answer with field errors shows the error under its field and the invalid-fields message', async ({
  page,
  fault,
}) => {
  await page.goto('/demo-pages/form-newsletter.html');
  await waitForHydration(page, 'sq-custom-form');
  await typeInto(page.getByLabel('Email *'), 'reader@example.com');
  await fault('400-errors:SaveFormSubmission');
  const refused = page.waitForResponse((r) => r.url().includes('SaveFormSubmission'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.locator('sq-custom-form .sq-form__message')).toHaveText(
    'One or more fields is invalid, please check your entries.',
  );
  const email = page.getByLabel('Email *');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    new RegExp(FAULT_FIELD_ERROR.replace(/\./g, '\\.')),
  );
  await expect(email).toHaveValue('reader@example.com');
});

test('an add refused for short stock shows the stock message in the alert', async ({
  page,
  fault,
}) => {
  await page.goto('/demo-pages/add-to-cart.html');
  await waitForHydration(page, 'sq-add-to-cart');
  await fault('stock:entries');
  const button = page.locator('sq-add-to-cart .sq-add-to-cart__button');
  await button.click();
  const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
  await expect(alert).toContainText('Sorry, we do not have enough of that item available.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(button).toHaveText('Add To Cart');
  await expect(page.locator('sq-pill-cart a')).toBeHidden();
});
