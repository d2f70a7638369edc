import { likertLabel } from '../../src/i18n/strings';
import { CONTACT_INPUTS, contactValues } from '../helpers/contact-form';
import { expect, test, typeInto, waitForHydration } from './fixtures';
import { ownerHeaders } from './owner';

const SUBMIT = 'sq-custom-form .sq-form__submit';

/** Types CONTACT_INPUTS into the contact form, every field of it. */
async function fillContact(page: import('@playwright/test').Page): Promise<void> {
  const input = CONTACT_INPUTS;
  const type = async (label: string, text: string) =>
    typeInto(page.getByLabel(label, { exact: true }), text);
  await type('First Name', input['f-name'].first);
  await type('Last Name', input['f-name'].last);
  await typeInto(page.getByLabel('Email *'), input['f-email']);
  await type('Area Code', input['f-phone'].area);
  await type('Prefix', input['f-phone'].prefix);
  await type('Line Number', input['f-phone'].line);
  await type('Address Line 1', input['f-address'].line1);
  await type('City', input['f-address'].city);
  await type('State', input['f-address'].state);
  await type('Zip Code', input['f-address'].zip);
  await type('Country', input['f-address'].country);
  await type('Order number', input['f-order']);
  await type('Amount', input['f-amount']);
  await type('How many items?', input['f-count']);
  await type('Month', input['f-date'].month);
  await type('Day', input['f-date'].day);
  await type('Year', input['f-date'].year);
  await type('Hour', input['f-time'].hour);
  await type('Minute', input['f-time'].minute);
  await type('Second', input['f-time'].second);
  await type('AM/PM', input['f-time'].ampm);
  await page.getByRole('radio', { name: input['f-topic'] }).check();
  for (const channel of input['f-channels']) {
    await page.getByRole('checkbox', { name: channel }).check();
  }
  await page.getByLabel('Size').selectOption(input['f-size']);
  await page
    .getByRole('group', { name: 'Delivery' })
    .getByLabel(likertLabel(Number(input['f-survey'].Delivery)) as string, { exact: true })
    .check();
  await typeInto(page.getByLabel('Message *'), input['f-message']);
}

