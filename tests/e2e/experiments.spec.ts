import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';

// Experiment overrides from the address [D-12]: they apply and stick on an internal site only.

const variants = (page: Page) => page.locator('#experiments-status');

test('on an internal site an override applies and keeps applying on later page loads', async ({
  page,
}) => {
  await page.goto('/demo-pages/experiments-internal.html');
  await expect(variants(page)).toHaveText(
    'Active experiments: heroBanner: control, checkoutFlow: classic.',
  );
  await page.getByRole('link', { name: 'Override heroBanner to large' }).click();
  await expect(page).toHaveURL(/experimentOverride=heroBanner:large/);
  await expect(variants(page)).toHaveText(
    'Active experiments: heroBanner: large, checkoutFlow: classic.',
  );
  await page.getByRole('link', { name: 'This page without an override' }).click();
  await expect(page).not.toHaveURL(/experimentOverride/);
  await expect(variants(page)).toHaveText(
    'Active experiments: heroBanner: large, checkoutFlow: classic.',
  );
  await page.reload();
  await expect(variants(page)).toHaveText(
    'Active experiments: heroBanner: large, checkoutFlow: classic.',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a published site the override is ignored', async ({ page }) => {
  await page.goto('/demo-pages/experiments.html?experimentOverride=heroBanner:large');
  await expect(variants(page)).toHaveText(
    'Active experiments: heroBanner: control, checkoutFlow: classic.',
  );
  await page.getByRole('link', { name: 'This page without an override' }).click();
  await expect(page).not.toHaveURL(/experimentOverride/);
  await expect(variants(page)).toHaveText(
    'Active experiments: heroBanner: control, checkoutFlow: classic.',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
