import { setAttributeUntil, type Undo } from '../shared/define/undo';
import type { Carousel } from './carousel';
import type { GalleryParts } from './parts';

/**
 * A slideshow shows one image at a time: the item carrying `data-active` (the CSS shows only it,
 * and the first item before the script, so nothing moves at hydration). The host takes focus
 * (tabindex 0), so the arrows reach it without a mouse even with no button on the page.
 */
export function bindSlideshow(host: HTMLElement, parts: GalleryParts, undo: Undo): Carousel {
  const { items } = parts;
  let index = 0;
  items[0]?.item.setAttribute('data-active', '');
  undo.push(() => {
    for (const { item } of items) item.removeAttribute('data-active');
  });
  setAttributeUntil(host, 'tabindex', '0', undo);
  return {
    count: items.length,
    current: () => index,
    show(next) {
      if (next === index) return;
      items[index]?.item.removeAttribute('data-active');
      items[next]?.item.setAttribute('data-active', '');
      index = next;
    },
  };
}