test.describe('custom form', () => {
  test('a submission made in the browser is stored with exactly the values entered', async ({
    page,
  }) => {
    await page.goto('/demo-pages/form.html?source=spring-mailing');
    await waitForHydration(page, 'sq-custom-form');
    // The unsolved captcha holds the button (Playwright waits on aria-disabled, so the press is
    // forced), yet a press still checks the fields.
    await page.locator(SUBMIT).click({ force: true });
    await expect(
      page.getByText('Your form has encountered a problem. Please scroll down to review.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email *')).toHaveAccessibleDescription('Required');
    await expect(page.getByLabel('First Name')).toBeFocused();

    await fillContact(page);
    await expect(page.locator('.sq-form__counter')).toHaveText('19 / 200');
    await page.getByLabel("I'm not a robot").check();
    await page.locator(SUBMIT).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! We will be in touch.' }),
    ).toBeVisible();

    const list = await (
      await page.request.get('/api/forms/form-contact/submissions', { headers: ownerHeaders() })
    ).json();
    const latest = list.submissions.at(-1);
    expect(latest.pagePath).toBe('/demo-pages/form.html');
    expect(latest.values).toEqual(contactValues('spring-mailing'));
  });

  for (const [kind, message] of [
    ['401', 'Unable to submit form. Please try again later.'],
    ['404', 'This form has not been configured yet.'],
    ['429', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['500', 'Unable to send form. Please try again later.'],
    ['offline', 'Error processing form submission. Please reload and try again.'],
  ] as const) {
    test(`a ${kind} answer shows '${message}', unlocks the form and resets the captcha`, async ({
      page,
      fault,
    }) => {
      await page.goto('/demo-pages/form.html');
      await waitForHydration(page, 'sq-custom-form');
      await fillContact(page);
      await page.getByLabel("I'm not a robot").check();
      // The fault names the submission call: the key call before it goes through.
      await fault(`${kind}:SaveFormSubmission`);
      await page.locator(SUBMIT).click();
      await expect(page.locator('.sq-form__message')).toHaveText(message);
      await expect(page.locator(SUBMIT)).toHaveText('Submit');
      await expect(page.getByLabel("I'm not a robot")).not.toBeChecked();
      // The spent captcha holds the button again, focusable and saying why [O-12].
      await expect(page.locator(SUBMIT)).not.toHaveAttribute('disabled');
      await expect(page.locator(SUBMIT)).toHaveAttribute('aria-disabled', 'true');
      await expect(page.locator(SUBMIT)).toHaveAccessibleDescription(
        'Complete CAPTCHA before submitting.',
      );
      await expect(page.locator('.sq-captcha-hint')).toHaveText(
        'Complete CAPTCHA before submitting.',
      );
    });
  }

  test('after a failed submit, typing key by key keeps every key in the field being typed in', async ({
    page,
  }) => {
    await page.goto('/demo-pages/form.html');
    await waitForHydration(page, 'sq-custom-form');
    await page.getByLabel("I'm not a robot").check();
    await page.locator(SUBMIT).click();
    await expect(page.getByLabel('First Name', { exact: true })).toBeFocused();
    const first = page.getByLabel('First Name', { exact: true });
    await first.pressSequentially('Ada');
    await expect(first).toHaveValue('Ada');
    const email = page.getByLabel('Email *');
    await email.click();
    await email.pressSequentially('ada@example.com');
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toBeFocused();
    await expect(page.getByLabel('Message *')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the unsolved captcha holds Submit: it says why, a press sends nothing and goes to the captcha', async ({
    page,
  }) => {
    await page.goto('/demo-pages/form.html');
    await waitForHydration(page, 'sq-custom-form');
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/form/')) sent++;
    });
    const submit = page.locator(SUBMIT);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription('Complete CAPTCHA before submitting.');
    await fillContact(page);
    // Enter in a field submits the form as the button would: the captcha takes focus instead.
    await page.getByLabel('Email *').press('Enter');
    await expect(page.getByLabel("I'm not a robot")).toBeFocused();
    await submit.focus();
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel("I'm not a robot")).toBeFocused();
    expect(sent).toBe(0);
    await expect(page.locator('.sq-form__message')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(page.getByLabel("I'm not a robot")).toBeChecked();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(submit).toHaveAccessibleDescription('');
    await expect(submit).toBeEnabled();
  });

  test('a newsletter form runs its post-submit HTML with its script', async ({ page }) => {
    await page.goto('/demo-pages/form-newsletter.html');
    await waitForHydration(page, 'sq-custom-form');
    const events = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('sq:form:newsletter-subscribe', () => resolve('subscribed')),
        ),
    );
    await typeInto(page.getByLabel('Email *'), 'ada@example.com');
    await page.locator(SUBMIT).click();
    await expect(page.getByText('You are on the list.')).toHaveAttribute('data-ran', 'yes');
    expect(
      await page.evaluate(
        () => (window as unknown as { __postSubmitRan?: boolean }).__postSubmitRan,
      ),
    ).toBe(true);
    expect(await events).toBe('subscribed');
  });

  test('a form with a success URL goes there', async ({ page }) => {
    await page.goto('/demo-pages/form-redirect.html');
    await waitForHydration(page, 'sq-custom-form');
    await typeInto(page.getByLabel('Your question *'), 'Do you ship to Norway?');
    await page.locator(SUBMIT).click();
    await expect(page).toHaveURL(/\/demo-pages\/thanks\.html$/);
    await expect(page.getByRole('heading', { name: 'Thanks for your question' })).toBeVisible();
  });
});

