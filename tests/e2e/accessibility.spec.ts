import { readdirSync } from 'node:fs';
import { expect, seriousViolations, test } from './fixtures';

const pages = [
  '/',
  ...readdirSync('demo-pages')
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/demo-pages/${f}`),
];

for (const path of pages) {
  test(`${path} has no serious or critical axe violation, before and after pressing add`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
    const button = page.locator('sq-add-to-cart[data-hydrated] button').first();
    if (await button.count()) {
      await button.click();
      // Either the item is added (the pill shows) or a check refuses it (the alert shows).
      await expect(
        page.locator('sq-pill-cart a:visible').or(page.getByRole('alertdialog')),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}
