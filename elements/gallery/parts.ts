import { ElementMarkupError } from '../shared/define/attributes';
import { child } from '../shared/define/light-markup';

/** One image of the gallery's server markup: its list item, figure and image. */
export interface GalleryItem {
  item: HTMLElement;
  figure: HTMLElement;
  image: HTMLImageElement;
}

export interface GalleryParts {
  list: HTMLElement;
  items: GalleryItem[];
}

/**
 * The gallery's server markup, which a page's template and the demo pages write: the host's list
 * `.sq-gallery__items`, and in it each `.sq-gallery__item` holding a `.sq-gallery__figure` with its
 * `img.sq-gallery__image` (lazy, with its srcset and sizes) and, when the image has a title or a
 * description, its caption `.sq-gallery__meta`. Parts are found among direct children only. A
 * gallery with no figure holding an image has nothing to show: that is bad markup
 * (ElementMarkupError), and the element keeps it inert.
 */
export function galleryParts(host: HTMLElement): GalleryParts {
  const list = child(host, '.sq-gallery__items');
  const items: GalleryItem[] = [];
  for (const item of list?.children ?? []) {
    if (!item.matches('.sq-gallery__item')) continue;
    const figure = child(item, '.sq-gallery__figure');
    const image = figure && child(figure, 'img.sq-gallery__image');
    if (figure && image) {
      items.push({ item: item as HTMLElement, figure, image: image as HTMLImageElement });
    }
  }
  if (!list || items.length === 0) {
    throw new ElementMarkupError(
      '<sq-gallery>: no image to show: expected a list .sq-gallery__items of .sq-gallery__item, each with a .sq-gallery__figure holding an img.sq-gallery__image',
    );
  }
  return { list, items };
}
