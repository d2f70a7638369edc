import type { Locator, Page } from '@playwright/test';
import { expect, seriousViolations, test, waitForHydration } from './fixtures';

/**
 * `<sq-gallery>` on its demo page: the four designs, each driven by keyboard and by pointer, the
 * lightbox, autoplay and what stops it, and the page's promises: no layout shift, no image wider
 * than the screen needs, nothing wider than a small phone, no serious axe violation.
 */

const PAGE = '/demo-pages/gallery.html';

const gallery = (page: Page, design: string) => page.locator(`sq-gallery[design="${design}"]`);

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await waitForHydration(page, 'sq-gallery');
}

/** The slideshow's image shown now, by its alt text. */
const shownSlide = (slideshow: Locator) =>
  slideshow.locator('.sq-gallery__item[data-active] img.sq-gallery__image');

/** The alt text of the slideshow's image `n` (from 1). */
const altOf = (slideshow: Locator, n: number) =>
  slideshow
    .locator('.sq-gallery__item')
    .nth(n - 1)
    .locator('img.sq-gallery__image')
    .getAttribute('alt');

/**
 * Every image of the page loaded, each while in view (so a shift it causes would be seen), and
 * back to the top. How near the viewport a lazy image must come to load is each engine's own (a
 * slider's image may wait until its slide is in the slider's view), so each image is made eager,
 * which starts its load at once in any engine, scrolled to at once (no smooth scroll) and waited
 * for before the next.
 */
async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) {
      image.loading = 'eager';
      image.scrollIntoView({ behavior: 'instant', block: 'center', inline: 'center' });
      if (!image.complete) {
        await new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        });
      }
    }
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('main img')).every(
          (image) => image.complete,
        ),
      ),
    )
    .toBe(true);
}

