import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, waitForHydration } from './fixtures';

/**
 * Content pages the reference server renders from JSON-T templates (fixtures/templates): the blog,
 * the journal (Disqus comments), the events and the gallery, whose `<sq-gallery>` the one script
 * hydrates. Past and upcoming events are split at the real now: the fixtures' past events are in
 * 2024 and 2025, the upcoming ones in 2030.
 */

const PAGES: [path: string, heading: string][] = [
  ['/blog', 'Blog'],
  ['/blog/throwing-a-bowl', 'Throwing a bowl, start to finish'],
  ['/blog/a-good-read-on-clay', 'A good read on clay bodies'],
  ['/journal', 'Journal'],
  ['/journal/a-year-in-the-studio', 'A year in the studio'],
  ['/events', 'Events'],
  ['/events?view=past', 'Events'],
  ['/events/glaze-workshop', 'Glaze workshop: tin whites & blues'],
  ['/gallery', 'Gallery'],
];

/** Whether the page scrolls sideways at its current width. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const [path, heading] of PAGES) {
  test(`${path} loads, is axe-clean and fits a 320 px screen`, async ({
    page,
    pageErrors,
    consoleErrors,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the blog leads to a post and back; the comment link reaches its comments', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('button', { name: '12 Likes' })).toBeDisabled();
  await page.getByRole('link', { name: 'Throwing a bowl, start to finish' }).click();
  await expect(page).toHaveURL(/\/blog\/throwing-a-bowl$/);
  await expect(page.getByRole('heading', { level: 2, name: '5 Comments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch “Throwing a bowl” on Vimeo' })).toBeVisible();
  await page.getByRole('link', { name: 'Older: Notes from the kiln' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes from the kiln');
  await expect(page.getByText('Comments are closed.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.getByRole('link', { name: '1 Comment' }).click();
  await expect(page).toHaveURL(/\/blog\/notes-from-the-kiln#comments-6a1b00000000000000000102$/);
  await expect(page.locator('#comments-6a1b00000000000000000102')).toBeAttached();
});

test('the images load at a width from their srcset, with their alt text', async ({ page }) => {
  await page.goto('/blog/harbour-at-dawn');
  const image = page.getByRole('img', {
    name: 'A red and white lighthouse and a small sailing boat on calm water at dawn',
  });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/content\/images\/harbour-dawn\.jpg\?format=\d+w$/,
  );
});

test('the events switch between upcoming and past, and lead to an event', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summer open studio', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Spring makers’ market', exact: true })).toHaveCount(
    0,
  );
  const calendar = page.getByRole('link', {
    name: 'Add Glaze workshop: tin whites & blues to Google Calendar',
  });
  await expect(calendar).toHaveAttribute(
    'href',
    /&dates=20300905T150000Z\/20300905T170000Z&location=12%20Quay%20Street/,
  );
  await page.getByRole('link', { name: 'Past', exact: true }).click();
  await expect(page).toHaveURL(/\/events\?view=past$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Past events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summer open studio', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Spring makers’ market', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring makers’ market');
  await page.getByRole('main').getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/events$/);
});

test('the gallery page’s gallery hydrates over the server markup, which it keeps', async ({
  page,
  pageErrors,
  consoleErrors,
}) => {
  await page.goto('/gallery');
  const gallery = page.locator('sq-gallery');
  await expect(gallery).toHaveAttribute('design', 'grid');
  await expect(gallery.locator('.sq-gallery__item')).toHaveCount(8);
  await waitForHydration(page, 'sq-gallery');
  await expect(gallery.locator('.sq-gallery__item')).toHaveCount(8);
  // With the lightbox on, each image is a button that opens it, named by the image's alt text.
  await expect(gallery.getByRole('button', { name: 'Aurora over the Peaks' })).toBeVisible();
  const image = gallery.locator('img[alt="Aurora over the Peaks"]');
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
