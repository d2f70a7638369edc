import { oncePerPage } from '../../src/page/page';

/**
 * The only styles the bundle injects: none of them changes the size of server-rendered content,
 * so injecting them cannot shift the layout. Theme styles belong to the site.
 */
const CSS = `
.sq-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.sq-pill-cart{position:fixed;right:1.25rem;bottom:1.25rem;z-index:1000;display:inline-flex;align-items:center;gap:.5rem;padding:.6rem 1rem;border-radius:999px;background:#111;color:#fff;font:600 1rem/1 system-ui,sans-serif;text-decoration:none;box-shadow:0 2px 10px rgba(0,0,0,.25)}
.sq-pill-cart[hidden]{display:none}
.sq-pill-cart:focus-visible{outline:3px solid #4b8bff;outline-offset:3px}
.sq-alert,.sq-instalment-modal,.sq-fields-modal{max-width:26rem;padding:1.5rem;border:0;border-radius:.5rem;font:1rem/1.4 system-ui,sans-serif}
.sq-alert::backdrop,.sq-instalment-modal::backdrop,.sq-fields-modal::backdrop{background:rgba(0,0,0,.45)}
.sq-alert__title,.sq-instalment-modal__title,.sq-fields-modal__title{margin:0 0 .5rem;font-size:1.15rem}
.sq-alert__message,.sq-instalment-modal__body{margin:0 0 1rem}
.sq-alert__close,.sq-instalment-modal__close,.sq-fields-modal__close{padding:.5rem 1.25rem;font:inherit;cursor:pointer}
.sq-cart-page__items,.sq-related__list{list-style:none;margin:0;padding:0}
.sq-cart-item{display:grid;grid-template-columns:6rem 1fr auto auto auto;gap:1rem;align-items:center;padding:1rem 0;border-bottom:1px solid #ddd}
.sq-cart-item__image{width:6rem;height:6rem;object-fit:cover}
.sq-cart-item__no-image{display:flex;align-items:center;justify-content:center;background:#eee;color:#444;font-size:.85rem;text-align:center}
.sq-cart-item__title,.sq-cart-item__variant,.sq-cart-item__total{margin:0}
.sq-cart-item__quantity input{width:4.5rem}
.sq-cart-item--needs-details .sq-cart-item__edit{outline:2px solid #b3261e}
.sq-cart-page__summary{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:flex-end;margin:1rem 0}
.sq-cart-page__problem{flex-basis:100%;text-align:right;color:#b3261e}
.sq-cart-page__checkout[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.sq-cart-page [aria-busy=true]{opacity:.6}
.sq-related__list{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:1rem}
.sq-related__image{width:100%;height:auto;aspect-ratio:1}
`;

/** Adds the stylesheet once a page, however many copies of the bundle run. */
export function injectStyles(doc: Document): void {
  oncePerPage(
    'styles',
    () => {
      const style = doc.createElement('style');
      style.id = 'sq-storefront-styles';
      style.textContent = CSS;
      doc.head.append(style);
    },
    doc,
  );
}
