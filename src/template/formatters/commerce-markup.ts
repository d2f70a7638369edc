/**
 * Commerce formatters that render built-in markup (docs §6 "Commerce").
 */
import { type FormatterTable, formatter } from '../plugin';
import { addToCartButton, first, quantityInput } from './markup-cart';
import { variantsSelect } from './markup-variants';

export const COMMERCE_MARKUP_FORMATTERS: FormatterTable = {
  'add-to-cart-btn': formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.set(addToCartButton(ctx, v.get()));
  }),

  'quantity-input': formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.set(quantityInput(ctx, v.get()));
  }),

  'variants-select': formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.set(variantsSelect(ctx, v.get()));
  }),
};
