import { INSTALMENT_LINE_CSS } from '../shared/instalments/instalment-line';
import { buttonBox, buttonSkin, fieldSkin } from '../shared/styles/style-parts';

/**
 * The cart page's part of the styles (see elements/shared/styles/styles.ts), injected when the
 * element registers. The server renders only the loading state (`aria-busy="true"`: the title, an
 * empty alert region and Continue Shopping), which these rules leave as it is: the alert is styled
 * once it has something to say, and Continue Shopping becomes a button with the loaded cart. The
 * lines, summary and suggestions are markup React alone renders.
 *
 * Narrow first: a line is its image beside its details and total, then a row with the quantity
 * and Remove; from 48rem, one row. Checkout spans the width of a phone.
 */
const LOADED = '.sq-cart-page:not([aria-busy=true])';

export const CART_PAGE_CSS = [
  ':where(.sq-cart-page__alert:not(:empty)){margin:var(--sq-space) 0;padding:.75rem var(--sq-space);border:1px solid var(--sq-color-error);border-radius:var(--sq-radius)}',
  ':where(.sq-cart-page__alert) :where(p){margin:0}',
  ':where(.sq-cart-page__alert-title){font-weight:600;color:var(--sq-color-error)}',
  ':where(.sq-cart-page__items,.sq-related__list){list-style:none;margin:0;padding:0}',
  ':where(.sq-cart-item){display:grid;grid-template-columns:4.5rem minmax(0,1fr) auto;grid-template-areas:"image details total" "quantity quantity remove";gap:.75rem;align-items:start;padding:var(--sq-space) 0;border-bottom:1px solid var(--sq-color-line)}',
  ':where(.sq-cart-item__image){grid-area:image;display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:var(--sq-radius)}',
  ':where(.sq-cart-item__details){grid-area:details;min-width:0;overflow-wrap:break-word}',
  ':where(.sq-cart-item__title){margin:0;font-weight:600}',
  ':where(.sq-cart-item__variant,.sq-cart-item__answers){margin:.25rem 0 0;color:var(--sq-color-muted);font-size:.875rem}',
  ':where(.sq-cart-item__answers>div){display:flex;flex-wrap:wrap;gap:0 .375rem}',
  ':where(.sq-cart-item__answers dt){font-weight:600}',
  ':where(.sq-cart-item__answers dd){margin:0}',
  ':where(.sq-cart-item__edit){margin-top:.5rem}',
  ':where(.sq-cart-item--needs-details .sq-cart-item__edit){border-color:var(--sq-color-error);box-shadow:0 0 0 1px var(--sq-color-error)}',
  ':where(.sq-cart-item__quantity){grid-area:quantity;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .5rem;margin:0;min-width:0}',
  ':where(.sq-cart-item__quantity input){box-sizing:border-box;width:4.5rem;min-height:2.75rem;padding:.375rem .5rem;border-width:1px;font:inherit}',
  fieldSkin('.sq-cart-item__quantity'),
  ':where(.sq-cart-item__total){grid-area:total;margin:0;font-weight:600;text-align:end;white-space:nowrap}',
  ':where(.sq-cart-item__remove){grid-area:remove;justify-self:end}',
  buttonBox('.sq-cart-item__edit,.sq-cart-item__remove,.sq-related__add', 'small'),
  buttonSkin('.sq-cart-item__edit,.sq-cart-item__remove,.sq-related__add', 'secondary'),
  '@media (min-width:48rem){:where(.sq-cart-item){grid-template-columns:6rem minmax(0,1fr) auto auto auto;grid-template-areas:"image details quantity total remove";gap:var(--sq-space);align-items:center}}',
  ':where(.sq-cart-page__summary){display:flex;flex-wrap:wrap;gap:.75rem var(--sq-space);align-items:center;justify-content:flex-end;margin:var(--sq-space) 0}',
  ':where(.sq-cart-page__subtotal){margin:0;font-size:1.125rem;font-weight:600}',
  ':where(.sq-cart-page__summary .sq-afterpay-pill,.sq-cart-page__problem){flex-basis:100%;margin:0;text-align:end;line-height:1.5}',
  ':where(.sq-cart-page__summary .sq-afterpay-pill__info){padding:0;border:0;font:inherit;font-weight:600}',
  INSTALMENT_LINE_CSS,
  ':where(.sq-cart-page__problem){color:var(--sq-color-error)}',
  ':where(.sq-cart-page__checkout){flex:1 1 100%}',
  '@media (min-width:48rem){:where(.sq-cart-page__checkout){flex:0 0 auto;min-width:12rem}}',
  buttonBox('.sq-cart-page__checkout'),
  buttonSkin('.sq-cart-page__checkout'),
  buttonBox(`${LOADED} .sq-cart-page__continue`),
  buttonSkin(`${LOADED} .sq-cart-page__continue`, 'secondary'),
  `:where(${LOADED} .sq-cart-page__continue){margin:var(--sq-space) 0}`,
  ':where(.sq-cart-page [aria-busy=true]){opacity:.6}',
  ':where(.sq-related){margin-top:calc(2*var(--sq-space))}',
  ':where(.sq-related__list){display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,8rem),1fr));gap:var(--sq-space)}',
  ':where(.sq-related__item){display:flex;flex-direction:column;align-items:flex-start;gap:.25rem;min-width:0}',
  ':where(.sq-related__image){display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:var(--sq-radius)}',
  // After both images' rules: a missing image, in a line or a suggestion.
  ':where(.sq-cart-item__no-image){display:flex;align-items:center;justify-content:center;background:var(--sq-color-surface);color:var(--sq-color-muted);font-size:.75rem;text-align:center}',
  ':where(.sq-related__name){display:block;max-width:100%;padding:.25rem 0;color:inherit;font-weight:600;overflow-wrap:break-word}',
  ':where(.sq-related__price){margin:0}',
  ':where(.sq-related__add){margin-top:.25rem}',
].join('\n');
