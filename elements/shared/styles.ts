import { oncePerPage } from '../../src/page/page';

/**
 * The bundle's styles come in parts: the core's sheet holds only what every page needs, and each
 * element or dialog injects its own part once a page when it registers or first renders. No rule
 * styles anything but markup the bundle renders itself (the server's copy of an element stays as
 * it was until React's identical markup replaces it), so injecting a part never shifts the layout.
 * Theme styles belong to the site.
 */

/** The key of the core's part: its sheet keeps the id `sq-storefront-styles`. */
export const CORE_STYLES = 'core';

/** A native <dialog> of the bundle: `block` is its class, with `__title` and `__close` inside. */
export function dialogCss(block: string): string {
  return [
    `.${block}{max-width:26rem;padding:1.5rem;border:0;border-radius:.5rem;font:1rem/1.4 system-ui,sans-serif}`,
    `.${block}::backdrop{background:rgba(0,0,0,.45)}`,
    `.${block}__title{margin:0 0 .5rem;font-size:1.15rem}`,
    `.${block}__close{padding:.5rem 1.25rem;font:inherit;cursor:pointer}`,
  ].join('\n');
}

/** Every page: the visually hidden text of status regions and labels, and the alert dialog. */
export const CORE_CSS = [
  '.sq-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  dialogCss('sq-alert'),
  '.sq-alert__message{margin:0 0 1rem}',
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
