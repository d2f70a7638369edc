import { setAttributeUntil, type Undo } from '../shared/define/undo';
import type { Carousel } from './carousel';
import type { GalleryParts } from './parts';
import { onScrollEndUntil } from './scroll-end';

/**
 * A carousel's next images are ready before they show. The server marks every image
 * `loading="lazy"`, and an engine loads a lazy image only once it comes near the viewport, by a
 * margin of its own (Chromium's is wide; Firefox waits until a slide scrolls into the slider's
 * view), so a slide moved to could show blank while its image comes. So at the start and at every
 * image shown, that image, the previous and next slides' (round, as the carousel moves) and those
 * the carousel counts near (`Carousel.near`: a slider's, within one view width either side) turn
 * `loading="eager"`, which starts a lazy image's load at once. Every other image keeps the
 * markup's lazy loading, so a long gallery never loads all its images at once. A slider scrolled
 * by the visitor settles on an image of its own: the images around it load then. Returns what
 * readies the images around an index.
 */
export function bindNearbyLoading(
  parts: GalleryParts,
  carousel: Carousel,
  undo: Undo,
): (index: number) => void {
  const { list, items } = parts;
  const { count } = carousel;
  const ready = (index: number) => {
    const near = [
      index,
      (index + 1) % count,
      (index + count - 1) % count,
      ...(carousel.near?.(index) ?? []),
    ];
    for (const at of near) {
      const image = items[at]?.image;
      if (image?.loading === 'lazy') setAttributeUntil(image, 'loading', 'eager', undo);
    }
  };
  ready(carousel.current());
  onScrollEndUntil(list, () => ready(carousel.current()), undo);
  return ready;
}
