import { oncePerPage } from '../../../src/page/page';

/**
 * The bundle's default styles come in parts: the core's sheet holds what every page needs (the
 * theme's custom properties, visually hidden text), and each element or dialog injects its own
 * part once a page when it registers or first shows, built with the helpers of style-parts.ts.
 *
 * Themable: every colour, the radius, the font and the spacing are custom properties (`THEME`),
 * and every rule but two behaviours (visually hidden text, a hidden pill) sits in `:where()`, so
 * it has no specificity: any rule of the site's for the same element wins, without `!important`,
 * and a site's `--sq-*` on `:root` (or any ancestor) wins over the defaults, in both schemes.
 *
 * Injecting a part never moves what the server rendered. The server writes each element's markup
 * as its first paint, laid out by the site's stylesheet before the script arrives; a part that
 * arrives later may only paint that markup (colours, borders' colour and style, radius, focus
 * rings, cursor: `buttonSkin` and `fieldSkin` of style-parts.ts), or guard it against overflow
 * with declarations that change nothing in a layout that fits (`min-width: 0`, `max-width:
 * 100%`). Sizes, spacing, fonts and grids (`buttonBox`, the cart's lines, the dialogs) go only on
 * markup the bundle alone renders: the cart page once loaded, the dialogs, the pill, and what a
 * form shows after a submission. The layout of the server's markup is the site's:
 * demo-pages/demo.css is a complete example (docs/site-integration.md, "Theming").
 */

/** The key of the core's part: its sheet keeps the id `sq-storefront-styles`. */
export const CORE_STYLES = 'core';

/**
 * The theme's custom properties (`--sq-<name>`) and their defaults: light, and the colours that
 * change under `prefers-color-scheme: dark`. Every text colour keeps 4.5:1 or more against the
 * background it is drawn on, in both schemes (muted on surface, accent text on accent…).
 */
export const THEME = {
  light: {
    font: 'system-ui,sans-serif',
    radius: '.25rem',
    space: '1rem',
    'color-text': '#1d1d1f',
    'color-background': '#fff',
    'color-surface': '#f4f4f5',
    'color-muted': '#595959',
    'color-border': '#767676',
    'color-line': '#d8d8dc',
    'color-accent': '#1d1d1f',
    'color-accent-text': '#fff',
    'color-error': '#b3261e',
    'color-focus': '#4b8bff',
  },
  dark: {
    'color-text': '#f2f2f4',
    'color-background': '#1c1c1e',
    'color-surface': '#2c2c2e',
    'color-muted': '#aeaeb2',
    'color-border': '#8e8e93',
    'color-line': '#48484a',
    'color-accent': '#f2f2f4',
    'color-accent-text': '#1c1c1e',
    'color-error': '#ffb4ab',
  },
} as const;

const properties = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `--sq-${name}:${value}`)
    .join(';');

/** The defaults at zero specificity, on the root, so every element inherits them. */
export const THEME_CSS = `:where(:root){${properties(THEME.light)}}\n@media (prefers-color-scheme:dark){:where(:root){${properties(THEME.dark)}}}`;

/** Every page: the theme, and the visually hidden text of status regions and labels. */
export const CORE_CSS = [
  THEME_CSS,
  '.sq-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
].join('\n');

/**
 * Adds one part of the styles, `<style id="sq-storefront-styles-<key>">` (the core's without a
 * suffix), once a page per key however many copies of the bundle run.
 */
export function injectStyles(doc: Document, key: string, css: string): void {
  const core = key === CORE_STYLES;
  oncePerPage(
    core ? 'styles' : `styles-${key}`,
    () => {
      const style = doc.createElement('style');
      style.id = core ? 'sq-storefront-styles' : `sq-storefront-styles-${key}`;
      style.textContent = css;
      doc.head.append(style);
    },
    doc,
  );
}