test.describe('slideshow', () => {
  test('the arrows on the focused carousel and the Previous and Next buttons move between images, said politely', {
    tag: '@media',
  }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    const slideshow = gallery(page, 'slideshow');
    await expect(slideshow).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slideshow).toHaveAttribute('role', 'region');
    const status = slideshow.locator('[aria-live]').first();
    await expect(shownSlide(slideshow)).toHaveAttribute('alt', (await altOf(slideshow, 1)) ?? '');
    await expect(
      slideshow.locator('.sq-gallery__item:not([data-active]) img').first(),
    ).toBeHidden();

    await slideshow.focus();
    await page.keyboard.press('ArrowRight');
    await expect(shownSlide(slideshow)).toHaveAttribute('alt', (await altOf(slideshow, 2)) ?? '');
    await expect(status).toHaveText('Image 2 of 8');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(shownSlide(slideshow)).toHaveAttribute('alt', (await altOf(slideshow, 8)) ?? '');
    await expect(status).toHaveText('Image 8 of 8');

    await slideshow.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(status).toHaveText('Image 1 of 8');
    await slideshow.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(status).toHaveText('Image 2 of 8');
    await slideshow.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(status).toHaveText('Image 1 of 8');
  });

  test('a thumbnail, pressed or chosen by keyboard, shows its image and is marked current', {
    tag: '@media',
  }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    const slideshow = gallery(page, 'slideshow');
    const thumbs = slideshow.locator('.sq-gallery__strip button');
    await expect(thumbs).toHaveCount(8);
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    await slideshow.getByRole('button', { name: 'Show image 5' }).click();
    await expect(shownSlide(slideshow)).toHaveAttribute('alt', (await altOf(slideshow, 5)) ?? '');
    await expect(thumbs.nth(4)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.first()).not.toHaveAttribute('aria-current', 'true');
    await slideshow.getByRole('button', { name: 'Show image 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(shownSlide(slideshow)).toHaveAttribute('alt', (await altOf(slideshow, 3)) ?? '');
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('autoplay moves on each period, pauses under the pointer, with focus inside and by its Pause button', async ({
    page,
  }) => {
    // The installed clock runs in real time while the page loads, however slowly, and is then
    // paused: from there on page time moves only when the test says so. Each period is checked
    // against the image shown once it was paused.
    await page.clock.install({ time: new Date('2026-11-20T10:00:00Z') });
    await open(page);
    const slideshow = gallery(page, 'slideshow');
    const pause = slideshow.getByRole('button', { name: 'Pause' });
    await expect(pause).toBeVisible();
    await page.clock.pauseAt(new Date('2026-11-20T11:00:00Z'));
    await expect(slideshow.locator('.sq-gallery__status')).toHaveAttribute('aria-live', 'off');
    const [first, count] = await slideshow
      .locator('.sq-gallery__item')
      .evaluateAll((items) => [
        items.findIndex((item) => item.hasAttribute('data-active')),
        items.length,
      ]);
    // The image `moves` periods after the first, round the end as autoplay goes.
    const shows = async (moves: number) =>
      expect(shownSlide(slideshow)).toHaveAttribute(
        'alt',
        (await altOf(slideshow, ((first + moves) % count) + 1)) ?? '',
      );
    await shows(0);
    await page.clock.runFor(3000);
    await shows(1);

    // Under the pointer, nothing moves; once it leaves, the images move on again.
    await slideshow.locator('.sq-gallery__items').hover();
    await page.clock.runFor(9000);
    await shows(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await shows(2);

    // Focus inside pauses it too.
    await slideshow.focus();
    await page.clock.runFor(9000);
    await shows(2);
    await page.locator('h1').click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await shows(3);

    // Pause stops it for good, until Play.
    await pause.click();
    await page.mouse.move(0, 0);
    const play = slideshow.getByRole('button', { name: 'Play' });
    await expect(play).toBeVisible();
    await page.clock.runFor(12000);
    await shows(3);
    await play.click();
    await page.mouse.move(0, 0);
    await expect(slideshow.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(3000);
    await shows(4);
  });

  test('autoplay never runs when the visitor prefers reduced motion', { tag: '@media' }, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await open(page);
    const slideshow = gallery(page, 'slideshow');
    await page.clock.runFor(30000);
    await expect(shownSlide(slideshow)).toHaveAttribute('alt', (await altOf(slideshow, 1)) ?? '');
    await expect(slideshow.locator('.sq-gallery__play')).toBeHidden();
  });
});

test.describe('slider', () => {
  /** How far image `n`'s centre is from the slider's centre, in px. */
  const offCentre = (slider: Locator, n: number) =>
    slider.evaluate((host, at) => {
      const list = host.querySelector('.sq-gallery__items') as HTMLElement;
      const item = list.children[at - 1] as HTMLElement;
      const box = list.getBoundingClientRect();
      const itemBox = item.getBoundingClientRect();
      return Math.abs(itemBox.left + itemBox.width / 2 - (box.left + box.width / 2));
    }, n);

  test('Next and Previous, the arrows on the focused strip and a swipe of the strip move one image to the centre', {
    tag: '@media',
  }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    const slider = gallery(page, 'slider');
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => offCentre(slider, 2)).toBeLessThan(2);
    await slider.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => offCentre(slider, 3)).toBeLessThan(2);
    await slider.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect.poll(() => offCentre(slider, 2)).toBeLessThan(2);
    await expect(slider.locator('.sq-gallery__status')).toHaveText('Image 2 of 8');

    const list = slider.locator('.sq-gallery__items');
    await list.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => offCentre(slider, 3)).toBeLessThan(2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => list.evaluate((l) => l.scrollLeft)).toBe(0);

    // The visitor's own scroll snaps an image to the centre, and Next goes on from it.
    await list.evaluate((l) => {
      const item = l.children[4] as HTMLElement;
      l.scrollBy({ left: item.offsetLeft - l.scrollLeft - 30 });
    });
    await expect.poll(() => offCentre(slider, 5)).toBeLessThan(2);
    await slider.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => offCentre(slider, 6)).toBeLessThan(2);
  });
});

test('slideshow and slider: the image after the next one is loaded before it shows; images further on stay lazy', {
  tag: '@media',
}, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  for (const design of ['slideshow', 'slider']) {
    const carousel = gallery(page, design);
    const image = (n: number) => carousel.locator('img.sq-gallery__image').nth(n - 1);
    await carousel.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(carousel.locator('.sq-gallery__status')).toHaveText('Image 2 of 8');
    // Loaded whatever the engine's lazy-load margin: the gallery asked for it.
    await expect(image(3)).toHaveAttribute('loading', 'eager');
    await expect(image(3)).toHaveJSProperty('complete', true);
    for (const n of [5, 6, 7]) await expect(image(n)).toHaveAttribute('loading', 'lazy');
  }
});

