import { BREAKPOINTS } from '../../src/constants/viewport';
import { expect, test } from './fixtures';

/**
 * The one breakpoint [B-19]: at 432 px the product page stacks its picture above its details
 * (demo.css's mobile layout); at 433 px they sit side by side.
 */

/** Where the product's picture and its details sit on the page. */
async function productLayout(page: import('@playwright/test').Page) {
  const picture = await page.getByRole('img', { name: 'A speckled ceramic mug' }).boundingBox();
  const details = await page.getByRole('heading', { name: 'Ceramic Mug' }).boundingBox();
  if (!picture || !details) throw new Error('the product is not laid out');
  return { picture, details };
}

test('at 432 px the picture sits above the details', async ({ page }) => {
  await page.setViewportSize({ width: BREAKPOINTS.MOBILE_MAX_WIDTH, height: 800 });
  await page.goto('/demo-pages/add-to-cart.html');
  const { picture, details } = await productLayout(page);
  expect(details.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  expect(Math.round(details.x)).toBeLessThan(Math.round(picture.x + picture.width));
});

test('at 433 px the picture and the details sit side by side', async ({ page }) => {
  await page.setViewportSize({ width: BREAKPOINTS.DESKTOP_MIN_WIDTH, height: 800 });
  await page.goto('/demo-pages/add-to-cart.html');
  const { picture, details } = await productLayout(page);
  expect(details.x).toBeGreaterThanOrEqual(picture.x + picture.width);
  expect(details.y).toBeLessThan(picture.y + picture.height);
});
