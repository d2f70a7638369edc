import { readdirSync } from 'node:fs';
import { expect, seriousViolations, test } from './fixtures';

const pages = [
  '/',
  ...readdirSync('demo-pages')
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/demo-pages/${f}`),
];

for (const path of pages) {
  test(`${path} has no serious or critical axe violation, before and after adding to cart`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
    const button = page.locator('sq-add-to-cart[data-hydrated] button').first();
    if (await button.count()) {
      await button.click();
      await expect(page.locator('sq-pill-cart a')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}