test.describe('grid and its lightbox', () => {
  test('a pressed image opens the light lightbox at it; its buttons, the arrows and a swipe move; Escape closes and focus returns', async ({
    page,
  }) => {
    await open(page);
    const grid = gallery(page, 'grid');
    const images = grid.locator('img.sq-gallery__image');
    await expect(images.nth(1)).toHaveAttribute('role', 'button');
    await images.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/sq-gallery-lightbox--light/);
    await expect(dialog.locator('.sq-gallery-lightbox__position')).toHaveText('Image 2 of 8');
    const large = dialog.locator('img');
    await expect(large).toHaveAttribute('sizes', '100vw');
    await expect(large).toHaveAttribute(
      'srcset',
      (await images.nth(1).getAttribute('srcset')) ?? '',
    );
    await expect(large).toHaveAttribute('alt', (await images.nth(1).getAttribute('alt')) ?? '');

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.locator('.sq-gallery-lightbox__position')).toHaveText('Image 3 of 8');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.sq-gallery-lightbox__position')).toHaveText('Image 4 of 8');
    await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.locator('.sq-gallery-lightbox__position')).toHaveText('Image 2 of 8');

    // A swipe to the left shows the next image, to the right the previous one.
    const swipe = (from: number, to: number) =>
      dialog.locator('figure').evaluate(
        (figure, { x0, x1 }) => {
          const at = (type: string, x: number) =>
            figure.dispatchEvent(
              new PointerEvent(type, {
                bubbles: true,
                pointerId: 7,
                pointerType: 'touch',
                isPrimary: true,
                clientX: x,
                clientY: 200,
              }),
            );
          at('pointerdown', x0);
          at('pointermove', (x0 + x1) / 2);
          at('pointerup', x1);
        },
        { x0: from, x1: to },
      );
    await swipe(300, 100);
    await expect(dialog.locator('.sq-gallery-lightbox__position')).toHaveText('Image 3 of 8');
    await swipe(100, 300);
    await swipe(100, 300);
    await expect(dialog.locator('.sq-gallery-lightbox__position')).toHaveText('Image 1 of 8');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(images.nth(1)).toBeFocused();
  });

  test('by keyboard: Enter or Space on an image opens it, Close and a press on the backdrop close it', async ({
    page,
  }) => {
    await open(page);
    const images = gallery(page, 'grid').locator('img.sq-gallery__image');
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await images.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.sq-gallery-lightbox__position')).toHaveText('Image 3 of 8');
    await dialog.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(images.nth(2)).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(images.nth(3)).toBeFocused();
    await page.keyboard.press(' ');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.sq-gallery-lightbox__position')).toHaveText('Image 4 of 8');
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(images.nth(3)).toBeFocused();
  });
});

test('stacked: each title shows over its image while pointed at', async ({ page }) => {
  await open(page);
  const stacked = gallery(page, 'stacked');
  const meta = stacked.locator('.sq-gallery__meta').first();
  await expect(meta).toHaveCSS('opacity', '0');
  await stacked.locator('.sq-gallery__figure').first().hover();
  await expect(meta).toHaveCSS('opacity', '1');
  await expect(stacked.locator('.sq-gallery__item')).toHaveCount(4);
});

// The Layout Instability API (layout-shift entries) is Chromium's alone.
test('nothing moves: the layout shift total is 0 once every image has loaded', {
  tag: '@chromium-only',
}, async ({ page }) => {
  await open(page);
  await loadEveryImage(page);
  // Buffered entries come to the observer's callback, in a task of their own: two frames later
  // every shift since the navigation has been heard.
  const total = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            sum += (entry as PerformanceEntry & { value: number }).value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const entry of observer.takeRecords()) {
              sum += (entry as PerformanceEntry & { value: number }).value;
            }
            observer.disconnect();
            resolve(sum);
          }),
        );
      }),
  );
  expect(total).toBe(0);
});

test('at a 390 px phone, no image is asked for at 1500w or 2500w, the lightbox’s included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/content/images/')) requested.push(request.url());
  });
  await open(page);
  await loadEveryImage(page);
  await gallery(page, 'grid').locator('img.sq-gallery__image').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole('dialog')
        .locator('img')
        .evaluate((i) => (i as HTMLImageElement).complete),
    )
    .toBe(true);
  expect(requested.length).toBeGreaterThan(8);
  expect(requested.filter((url) => /format=(1500|2500)w/.test(url))).toEqual([]);
});

test('at 320 px nothing is wider than the screen, the lightbox included, and no serious axe violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await overflow()).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page)).toEqual([]);
  await gallery(page, 'grid').locator('img.sq-gallery__image').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(320);
  const box = await page.getByRole('dialog').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a site’s localizedStrings rename the gallery’s buttons and what it says', {
  tag: '@media',
}, async ({ page }) => {
  await page.route('**/demo-pages/gallery.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '"localizedStrings": {}',
      '"localizedStrings": { "galleryNextText": "Suivant", "galleryPositionText": "Photo {n} sur {count}" }',
    );
    await route.fulfill({ response, body });
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  const slideshow = gallery(page, 'slideshow');
  await slideshow.getByRole('button', { name: 'Suivant' }).click();
  await expect(slideshow.locator('.sq-gallery__status')).toHaveText('Photo 2 sur 8');
  await expect(slideshow.getByRole('button', { name: 'Previous', exact: true })).toBeVisible();
});

test('in a dark colour scheme, the galleries and the lightbox have no serious axe violation', {
  tag: '@media',
}, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await open(page);
  expect(await seriousViolations(page)).toEqual([]);
  await gallery(page, 'grid').locator('img.sq-gallery__image').nth(4).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
