import { buttonSkin, fieldSkin } from '../shared/styles/style-parts';

/**
 * `<sq-add-to-cart>`'s part of the styles (see elements/shared/styles/styles.ts), injected when the
 * element registers. Its markup is the server's (the product form or the quick-add button), laid
 * out by the site's stylesheet, so this part only paints it: the add button as the page's primary
 * button, the selects and quantity field, the sale and sold-out marks, the scarcity line, and keeps
 * an audio preview inside the form.
 */
export const ADD_TO_CART_CSS = [
  buttonSkin('.sq-add-to-cart__button'),
  fieldSkin('.sq-product-form'),
  ':where(.sq-product-form__mark){background-color:var(--sq-color-accent);color:var(--sq-color-accent-text);border-radius:var(--sq-radius)}',
  ':where(.sq-product-form__mark--sold-out){background-color:var(--sq-color-error);color:var(--sq-color-background)}',
  ':where(.sq-product-form__scarcity){color:var(--sq-color-error)}',
  // The preview player is 300 px wide by default: never wider than the form.
  ':where(.sq-product-form__audio){max-width:100%}',
].join('\n');
