import { normaliseGallerySettings } from '../../src/content/gallery-settings';
import type { Runtime } from '../../src/runtime/runtime';
import { type Undo, undoAll } from '../shared/define/undo';
import { type Autoplay, bindAutoplay } from './autoplay';
import { bindCarouselControls, type Carousel, type CarouselControls } from './carousel';
import { rawGalleryOptions } from './gallery-attributes';
import { completeLayout } from './layout';
import { bindLightbox } from './lightbox-triggers';
import { bindNearbyLoading } from './nearby';
import { galleryParts } from './parts';
import { bindSlider } from './slider';
import { bindSlideshow } from './slideshow';
import { galleryStrings } from './strings';
import { bindThumbnailStrip } from './thumbnails';

/**
 * `<sq-gallery>` over its server markup (parts.ts), which it enhances in place and never moves:
 * - its attributes, by the spec's setting names, go through the one settings normaliser
 *   (src/content/gallery-settings.ts); settings not usable as given are said in one console error,
 *   as every element's attributes are (gallery-attributes.ts), and the gallery works on with the
 *   clamped or default values;
 * - every design is laid out by the CSS from the markup alone (styles.ts); the script completes a
 *   list that lacks its layout properties or an image its `sizes` (layout.ts);
 * - a slideshow (slideshow.ts, with its thumbnail strip, thumbnails.ts) and a slider (slider.ts)
 *   are carousels (carousel.ts): arrows, Previous and Next with `controls`, a live region, and
 *   autoplay (autoplay.ts) when on; the images near the one shown load before they show
 *   (nearby.ts), the others as lazily as the markup says;
 * - with `lightbox`, each image opens the lightbox (lightbox.ts, fetched on demand by
 *   lightbox-triggers.ts).
 * Returns what undoes all of it.
 */
export function bindGallery(
  host: HTMLElement,
  runtime: Pick<Runtime, 'context'>,
  attributes: Readonly<Record<string, string | null>>,
): () => void {
  const { settings } = normaliseGallerySettings(rawGalleryOptions(attributes));
  const parts = galleryParts(host);
  const strings = galleryStrings(runtime);
  const undo: Undo = [];
  try {
    completeLayout(parts, settings, undo);
    let autoplay: Autoplay | null = null;
    const { design } = settings;
    if (design === 'slideshow' || design === 'slider') {
      let controls: CarouselControls | null = null;
      const base =
        design === 'slideshow'
          ? bindSlideshow(host, parts, undo)
          : bindSlider(parts, settings.activeAlignment ?? 'center', undo);
      const strip =
        design === 'slideshow' && settings.thumbnails
          ? bindThumbnailStrip(
              host,
              parts,
              {
                height: settings.thumbnailStripHeight ?? 80,
                margin: settings.thumbnailStripMargin ?? 20,
                strings,
              },
              (index) => controls?.go(index),
              undo,
            )
          : null;
      const ready = bindNearbyLoading(parts, base, undo);
      const carousel: Carousel = {
        count: base.count,
        current: base.current,
        show(index) {
          base.show(index);
          strip?.update(index);
          ready(index);
        },
      };
      const bound = bindCarouselControls(
        host,
        carousel,
        { controls: settings.controls, strings },
        undo,
      );
      controls = bound;
      if (settings.autoplay) {
        autoplay = bindAutoplay(
          host,
          {
            seconds: settings.autoplayDuration ?? 5,
            strings,
            advance: () => bound.move(1),
            running: (on) => bound.speak(!on),
          },
          undo,
        );
      }
    }
    if (settings.lightbox) {
      bindLightbox(
        host.ownerDocument,
        parts.list,
        parts.items,
        {
          theme: settings.lightboxTheme ?? 'dark',
          strings,
          opened: (on) => autoplay?.hold(on),
        },
        undo,
      );
    }
  } catch (error) {
    undoAll(undo);
    throw error;
  }
  return () => undoAll(undo);
}
