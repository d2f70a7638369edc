import { report } from '../../src/page/page';
import { listenUntil, type Undo } from '../shared/define/undo';
import { type OnDemand, onDemand } from '../shared/dialogs/on-demand';
import type * as LightboxModule from './lightbox';
import type { GalleryItem } from './parts';

/**
 * The lightbox (lightbox.ts, with the native dialog it is built with) is a module of its own: a
 * gallery page downloads it when a pointer comes over an image or an image takes focus, and a
 * press opens it once it is there. A failed download is logged; a later press tries again.
 */
const lightboxModule: OnDemand<typeof LightboxModule> = onDemand(
  'gallery lightbox',
  () => import('./lightbox'),
);

/**
 * The lightbox of the gallery's `items` (lightbox.ts, with `options`): made at its first opening,
 * once its module is there, and kept. Its images open it (`bindLightboxTriggers`); once `undo` has
 * run (the gallery unbound), an opening still on its way does nothing.
 */
export function bindLightbox(
  doc: Document,
  list: HTMLElement,
  items: readonly GalleryItem[],
  options: Parameters<typeof LightboxModule.lightbox>[2],
  undo: Undo,
): void {
  let bound = true;
  undo.push(() => {
    bound = false;
  });
  let open: ((index: number, opener: HTMLElement) => void) | null = null;
  bindLightboxTriggers(
    list,
    items,
    (index, opener) => {
      lightboxModule
        .load()
        .then((module) => {
          if (!bound) return;
          open ??= module.lightbox(doc, items, options, undo);
          open(index, opener);
        })
        .catch((error: unknown) => report('the lightbox could not open', error));
    },
    undo,
  );
}

/**
 * Makes each image a button that opens the lightbox at it (a role and a tab stop on the image
 * itself, so nothing is wrapped and nothing moves): a click, Enter or Space. A pointer over an
 * image, or focus on one, fetches the lightbox's module.
 */
function bindLightboxTriggers(
  list: HTMLElement,
  items: readonly GalleryItem[],
  open: (index: number, opener: HTMLElement) => void,
  undo: Undo,
): void {
  for (const { image } of items) {
    const before = ['role', 'tabindex', 'aria-haspopup'].map(
      (name) => [name, image.getAttribute(name)] as const,
    );
    image.setAttribute('role', 'button');
    image.setAttribute('tabindex', '0');
    image.setAttribute('aria-haspopup', 'dialog');
    undo.push(() => {
      for (const [name, value] of before) {
        if (value === null) image.removeAttribute(name);
        else image.setAttribute(name, value);
      }
    });
  }
  /** The image pressed: the image itself, or its caption over it. */
  const indexOf = (target: EventTarget | null) =>
    items.findIndex(
      ({ image, figure }) =>
        target === image ||
        (target instanceof Node && figure.contains(target) && target !== figure),
    );
  listenUntil(
    list,
    'click',
    (event) => {
      const at = indexOf(event.target);
      const item = items[at];
      if (item) open(at, item.image);
    },
    undo,
  );
  listenUntil(
    list,
    'keydown',
    (event) => {
      const key = event as KeyboardEvent;
      if (key.key !== 'Enter' && key.key !== ' ') return;
      const at = indexOf(key.target);
      const item = items[at];
      if (!item) return;
      key.preventDefault();
      open(at, item.image);
    },
    undo,
  );
  const preload = (event: Event) => {
    if (indexOf(event.target) >= 0) lightboxModule.preload();
  };
  listenUntil(list, 'pointerover', preload, undo);
  listenUntil(list, 'focusin', preload, undo);
}
