import { dialogCss } from '../elements/shared/dialogs/native-dialog';
import { buttonBox } from '../elements/shared/styles/style-parts';

/**
 * The quick view's part of the styles (see elements/shared/styles/styles.ts), injected when a quick
 * view first opens. The bundle renders the whole dialog, so this part lays it out too: a dialog of
 * one width whatever it holds (loading, the form, a failure), the product's image, and the product
 * form inside it (the site's stylesheet lays out the form on a product page and wins here too,
 * every rule being at zero specificity). The Close button is secondary beside Add To Cart.
 */
export const QUICK_VIEW_CSS = [
  dialogCss('sq-quick-view', 'secondary'),
  ':where(.sq-quick-view){width:min(28rem,calc(100% - 2rem))}',
  ':where(.sq-quick-view__body){margin:0 0 1rem}',
  ':where(.sq-quick-view__image){display:block;width:8rem;max-width:100%;height:auto;aspect-ratio:1;margin:0 0 1rem;object-fit:cover;border-radius:var(--sq-radius);background:var(--sq-color-surface)}',
  ':where(.sq-quick-view__status){margin:0 0 1rem}',
  ':where(.sq-quick-view) :where(.sq-product-form__price){margin:0 0 1rem;font-size:1.15rem}',
  ':where(.sq-quick-view) :where(.sq-product-form__option,.sq-product-form__quantity){display:grid;gap:.35rem;margin:0 0 1rem}',
  ':where(.sq-quick-view) :where(.sq-product-form select,.sq-product-form input){box-sizing:border-box;width:100%;min-height:2.75rem;padding:.5rem .6rem;border-width:1px;font:inherit}',
  ':where(.sq-quick-view) :where(.sq-product-form__scarcity){margin:0 0 1rem}',
  buttonBox('.sq-quick-view .sq-add-to-cart__button'),
  ':where(.sq-quick-view) :where(.sq-afterpay-pill){margin:1rem 0 0}',
].join('\n');
