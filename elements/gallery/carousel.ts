import { interpolate } from '../../src/i18n/interpolate';
import { setText } from '../shared/define/light-markup';
import { listenUntil, removeWhenUndone, setAttributeUntil, type Undo } from '../shared/define/undo';
import type { GalleryStrings } from './strings';

/** A design that shows one image at a time, or scrolls to one: a slideshow or a slider. */
export interface Carousel {
  count: number;
  /** The index of the image shown now. */
  current(): number;
  /** Shows the image at `index`. */
  show(index: number): void;
  /** The indexes of the images near `index` beyond its neighbours, to load before they show. */
  near?(index: number): number[];
}

export interface CarouselControls {
  /** Shows the image at `index` and says so. */
  go(index: number): void;
  /** Moves by `step` images, round from the last to the first and back. */
  move(step: number): void;
  /**
   * Whether the live region speaks: polite, or off while autoplay moves the images (a carousel
   * that talks at every turn drowns the page).
   */
  speak(on: boolean): void;
}

/**
 * What a slideshow and a slider share:
 * - the host is a region with the role description "carousel", named by the markup's
 *   `aria-label` (else the catalogue's gallery label);
 * - Left and Right arrows on it (or anything inside it) move to the previous or next image;
 * - with `controls`, Previous and Next buttons, laid over the images by the CSS;
 * - a live region says "Image {n} of {count}" politely at each move.
 */
export function bindCarouselControls(
  host: HTMLElement,
  carousel: Carousel,
  options: { controls: boolean; strings: GalleryStrings },
  undo: Undo,
): CarouselControls {
  const doc = host.ownerDocument;
  const { strings } = options;
  setAttributeUntil(host, 'role', 'region', undo);
  setAttributeUntil(host, 'aria-roledescription', 'carousel', undo);
  if (!host.getAttribute('aria-label') && !host.hasAttribute('aria-labelledby')) {
    setAttributeUntil(host, 'aria-label', strings.galleryLabel, undo);
  }
  const live = doc.createElement('span');
  live.className = 'sq-visually-hidden sq-gallery__status';
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  host.append(live);
  removeWhenUndone(live, undo);

  const go = (index: number) => {
    carousel.show(index);
    setText(
      live,
      interpolate(strings.galleryPositionText, { n: index + 1, count: carousel.count }),
    );
  };
  const move = (step: number) => {
    const { count } = carousel;
    go((((carousel.current() + step) % count) + count) % count);
  };

  if (options.controls) {
    for (const [name, text, step] of [
      ['previous', strings.galleryPreviousText, -1],
      ['next', strings.galleryNextText, 1],
    ] as const) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = `sq-gallery__${name}`;
      button.textContent = text;
      listenUntil(button, 'click', () => move(step), undo);
      host.append(button);
      removeWhenUndone(button, undo);
    }
  }

  listenUntil(
    host,
    'keydown',
    (event) => {
      const key = event as KeyboardEvent;
      if (key.defaultPrevented || key.altKey || key.ctrlKey || key.metaKey || key.shiftKey) return;
      const step = key.key === 'ArrowLeft' ? -1 : key.key === 'ArrowRight' ? 1 : 0;
      if (!step) return;
      key.preventDefault();
      move(step);
    },
    undo,
  );

  return {
    go,
    move,
    speak: (on) => live.setAttribute('aria-live', on ? 'polite' : 'off'),
  };
}
