import type { ActiveAlignment } from '../../src/content/gallery-settings';
import { setAttributeUntil, type Undo } from '../shared/define/undo';
import type { Carousel } from './carousel';
import type { GalleryParts } from './parts';
import { onScrollEndUntil } from './scroll-end';

/**
 * A slider is the list itself scrolling sideways, snapping each image to the active alignment
 * (the CSS: scroll-snap-align start, center or end for left, center, right). The image shown is
 * the one nearest its snap position; showing one scrolls the list to it (smoothly, unless the
 * visitor prefers reduced motion). The list takes focus (tabindex 0): a scroll box must be
 * reachable by keyboard, and the arrows on it move one image at a time.
 */
export function bindSlider(parts: GalleryParts, alignment: ActiveAlignment, undo: Undo): Carousel {
  const { list, items } = parts;
  const win = list.ownerDocument.defaultView;
  setAttributeUntil(list, 'tabindex', '0', undo);

  /** Where the list's scroll puts item `at` at its snap position (the CSS positions the list, so
   * an item's offset is from the list's start, whatever the scroll). */
  const target = (at: number) => {
    const item = items[at]?.item;
    if (!item) return 0;
    const start = item.offsetLeft;
    const offset =
      alignment === 'left'
        ? 0
        : alignment === 'right'
          ? list.clientWidth - item.offsetWidth
          : (list.clientWidth - item.offsetWidth) / 2;
    const max = Math.max(0, list.scrollWidth - list.clientWidth);
    return Math.min(max, Math.max(0, start - offset));
  };
  const nearest = () => {
    let best = 0;
    for (let at = 1; at < items.length; at++) {
      if (Math.abs(target(at) - list.scrollLeft) < Math.abs(target(best) - list.scrollLeft)) {
        best = at;
      }
    }
    return best;
  };

  // The index shown: set by show() at once (a second press during the smooth scroll goes on from
  // it), and read back from the scroll once any scroll, the visitor's own included, has ended.
  let index = 0;
  onScrollEndUntil(list, () => (index = nearest()), undo);

  return {
    count: items.length,
    current: () => index,
    // The slides any part of which lies within one view width either side of the view at `at`.
    near(at) {
      const width = list.clientWidth;
      const from = target(at) - width;
      const to = target(at) + 2 * width;
      return items.flatMap(({ item }, i) =>
        item.offsetLeft + item.offsetWidth > from && item.offsetLeft < to ? [i] : [],
      );
    },
    show(next) {
      index = next;
      const reduced = win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      list.scrollTo({ left: target(next), behavior: reduced ? 'auto' : 'smooth' });
    },
  };
}
