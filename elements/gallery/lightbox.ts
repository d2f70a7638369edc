import type { LightboxTheme } from '../../src/content/gallery-settings';
import { interpolate } from '../../src/i18n/interpolate';
import { setText } from '../shared/define/light-markup';
import type { Undo } from '../shared/define/undo';
import { buildDialog, openModal } from '../shared/dialogs/native-dialog';
import type { GalleryItem } from './parts';
import type { GalleryStrings } from './strings';

/** A horizontal move of this many px or more, more sideways than up or down, is a swipe. */
const SWIPE_PX = 40;

/**
 * The lightbox: a native modal <dialog> (native-dialog.ts) in the dark or light theme, built on its
 * first opening and kept for the next ones, showing one image large (the image's own srcset, sized
 * to the whole screen: `sizes="100vw"`) with its title, its position "Image {n} of {count}",
 * Previous, Next and Close. The arrows and a sideways swipe (pointer events, so a touch screen and
 * a pen alike) move round the images; Escape, Close or a press on the backdrop closes it, and focus
 * goes back to the image that opened it. Returns what opens it at an image.
 *
 * A module of its own, fetched on demand by lightbox-triggers.ts: a gallery page works without it.
 */
export function lightbox(
  doc: Document,
  items: readonly GalleryItem[],
  options: { theme: LightboxTheme; strings: GalleryStrings; opened: (open: boolean) => void },
  undo: Undo,
): (index: number, opener: HTMLElement) => void {
  const { strings } = options;
  let built: { dialog: HTMLDialogElement; show: (index: number) => void } | null = null;
  let index = 0;
  let opener: HTMLElement | null = null;

  const build = () => {
    const { dialog, close, part } = buildDialog(doc, {
      block: 'sq-gallery-lightbox',
      modifiers: [`sq-gallery-lightbox--${options.theme}`],
      label: strings.galleryLightboxLabel,
      closeText: strings.galleryCloseText,
    });
    const bar = part('div', 'bar');
    const position = part('p', 'position');
    position.setAttribute('aria-live', 'polite');
    bar.append(position, close);
    const figure = part('figure', 'figure');
    const image = part('img', 'image');
    image.decoding = 'async';
    const caption = part('figcaption', 'caption');
    figure.append(image, caption);
    const nav = part('div', 'nav');
    const previous = part('button', 'previous');
    const next = part('button', 'next');
    previous.type = next.type = 'button';
    previous.textContent = strings.galleryPreviousText;
    next.textContent = strings.galleryNextText;
    nav.append(previous, next);
    dialog.append(bar, figure, nav);
    doc.body.append(dialog);

    const show = (at: number) => {
      index = at;
      const source = items[at]?.image;
      if (!source) return;
      // The large image is the markup's own, at the screen's width: the same srcset widths.
      image.removeAttribute('srcset');
      image.sizes = '100vw';
      const srcset = source.getAttribute('srcset');
      if (srcset) image.setAttribute('srcset', srcset);
      image.src = source.getAttribute('src') ?? '';
      image.alt = source.alt;
      for (const name of ['width', 'height']) {
        const value = source.getAttribute(name);
        if (value) image.setAttribute(name, value);
        else image.removeAttribute(name);
      }
      const title = items[at]?.figure.querySelector('.sq-gallery__title')?.textContent ?? '';
      setText(caption, title.trim());
      caption.hidden = !caption.textContent;
      setText(
        position,
        interpolate(strings.galleryPositionText, { n: at + 1, count: items.length }),
      );
    };
    const move = (step: number) =>
      show((((index + step) % items.length) + items.length) % items.length);
    previous.addEventListener('click', () => move(-1));
    next.addEventListener('click', () => move(1));
    dialog.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        move(event.key === 'ArrowLeft' ? -1 : 1);
      }
    });
    let swipe: { id: number; x: number; y: number } | null = null;
    figure.addEventListener('pointerdown', (event) => {
      swipe = { id: event.pointerId, x: event.clientX, y: event.clientY };
    });
    figure.addEventListener('pointercancel', () => (swipe = null));
    figure.addEventListener('pointerup', (event) => {
      const start = swipe;
      swipe = null;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
    });
    undo.push(() => {
      if (dialog.open) dialog.close();
      dialog.remove();
    });
    return { dialog, show };
  };

  const closed = () => {
    options.opened(false);
    const back = opener;
    opener = null;
    if (back?.isConnected) back.focus();
  };

  return (at, from) => {
    built ??= build();
    if (built.dialog.open) return;
    opener = from;
    built.show(at);
    openModal(built.dialog, { onClose: closed });
    options.opened(true);
  };
}
