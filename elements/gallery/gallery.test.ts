// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRuntime } from '../../src/runtime/runtime';
import { eventually } from '../../tests/helpers/eventually';
import { bindGallery } from './gallery';
import { registerGallery } from './register';
import { SCROLL_SETTLE_MS } from './scroll-end';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

const SRCSET = (name: string) =>
  [100, 300, 500, 750, 1000, 1500, 2500]
    .map((w) => `/content/images/${name}?format=${w}w ${w}w`)
    .join(',');

/** The server markup of a gallery of `count` images, with `attributes` on the host. */
function markup(attributes: string, count = 3, listStyle = '--sq-gallery-ratio:1'): string {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<li class="sq-gallery__item"><figure class="sq-gallery__figure"><img class="sq-gallery__image" src="/content/images/p${i + 1}.jpg?format=750w" srcset="${SRCSET(`p${i + 1}.jpg`)}" sizes="100vw" width="2500" height="1667" alt="Photo ${i + 1}" loading="lazy" decoding="async" style="object-position:30% 60%"><figcaption class="sq-gallery__meta"><span class="sq-gallery__title">Title ${i + 1}</span></figcaption></figure></li>`,
  ).join('');
  return `<sq-gallery ${attributes} aria-label="Photos"><ul class="sq-gallery__items" style="${listStyle}">${items}</ul></sq-gallery>`;
}

async function page(html: string): Promise<HTMLElement> {
  document.body.innerHTML = html;
  await tick();
  const host = document.querySelector<HTMLElement>('sq-gallery');
  if (!host) throw new Error('no gallery');
  return host;
}

const key = (target: Element, name: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
  );
const active = (host: HTMLElement) =>
  Array.from(host.querySelectorAll('.sq-gallery__item')).findIndex((item) =>
    item.hasAttribute('data-active'),
  ) + 1;
const status = (host: HTMLElement) => host.querySelector('.sq-gallery__status')?.textContent;
const button = (root: ParentNode, text: string) => {
  const found = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};

/** The lightbox, once open: its module comes on demand, so a press opens it a moment later. */
const openLightbox = () =>
  eventually(() => {
    const dialog = document.querySelector('dialog');
    if (!dialog?.open) throw new Error('no open lightbox yet');
    return dialog;
  });

beforeAll(() => registerGallery(document, getRuntime()));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<sq-gallery> slideshow', () => {
  it('is a focusable carousel region whose arrows and buttons move round the images, said politely', async () => {
    const host = await page(markup('design="slideshow" controls'));
    expect(host.hasAttribute('data-hydrated')).toBe(true);
    expect(host.getAttribute('role')).toBe('region');
    expect(host.getAttribute('aria-roledescription')).toBe('carousel');
    expect(host.tabIndex).toBe(0);
    expect(active(host)).toBe(1);
    key(host, 'ArrowRight');
    expect(active(host)).toBe(2);
    expect(status(host)).toBe('Image 2 of 3');
    expect(host.querySelector('.sq-gallery__status')?.getAttribute('aria-live')).toBe('polite');
    key(host, 'ArrowLeft');
    key(host, 'ArrowLeft');
    expect(active(host)).toBe(3);
    button(host, 'Next').click();
    expect(active(host)).toBe(1);
    button(host, 'Previous').click();
    expect(status(host)).toBe('Image 3 of 3');
  });

  it('has no Previous or Next without controls, and the arrows still work', async () => {
    const host = await page(markup('design="slideshow"'));
    expect(host.querySelector('.sq-gallery__next')).toBeNull();
    key(host, 'ArrowRight');
    expect(active(host)).toBe(2);
  });

  it('shows a strip of thumbnails at the set height; pressing one shows its image and marks it current', async () => {
    const host = await page(markup('design="slideshow" thumbnails thumbnail-strip-height="64"'));
    const thumbs = Array.from(
      host.querySelectorAll<HTMLButtonElement>('.sq-gallery__strip button'),
    );
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Show image 1',
      'Show image 2',
      'Show image 3',
    ]);
    expect(host.querySelector<HTMLElement>('.sq-gallery__strip')?.style.height).toBe('64px');
    expect(thumbs[0]?.getAttribute('aria-current')).toBe('true');
    // The thumbnail asks for the smallest width: its srcset is the image's, sized to the strip.
    expect(thumbs[0]?.querySelector('img')?.getAttribute('srcset')).toBe(SRCSET('p1.jpg'));
    expect(thumbs[0]?.querySelector('img')?.getAttribute('sizes')).toBe('64px');
    thumbs[2]?.click();
    expect(active(host)).toBe(3);
    expect(thumbs[2]?.getAttribute('aria-current')).toBe('true');
    expect(thumbs[0]?.hasAttribute('aria-current')).toBe(false);
    expect(status(host)).toBe('Image 3 of 3');
  });
});

describe('<sq-gallery> autoplay', () => {
  const fakeTimers = () =>
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });

  it('moves on every period, keeps quiet meanwhile, and pauses under the pointer and with focus inside', async () => {
    fakeTimers();
    const host = await page(markup('design="slideshow" autoplay autoplay-duration="2"'));
    expect(host.querySelector('.sq-gallery__status')?.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(2000);
    expect(active(host)).toBe(2);
    host.dispatchEvent(new PointerEvent('pointerenter'));
    vi.advanceTimersByTime(10_000);
    expect(active(host)).toBe(2);
    host.dispatchEvent(new PointerEvent('pointerleave'));
    vi.advanceTimersByTime(2000);
    expect(active(host)).toBe(3);
    host.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(10_000);
    expect(active(host)).toBe(3);
    expect(host.querySelector('.sq-gallery__status')?.getAttribute('aria-live')).toBe('polite');
  });

  it('stops at Pause, whose button then reads Play, and goes on at Play', async () => {
    fakeTimers();
    const host = await page(markup('design="slideshow" autoplay autoplay-duration="2"'));
    button(host, 'Pause').click();
    vi.advanceTimersByTime(10_000);
    expect(active(host)).toBe(1);
    button(host, 'Play').click();
    vi.advanceTimersByTime(2000);
    expect(active(host)).toBe(2);
  });

  it('focus arriving on Pause (as a press starts, in WebKit) leaves its text node in place', async () => {
    fakeTimers();
    const host = await page(markup('design="slideshow" autoplay autoplay-duration="2"'));
    const pause = button(host, 'Pause');
    const text = pause?.firstChild;
    pause?.focus();
    pause?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(pause?.firstChild).toBe(text);
    pause?.click();
    expect(button(host, 'Play')).toBe(pause);
  });

  it('never runs when the visitor prefers reduced motion, and hides its button', async () => {
    fakeTimers();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const host = await page(markup('design="slideshow" autoplay autoplay-duration="1"'));
    vi.advanceTimersByTime(30_000);
    expect(active(host)).toBe(1);
    expect(host.querySelector<HTMLButtonElement>('.sq-gallery__play')?.hidden).toBe(true);
  });

  it('stops when the gallery leaves the page, which gets its server markup back as it was', async () => {
    fakeTimers();
    document.body.innerHTML = markup('design="slideshow" autoplay controls thumbnails');
    const host = document.querySelector('sq-gallery') as HTMLElement;
    const server = host.innerHTML;
    await tick();
    expect(host.querySelector('.sq-gallery__play')).not.toBeNull();
    host.remove();
    expect(host.innerHTML).toBe(server);
    expect(host.hasAttribute('role')).toBe(false);
    const interval = vi.spyOn(window, 'setInterval');
    vi.advanceTimersByTime(30_000);
    expect(interval).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not apply to a grid', async () => {
    const host = await page(markup('design="grid" autoplay'));
    expect(host.querySelector('.sq-gallery__play')).toBeNull();
  });
});

describe('<sq-gallery> lightbox', () => {
  it('opens at a pressed image in its theme, moves with its buttons and arrows, and gives focus back on closing', async () => {
    const host = await page(markup('design="grid" lightbox lightboxTheme="light"'));
    const images = Array.from(host.querySelectorAll<HTMLImageElement>('img.sq-gallery__image'));
    expect(images[1]?.getAttribute('role')).toBe('button');
    expect(images[1]?.tabIndex).toBe(0);
    expect(document.querySelector('dialog')).toBeNull();
    images[1]?.focus();
    images[1]?.click();
    const dialog = await openLightbox();
    expect(dialog.classList.contains('sq-gallery-lightbox--light')).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Image viewer');
    const large = dialog.querySelector('img') as HTMLImageElement;
    expect(large.getAttribute('srcset')).toBe(SRCSET('p2.jpg'));
    expect(large.getAttribute('sizes')).toBe('100vw');
    expect(large.alt).toBe('Photo 2');
    expect(dialog.querySelector('.sq-gallery-lightbox__position')?.textContent).toBe(
      'Image 2 of 3',
    );
    expect(dialog.querySelector('figcaption')?.textContent).toBe('Title 2');
    const next = button(dialog, 'Next');
    next.focus();
    next.click();
    key(dialog, 'ArrowRight');
    expect(large.alt).toBe('Photo 1');
    key(dialog, 'ArrowLeft');
    expect(dialog.querySelector('.sq-gallery-lightbox__position')?.textContent).toBe(
      'Image 3 of 3',
    );
    button(dialog, 'Close').click();
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(images[1]);
  });

  it('opens with Enter on an image, once, the dialog built on the first opening only', async () => {
    const host = await page(markup('design="grid" lightbox'));
    const image = host.querySelectorAll('img.sq-gallery__image')[2] as HTMLElement;
    key(image, 'Enter');
    const dialog = await openLightbox();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(dialog.classList.contains('sq-gallery-lightbox--dark')).toBe(true);
    expect(dialog.querySelector('.sq-gallery-lightbox__position')?.textContent).toBe(
      'Image 3 of 3',
    );
    dialog.close();
    key(image, ' ');
    expect(await openLightbox()).toBe(dialog);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('leaves the images alone without lightbox', async () => {
    const host = await page(markup('design="grid"'));
    const image = host.querySelector('img.sq-gallery__image') as HTMLElement;
    expect(image.hasAttribute('role')).toBe(false);
    image.click();
    await tick();
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('<sq-gallery> markup and settings', () => {
  it('says settings out of range in one console error and works on with the clamped values', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = await page(markup('design="slideshow" autoplay autoplay-duration="30"'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('autoplay-duration');
    expect(host.hasAttribute('data-hydrated')).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(active(host)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(active(host)).toBe(2);
    // Bound again (a setting changed), the same problem is not said again.
    host.setAttribute('controls', '');
    await tick();
    expect(host.querySelector('.sq-gallery__next')).not.toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('without any figure, stays inert and says why once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = await page(
      '<sq-gallery design="slideshow" controls><ul class="sq-gallery__items"><li class="sq-gallery__item">No photographs yet.</li></ul></sq-gallery>',
    );
    expect(host.inert).toBe(true);
    expect(host.hasAttribute('data-hydrated')).toBe(false);
    expect(host.querySelector('button')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('no image to show');
  });

  it('completes a list written without its layout and an image without sizes, never the srcset', async () => {
    document.body.innerHTML = markup('design="grid" thumbnails-per-row="2" padding="8"', 2, '');
    document.querySelector('img')?.removeAttribute('sizes');
    await tick();
    const list = document.querySelector<HTMLElement>('.sq-gallery__items');
    expect(list?.style.getPropertyValue('--sq-gallery-per-row')).toBe('2');
    expect(list?.style.getPropertyValue('--sq-gallery-padding')).toBe('8px');
    expect(list?.style.getPropertyValue('--sq-gallery-ratio')).toBe('1');
    const images = document.querySelectorAll('img');
    expect(images[0]?.getAttribute('sizes')).toBe('(min-width: 1200px) 600px, 50vw');
    expect(images[0]?.getAttribute('srcset')).toBe(SRCSET('p1.jpg'));
    expect(images[1]?.getAttribute('sizes')).toBe('100vw');
  });

  it('a slider is a focusable scroll box in a carousel region', async () => {
    const host = await page(markup('design="slider" controls'));
    expect(host.getAttribute('aria-roledescription')).toBe('carousel');
    expect(host.querySelector<HTMLElement>('.sq-gallery__items')?.tabIndex).toBe(0);
    expect(host.querySelector('.sq-gallery__next')?.textContent).toBe('Next');
  });

  it('loads the images around the one shown eagerly, the others lazily, in a slideshow and a slider', async () => {
    const lazy = (host: HTMLElement) =>
      Array.from(host.querySelectorAll('img.sq-gallery__image'), (image) =>
        image.getAttribute('loading') === 'lazy' ? 'lazy' : 'eager',
      );
    for (const design of ['slideshow', 'slider']) {
      const host = await page(markup(`design="${design}" controls`, 6));
      // The one shown, the next and, round, the previous: the last.
      expect(lazy(host)).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy', 'eager']);
      button(host, 'Next').click();
      expect(lazy(host)).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'eager']);
      key(host, 'ArrowRight');
      expect(lazy(host)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'eager']);
    }
  });

  /** A slider of 12 laid out as a browser would: slides 40 px wide, 10 px apart, a 100 px view. */
  const laidOutSlider = async () => {
    const host = await page(markup('design="slider" controls', 12));
    const list = host.querySelector('.sq-gallery__items') as HTMLElement;
    const box = (element: HTMLElement, name: string, value: number) =>
      Object.defineProperty(element, name, { configurable: true, get: () => value });
    box(list, 'clientWidth', 100);
    box(list, 'scrollWidth', 590);
    list.scrollTo = () => {};
    Array.from(list.children as HTMLCollectionOf<HTMLElement>).forEach((item, at) => {
      box(item, 'offsetLeft', at * 50);
      box(item, 'offsetWidth', 40);
    });
    return { host, list, box };
  };

  it('a slider loads eagerly every slide within one view width either side of the one shown', async () => {
    const { host, list, box } = await laidOutSlider();
    button(host, 'Next').click();
    button(host, 'Next').click();
    // The 3rd centred is a scroll of 70 px: from -30 to 270 px is within a view width of its view;
    // the last is the first's previous.
    const eager = () =>
      Array.from(host.querySelectorAll('img.sq-gallery__image'), (image, at) =>
        image.getAttribute('loading') === 'eager' ? at + 1 : 0,
      ).filter(Boolean);
    expect(eager()).toEqual([1, 2, 3, 4, 5, 6, 12]);
    // The visitor's own scroll settles with the 7th centred: up to the 10th loads. This engine
    // (like Safari before 26.2) has no scrollend: the end is a scroll followed by a still moment.
    box(list, 'scrollLeft', 270);
    list.dispatchEvent(new Event('scroll'));
    expect(eager()).toEqual([1, 2, 3, 4, 5, 6, 12]);
    // Awaited, not timed: how soon the still moment is seen depends on how busy the machine is.
    await eventually(() => expect(eager()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]));
  });

  it('without scrollend, a smooth scroll whose next frame still moves it has not ended', async () => {
    const { host, list } = await laidOutSlider();
    const eager = (at: number) =>
      host.querySelectorAll('img.sq-gallery__image')[at]?.getAttribute('loading') === 'eager';
    // A busy phone: the still moment has passed, but the scroll moves on by the next frame.
    let left = 255;
    let moving = true;
    Object.defineProperty(list, 'scrollLeft', {
      configurable: true,
      get: () => {
        if (moving) left += 5;
        return left;
      },
    });
    list.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, SCROLL_SETTLE_MS + 100));
    expect(eager(9)).toBe(false);
    // Its scroll event starts the wait again; the position holds: it has ended.
    moving = false;
    left = 270;
    list.dispatchEvent(new Event('scroll'));
    await eventually(() => expect(eager(9)).toBe(true));
  });

  it('where the engine fires scrollend, a scroll counts as ended on it, not on a pause', async () => {
    const proto = window.HTMLElement.prototype;
    Object.defineProperty(proto, 'onscrollend', {
      configurable: true,
      writable: true,
      value: null,
    });
    try {
      const { host, list, box } = await laidOutSlider();
      const eager = (at: number) =>
        host.querySelectorAll('img.sq-gallery__image')[at]?.getAttribute('loading') === 'eager';
      box(list, 'scrollLeft', 270);
      list.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, SCROLL_SETTLE_MS + 50));
      expect(eager(9)).toBe(false);
      list.dispatchEvent(new Event('scrollend'));
      expect(eager(9)).toBe(true);
    } finally {
      delete (proto as { onscrollend?: unknown }).onscrollend;
    }
  });

  it('a stacked gallery is left as the server wrote it', async () => {
    document.body.innerHTML = markup('design="stacked" show-meta-on-hover');
    const server = document.body.innerHTML;
    await tick();
    const host = document.querySelector('sq-gallery') as HTMLElement;
    host.removeAttribute('data-hydrated');
    expect(document.body.innerHTML).toBe(server);
  });

  it('takes its texts from the site’s localizedStrings', async () => {
    document.body.innerHTML = markup('design="slideshow" controls');
    const host = document.querySelector('sq-gallery') as HTMLElement;
    const runtime = {
      context: {
        localizedStrings: {
          galleryNextText: 'Suivant',
          galleryPositionText: 'Photo {n} sur {count}',
        },
      },
    } as never;
    bindGallery(host, runtime, { design: 'slideshow', controls: '' });
    button(host, 'Suivant').click();
    expect(status(host)).toBe('Photo 2 sur 3');
    expect(button(host, 'Previous')).toBeDefined();
  });
});
