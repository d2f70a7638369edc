import { buttonSkin } from '../shared/styles/style-parts';

/**
 * The gallery's styles: one text, injected when the chunk registers and written by the build to
 * dist/sq-gallery.css, which a page with a gallery links in its <head>. So the CSS alone lays out
 * every design from the server markup, before any script, and what the script adds never moves
 * it (layout shift 0):
 * - the layout reads the host's attributes (the spec's setting names: `design`, `thumbnails`,
 *   `show-meta`…, a switch off when "false", "off" or "0", an enum in any case) and the custom
 *   properties the page writes on the list (`--sq-gallery-per-row`, `--sq-gallery-padding`,
 *   `--sq-gallery-ratio`) and, for a slideshow's thumbnail strip, on the host
 *   (`--sq-gallery-strip-height`, `--sq-gallery-strip-margin`; 80px and 20px by default);
 * - a cropped image fills its figure, whose aspect ratio is `--sq-gallery-ratio` (object-fit:
 *   cover at the markup's object-position, its focal point); without the property the figure
 *   takes the image's natural ratio from its width and height attributes;
 * - grid: a grid of `--sq-gallery-per-row` columns, `--sq-gallery-padding` apart;
 * - slideshow: every item in one grid cell, only the first shown before the script and the item
 *   marked `data-active` after; the buttons the script adds lie in that cell over the images, and
 *   the thumbnail strip's row is reserved before it comes;
 * - slider: the list scrolls sideways inside itself with scroll snapping, slides of 80% of the
 *   width aligned start, center or end by `active-alignment`;
 * - stacked: the images one under another;
 * - meta: the caption lies over the image at `meta-position`, hidden by `show-meta` off, its
 *   description by `show-meta-only-title`, and with `show-meta-on-hover` shown only on hover or
 *   focus within;
 * - the lightbox dialog, dark or light.
 * Every rule sits in :where(), so a site's own rules win without !important.
 */

const FOCUS = 'outline:3px solid var(--sq-color-focus);outline-offset:2px';
/**
 * The theme's font, with its default beside it: the linked stylesheet lays the gallery out before
 * the core's theme is injected, and must lay it out the same.
 */
const FONT = 'var(--sq-font,system-ui,sans-serif)';
/** A button the gallery alone renders: at least 36 px high, its font as above. */
const buttonBox = (selector: string) =>
  `:where(${selector}){display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;max-width:100%;min-height:2.25rem;padding:.375rem .875rem;border-width:1px;font:600 .875rem/1.2 ${FONT};text-align:center}`;
const off = (name: string) => `[${name}=false i],[${name}=off i],[${name}="0"]`;
const on = (name: string) => `[${name}]:not(${off(name)})`;
const host = (design: string) => `sq-gallery[design=${design} i]`;
const GRID = `sq-gallery:not(${['slideshow', 'slider', 'stacked'].map((d) => `[design=${d} i]`).join(',')})`;
const SLIDESHOW = host('slideshow');
const SLIDER = host('slider');
const STACKED = host('stacked');
const STRIP = `${SLIDESHOW}${on('thumbnails')}`;
const META = '.sq-gallery__meta';
const HOVER = `sq-gallery${on('show-meta-on-hover')}`;

/** Where the caption lies over the image, for each `meta-position` (bottom by default). */
const POSITIONS: Record<string, string> = {
  top: 'top:0;bottom:auto',
  'top-left': 'top:0;bottom:auto;right:auto;max-width:100%',
  'top-right': 'top:0;bottom:auto;left:auto;max-width:100%',
  center: 'top:50%;bottom:auto;transform:translateY(-50%)',
  'bottom-left': 'right:auto;max-width:100%',
  'bottom-right': 'left:auto;max-width:100%',
};