test.describe('additional fields', () => {
  const PAGE = '/demo-pages/product-additional-fields.html';
  const ADD = 'sq-add-to-cart .sq-add-to-cart__button';

  test('the lightbox opens after the stock check; Escape closes it, adds nothing and returns focus', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    const stock = page.waitForRequest((r) => r.url().includes('/api/commerce/inventory/stock/'));
    await page.locator(ADD).click();
    await stock;
    const dialog = page.getByRole('dialog', { name: 'Engraving' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Engraving text *')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator(ADD)).toBeFocused();
    await expect(page.locator('sq-pill-cart a')).toBeHidden();
  });

  test('a click on the backdrop closes the lightbox like Cancel; a click or a drag inside does not', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    let adds = 0;
    page.on('request', (r) => {
      if (r.url().includes('/shopping-cart/entries')) adds++;
    });
    await page.locator(ADD).click();
    const dialog = page.getByRole('dialog', { name: 'Engraving' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    // Its padding: the browser aims the click at the dialog itself, as for the backdrop.
    await page.mouse.click(box.x + 4, box.y + 4);
    await expect(dialog).toBeVisible();
    // Selecting the text typed, the pointer overshooting onto the backdrop.
    const field = dialog.getByLabel('Engraving text *');
    await typeInto(field, 'For Ada');
    const text = await field.boundingBox();
    if (!text) throw new Error('the field has no box');
    await page.mouse.move(text.x + text.width - 4, text.y + text.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5, { steps: 4 });
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.locator(ADD)).toHaveText('Add To Cart');
    await expect(page.locator(ADD)).not.toHaveAttribute('aria-disabled');
    await expect(page.locator('sq-pill-cart a')).toBeHidden();
    expect(adds).toBe(0);
  });

  test('submitting the form closes the lightbox and adds the entry with its answers', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await page.locator(ADD).click();
    const dialog = page.getByRole('dialog', { name: 'Engraving' });
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(dialog.getByText('Required').first()).toBeVisible();
    // Typed key by key after the failed submit: every key stays in the field, focus with it.
    const text = dialog.getByLabel('Engraving text *');
    await text.click();
    await text.pressSequentially('For Ada');
    await expect(text).toHaveValue('For Ada');
    await expect(text).toBeFocused();
    await dialog.getByLabel('Font *').selectOption('Script');
    const added = page.waitForResponse((r) => r.url().includes('/shopping-cart/entries'));
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    const { newlyAdded } = await (await added).json();
    expect(JSON.parse(newlyAdded.additionalFields)).toEqual({
      'e-text': 'For Ada',
      'e-font': 'Script',
    });
    await expect(dialog).toBeHidden();
    await expect(page.locator(ADD)).toHaveText('Added!');
    await expect(page.locator('sq-pill-cart .sq-pill-cart__quantity')).toHaveText('1');
  });

  test('no stock left: the lightbox stays shut and the shopper is told', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page, 'sq-add-to-cart');
    await page.route('**/api/commerce/inventory/stock/**', (route) =>
      route.fulfill({
        json: { results: [{ sku: 'SQ-MUG-ENGRAVED', unlimited: false, qtyInStock: 0 }] },
      }),
    );
    await page.locator(ADD).click();
    await expect(page.getByRole('alertdialog', { name: 'Unable to Add Item' })).toContainText(
      'Sorry, we do not have enough of that item available.',
    );
    await expect(page.getByRole('dialog', { name: 'Engraving' })).toHaveCount(0);
  });
});

test.describe('form messages', () => {
  test('the email rule; the message stops at its limit, with its counter', async ({ page }) => {
    await page.goto('/demo-pages/form.html');
    await waitForHydration(page, 'sq-custom-form');
    await fillContact(page);
    await typeInto(page.getByLabel('Email *'), 'ada@example.museum');
    // The maxlength attribute lets the browser stop typing at the limit.
    await typeInto(page.getByLabel('Message *'), 'x'.repeat(201));
    await expect(page.locator('.sq-form__counter')).toHaveText('200 / 200');
    await expect(page.locator('.sq-form__counter')).not.toHaveClass(/sq-form__counter--error/);
    await page.getByLabel("I'm not a robot").check();
    await page.locator(SUBMIT).click();
    await expect(page.getByLabel('Email *')).toHaveAccessibleDescription(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    await expect(page.getByLabel('Message *')).not.toHaveAttribute('aria-invalid');
  });

  test('no submission key: the shopper is told, and nothing is saved', async ({ page }) => {
    await page.goto('/demo-pages/form.html');
    await waitForHydration(page, 'sq-custom-form');
    await fillContact(page);
    await page.getByLabel("I'm not a robot").check();
    let saved = false;
    page.on('request', (r) => {
      if (r.url().includes('SaveFormSubmission')) saved = true;
    });
    await page.route('**/api/form/FormSubmissionKey**', (route) =>
      route.fulfill({ status: 503, json: {} }),
    );
    await page.locator(SUBMIT).click();
    await expect(page.locator('.sq-form__message')).toHaveText(
      'Could not get a form submission key, please try again later.',
    );
    expect(saved).toBe(false);
  });
});
