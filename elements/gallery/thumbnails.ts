import { interpolate } from '../../src/i18n/interpolate';
import { listenUntil, removeWhenUndone, type Undo } from '../shared/define/undo';
import type { GalleryParts } from './parts';
import type { GalleryStrings } from './strings';

/**
 * A slideshow's thumbnail strip, below the images in the space the CSS reserved for it: a button
 * per image, named "Show image {n}", showing that image small (its own srcset, sized to the
 * strip's height so the smallest width serves), `aria-current` on the one shown. Pressing one
 * shows its image.
 */
export function bindThumbnailStrip(
  host: HTMLElement,
  parts: GalleryParts,
  options: { height: number; margin: number; strings: GalleryStrings },
  select: (index: number) => void,
  undo: Undo,
): { update(index: number): void } {
  const doc = host.ownerDocument;
  const strip = doc.createElement('div');
  strip.className = 'sq-gallery__strip';
  strip.style.height = `${options.height}px`;
  strip.style.marginTop = `${options.margin}px`;
  const buttons = parts.items.map(({ image }, index) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'sq-gallery__thumb';
    button.setAttribute(
      'aria-label',
      interpolate(options.strings.galleryThumbnailText, { n: index + 1 }),
    );
    const thumb = doc.createElement('img');
    thumb.alt = '';
    thumb.loading = 'lazy';
    thumb.decoding = 'async';
    const srcset = image.getAttribute('srcset');
    if (srcset) {
      thumb.setAttribute('srcset', srcset);
      thumb.setAttribute('sizes', `${Math.max(options.height, 1)}px`);
    }
    thumb.src = image.getAttribute('src') ?? '';
    thumb.style.objectPosition = image.style.objectPosition;
    button.append(thumb);
    strip.append(button);
    return button;
  });
  listenUntil(
    strip,
    'click',
    (event) => {
      const button = (event.target as Element).closest('.sq-gallery__thumb');
      const index = buttons.indexOf(button as HTMLButtonElement);
      if (index >= 0) select(index);
    },
    undo,
  );
  host.append(strip);
  removeWhenUndone(strip, undo);
  const update = (index: number) => {
    buttons.forEach((button, at) => {
      if (at === index) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
  };
  update(0);
  return { update };
}