export const GALLERY_CSS = [
  // Every design.
  ':where(sq-gallery){display:block;position:relative;max-width:100%}',
  `:where(sq-gallery:focus-visible){${FOCUS}}`,
  ':where(sq-gallery .sq-gallery__items){list-style:none;margin:0;padding:0;min-width:0}',
  ':where(sq-gallery .sq-gallery__item){min-width:0;margin:0}',
  ':where(sq-gallery .sq-gallery__figure){position:relative;margin:0;overflow:hidden;aspect-ratio:var(--sq-gallery-ratio)}',
  ':where(sq-gallery .sq-gallery__image){display:block;width:100%;height:100%;object-fit:cover}',
  ':where(sq-gallery .sq-gallery__image[role=button]){cursor:zoom-in}',
  `:where(sq-gallery .sq-gallery__image[role=button]:focus-visible){outline:3px solid var(--sq-color-focus);outline-offset:-3px}`,
  // Grid.
  `:where(${GRID} > .sq-gallery__items){display:grid;grid-template-columns:repeat(var(--sq-gallery-per-row,4),minmax(0,1fr));gap:var(--sq-gallery-padding,20px)}`,
  // Slideshow and slider: the list and what the script lays over it share the host's first cell.
  `:where(${SLIDESHOW},${SLIDER}){display:grid;grid-template-columns:minmax(0,1fr)}`,
  `:where(${SLIDESHOW},${SLIDER}) > :where(.sq-gallery__items){grid-row:1;grid-column:1}`,
  `:where(${SLIDESHOW} > .sq-gallery__items){display:grid;grid-template-columns:minmax(0,1fr)}`,
  `:where(${SLIDESHOW} .sq-gallery__item){grid-row:1;grid-column:1}`,
  `:where(${SLIDESHOW} .sq-gallery__item:not(:first-child)){visibility:hidden}`,
  `:where(${SLIDESHOW}[data-hydrated] .sq-gallery__item){visibility:hidden}`,
  `:where(${SLIDESHOW}[data-hydrated] .sq-gallery__item[data-active]){visibility:visible}`,
  // The thumbnail strip's row, reserved until the strip takes it.
  `:where(${STRIP})::after{content:"";grid-row:2;grid-column:1;height:calc(var(--sq-gallery-strip-height,80px) + var(--sq-gallery-strip-margin,20px))}`,
  `:where(${STRIP}[data-hydrated])::after{content:none}`,
  ':where(sq-gallery .sq-gallery__strip){grid-row:2;grid-column:1;box-sizing:border-box;display:flex;gap:.5rem;height:var(--sq-gallery-strip-height,80px);margin:var(--sq-gallery-strip-margin,20px) 0 0;overflow-x:auto;overflow-y:hidden;overscroll-behavior-x:contain}',
  ':where(sq-gallery .sq-gallery__thumb){flex:0 0 auto;box-sizing:border-box;height:100%;min-width:24px;min-height:24px;aspect-ratio:1;padding:0;border:2px solid transparent;border-radius:var(--sq-radius);background:none;cursor:pointer;overflow:hidden}',
  ':where(sq-gallery .sq-gallery__thumb img){display:block;width:100%;height:100%;object-fit:cover}',
  ':where(sq-gallery .sq-gallery__thumb[aria-current=true]){border-color:var(--sq-color-accent)}',
  `:where(sq-gallery .sq-gallery__thumb:focus-visible){${FOCUS};outline-offset:-2px}`,
  // Slider.
  `:where(${SLIDER} > .sq-gallery__items){position:relative;display:flex;gap:1rem;overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x mandatory}`,
  `:where(${SLIDER} > .sq-gallery__items:focus-visible){${FOCUS};outline-offset:-3px}`,
  `:where(${SLIDER} .sq-gallery__item){flex:0 0 80%;scroll-snap-align:center}`,
  `:where(${SLIDER}[active-alignment=left i] .sq-gallery__item){scroll-snap-align:start}`,
  `:where(${SLIDER}[active-alignment=right i] .sq-gallery__item){scroll-snap-align:end}`,
  '@media (prefers-reduced-motion:no-preference){:where(sq-gallery .sq-gallery__items){scroll-behavior:smooth}}',
  // Stacked.
  `:where(${STACKED} > .sq-gallery__items){display:grid;gap:1.5rem}`,
  // The carousels' buttons, over the images: Previous and Next at the sides, Pause at a corner.
  ':where(sq-gallery .sq-gallery__previous,sq-gallery .sq-gallery__next,sq-gallery .sq-gallery__play){grid-row:1;grid-column:1;z-index:1;margin:.5rem;opacity:.92}',
  ':where(sq-gallery .sq-gallery__previous){align-self:center;justify-self:start}',
  ':where(sq-gallery .sq-gallery__next){align-self:center;justify-self:end}',
  ':where(sq-gallery .sq-gallery__play){align-self:start;justify-self:end}',
  buttonBox(
    'sq-gallery .sq-gallery__previous,sq-gallery .sq-gallery__next,sq-gallery .sq-gallery__play',
  ),
  buttonSkin(
    'sq-gallery .sq-gallery__previous,sq-gallery .sq-gallery__next,sq-gallery .sq-gallery__play',
    'secondary',
  ),
  // A behaviour, not a look: no rule showing a part may show it while it is hidden.
  'sq-gallery [hidden]{display:none}',
  // Meta: the caption over the image; a press on it is a press on its image.
  `:where(sq-gallery ${META}){position:absolute;left:0;right:0;bottom:0;box-sizing:border-box;max-height:100%;overflow:hidden;margin:0;padding:.5rem .75rem;background:rgba(0,0,0,.72);color:#fff;font:.875rem/1.35 ${FONT};overflow-wrap:break-word;transition:opacity .2s}`,
  ':where(sq-gallery .sq-gallery__title){font-weight:600}',
  ...Object.entries(POSITIONS).map(
    ([position, rule]) => `:where(sq-gallery[meta-position=${position} i] ${META}){${rule}}`,
  ),
  `:where(sq-gallery:is(${off('show-meta')}) ${META}){display:none}`,
  `:where(sq-gallery${on('lightbox')} ${META}){pointer-events:none}`,
  `:where(sq-gallery${on('show-meta-only-title')} .sq-gallery__description){display:none}`,
  `:where(${HOVER} ${META}){opacity:0}`,
  `:where(${HOVER} .sq-gallery__figure:is(:hover,:focus-within) ${META}){opacity:1}`,
  `:where(${HOVER}:focus-within .sq-gallery__item[data-active] ${META}){opacity:1}`,
  // The lightbox: the whole screen but a margin (the backdrop, which closes it), in its theme.
  `:where(.sq-gallery-lightbox){box-sizing:border-box;width:calc(100% - 2rem);max-width:none;height:calc(100% - 2rem);max-height:none;margin:auto;padding:.75rem;border:0;border-radius:calc(2*var(--sq-radius,.25rem));font:1rem/1.4 ${FONT}}`,
  ':where(.sq-gallery-lightbox[open]){display:grid;grid-template-rows:auto minmax(0,1fr) auto;gap:.5rem}',
  ':where(.sq-gallery-lightbox--dark){--sq-color-text:#f2f2f4;--sq-color-background:#111113;--sq-color-surface:#2c2c2e;--sq-color-muted:#aeaeb2;--sq-color-border:#8e8e93;background:#111113;color:#f2f2f4}',
  ':where(.sq-gallery-lightbox--light){--sq-color-text:#1d1d1f;--sq-color-background:#fff;--sq-color-surface:#f4f4f5;--sq-color-muted:#595959;--sq-color-border:#767676;background:#fff;color:#1d1d1f}',
  ':where(.sq-gallery-lightbox--dark)::backdrop{background:rgba(0,0,0,.85)}',
  ':where(.sq-gallery-lightbox--light)::backdrop{background:rgba(255,255,255,.85)}',
  ':where(.sq-gallery-lightbox__bar,.sq-gallery-lightbox__nav){display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem}',
  ':where(.sq-gallery-lightbox__position){margin:0}',
  ':where(.sq-gallery-lightbox__figure){display:grid;grid-template-rows:minmax(0,1fr) auto;gap:.5rem;min-height:0;margin:0;touch-action:pan-y pinch-zoom}',
  ':where(.sq-gallery-lightbox__image){width:100%;height:100%;min-height:0;object-fit:contain}',
  ':where(.sq-gallery-lightbox__caption){text-align:center;overflow-wrap:break-word}',
  buttonBox('.sq-gallery-lightbox button'),
  buttonSkin('.sq-gallery-lightbox button', 'secondary'),
].join('\n');
