/**
 * Commerce formatters that render built-in markup: the add-to-cart button, quantity input,
 * variant selects, product checkout and quick view, and the form-answer summary.
 */
import type { Context } from '../core/context';
import { type FormatterTable, formatter, step } from '../core/plugin';
import { toText } from '../core/value';
import { addToCartButton, first, quantityInput, within } from './markup-cart';
import { summaryFormField } from './markup-form';
import { variantsSelect } from './markup-variants';

type Markup = (ctx: Context, value: unknown) => string | undefined;

/** A formatter that replaces the value with markup built from it (missing when there is none). */
const markup = (fn: Markup) =>
  formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.set(fn(ctx, v.get()));
  });

/** `value[key]` for an array or object, as the public engine's node get reads it; never a function. */
function keyOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = (value as Record<string, unknown>)[key];
  return typeof r === 'function' ? undefined : r;
}

export const COMMERCE_MARKUP_FORMATTERS: FormatterTable = {
  'add-to-cart-btn': markup(addToCartButton),

  'product-checkout': markup(
    (ctx, item) =>
      (variantsSelect(ctx, item) ?? '') +
      (quantityInput(ctx, item) ?? '') +
      addToCartButton(ctx, item),
  ),

  'product-quick-view': formatter((args, vars, ctx) => {
    const v = first(vars);
    const item = v.get();
    const name = args[0];
    within(ctx, item, (get) => {
      // the group's name is read on the product first (any key, an array's too), then in scope
      const own = name === undefined ? undefined : keyOf(item, name);
      const group = name === undefined ? undefined : own !== undefined ? own : get(name);
      const text = get('localizedStrings', 'productQuickViewText');
      v.set(
        `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${toText(step(item, 'id'))}" data-group="${group === undefined ? (name ?? '') : toText(group)}">${text === undefined ? 'Quick View' : toText(text)}</span>`,
      );
    });
  }),

  'quantity-input': markup(quantityInput),
  'summary-form-field': markup(summaryFormField),
  'variants-select': markup(variantsSelect),
};
