import type { Page, Request } from '@playwright/test';
import { expect, seriousViolations, test, waitForHydration } from './fixtures';

// The custom form's address suggestions [W-03], by keyboard only, on the demo page that turns on
// the `addressAutocomplete` toggle; demo-pages/form.html is the same form with the toggle off.
const PAGE = '/demo-pages/form-address-autocomplete.html';
const isPlacesCall = (request: Request) => request.url().includes('/api/google-maps/places/');

async function openAddress(page: Page, path = PAGE) {
  const calls: URL[] = [];
  page.on('request', (request) => {
    if (isPlacesCall(request)) calls.push(new URL(request.url()));
  });
  await page.goto(path);
  await waitForHydration(page, 'sq-custom-form');
  const address = page.getByRole('group', { name: /^Address/ });
  return { calls, address, line1: address.getByLabel('Address Line 1', { exact: true }) };
}

test('typing line 1 suggests addresses; arrows and Enter choose one and fill the address', async ({
  page,
  consoleErrors,
}) => {
  const { calls, address, line1 } = await openAddress(page);
  await expect(line1).toHaveRole('combobox');
  await line1.focus();
  await page.keyboard.type('maple denver');

  const list = page.getByRole('listbox', { name: 'Address suggestions' });
  const options = list.getByRole('option');
  await expect(line1).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  const status = address.getByRole('status');
  await expect(status).toHaveText(`${count} suggestions. Use the up and down arrows to choose.`);
  // One search for the whole text typed, with the tracking context.
  expect(calls).toHaveLength(1);
  expect(calls[0]?.pathname).toBe('/api/google-maps/places/autocomplete');
  expect(calls[0]?.searchParams.get('input')).toBe('maple denver');
  expect(calls[0]?.searchParams.get('productPage')).toBeTruthy();
  expect(calls[0]?.searchParams.get('productSection')).toBeTruthy();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(line1).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? '',
  );
  const description = (await second.textContent()) ?? '';
  await expect(status).toHaveText(`${description}, 2 of ${count}`);
  // Up from the first wraps to the last; Down from the last back to the first.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(second).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(line1).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(line1).toHaveValue(description.split(', ')[0] ?? '');
  await expect(address.getByLabel('City', { exact: true })).toHaveValue('Denver');
  await expect(address.getByLabel('State', { exact: true })).toHaveValue('CO');
  await expect(address.getByLabel('Zip Code', { exact: true })).toHaveValue(/^802\d\d$/);
  await expect(address.getByLabel('Country', { exact: true })).toHaveValue('United States');
  // Enter chose the place: the form was not submitted, focus stayed on line 1.
  await expect(line1).toBeFocused();
  const details = calls.find((url) => url.pathname.endsWith('/details'));
  expect(details?.searchParams.get('place_id')).toMatch(/^ChIJ/);
  expect(details?.searchParams.get('productSection')).toBeTruthy();
  expect(consoleErrors).toEqual([]);
});

test('Escape closes the suggestions and keeps what was typed', async ({ page }) => {
  const { line1 } = await openAddress(page);
  await line1.focus();
  await page.keyboard.type('queen');
  await expect(line1).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(line1).toHaveAttribute('aria-expanded', 'false');
  await expect(line1).not.toHaveAttribute('aria-activedescendant');
  await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeHidden();
  await expect(line1).toHaveValue('queen');
  await expect(line1).toBeFocused();
});

test('with the suggestions open, the page has no serious accessibility violation', async ({
  page,
}) => {
  const { line1 } = await openAddress(page);
  await line1.focus();
  await page.keyboard.type('high street');
  const first = page
    .getByRole('listbox', { name: 'Address suggestions' })
    .getByRole('option')
    .first();
  await expect(first).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  // On a 320 px screen the open list wraps its options inside the field: nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const box = await first.boundingBox();
  expect(box && box.height >= 24 && box.x >= 0 && box.x + box.width <= 320).toBe(true);
});

test('with the toggle off, line 1 is a plain text box and typing calls nothing', async ({
  page,
}) => {
  await page.clock.install();
  const { calls, line1 } = await openAddress(page, '/demo-pages/form.html');
  await expect(line1).not.toHaveRole('combobox');
  await line1.focus();
  await page.keyboard.type('maple denver');
  // Well past the debounce, on the page's own clock.
  await page.clock.runFor(2000);
  // A call of the page's own, answered, comes after any call the typing would have started.
  await page.evaluate(() => fetch('/api/google-maps/places/autocomplete?input=probe'));
  expect(calls.map((url) => url.searchParams.get('input'))).toEqual(['probe']);
  await expect(line1).toHaveValue('maple denver');
});
