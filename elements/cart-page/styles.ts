/**
 * The cart page's part of the styles (see elements/shared/styles.ts), injected when the element
 * registers: its lines, summary and suggestions are all markup React renders, never the server's
 * loading state, so none of it shifts the layout.
 */
export const CART_PAGE_CSS = [
  '.sq-cart-page__items,.sq-related__list{list-style:none;margin:0;padding:0}',
  '.sq-cart-item{display:grid;grid-template-columns:6rem 1fr auto auto auto;gap:1rem;align-items:center;padding:1rem 0;border-bottom:1px solid #ddd}',
  '.sq-cart-item__image{width:6rem;height:6rem;object-fit:cover}',
  '.sq-cart-item__no-image{display:flex;align-items:center;justify-content:center;background:#eee;color:#444;font-size:.85rem;text-align:center}',
  '.sq-cart-item__title,.sq-cart-item__variant,.sq-cart-item__total{margin:0}',
  '.sq-cart-item__quantity input{width:4.5rem}',
  '.sq-cart-item--needs-details .sq-cart-item__edit{outline:2px solid #b3261e}',
  '.sq-cart-page__summary{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:flex-end;margin:1rem 0}',
  '.sq-cart-page__problem{flex-basis:100%;text-align:right;color:#b3261e}',
  '.sq-cart-page__checkout[aria-disabled=true]{opacity:.6;cursor:not-allowed}',
  '.sq-cart-page [aria-busy=true]{opacity:.6}',
  '.sq-related__list{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:1rem}',
  '.sq-related__image{width:100%;height:auto;aspect-ratio:1}',
].join('\n');
