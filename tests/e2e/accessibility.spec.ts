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
      const before = page.url();
      await button.click();
      // The press adds (the pill shows), is refused (an alert shows) or hands off to another page:
      // whichever it is, that is the next page state to check.
      const settled = async () =>
        page.url() !== before ||
        (await page.locator('sq-pill-cart a:visible').count()) +
          (await page.getByRole('alertdialog').count()) >
          0;
      await expect.poll(settled).toBe(true);
      await page.waitForLoadState();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}
