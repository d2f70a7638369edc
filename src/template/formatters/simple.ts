/**
 * Small formatters from the commerce, social and placeholder families whose
 * output is fixed text or a one-line computation.
 */
import { type FormatterTable, formatter, type Variable } from '../plugin';
import { isObject, toNumber, toText } from '../value';

const first = (vars: Variable[]) => vars[0] as Variable;

/** Accepts any arguments and leaves the value as it is. */
const placeholder = formatter(() => {});

export const SIMPLE_FORMATTERS: FormatterTable = {
  datetimefield: placeholder,
  'i18n-money-format': placeholder,
  'money-format': placeholder,
  'money-string': placeholder,
  moneyFormat: placeholder,
  unit: placeholder,

  'cart-url': formatter((_args, vars) => first(vars).set('/cart')),
  'cart-subtotal': formatter((_args, vars) => first(vars).set('deprecated, do not use')),
  'cart-quantity': formatter((_args, vars) => {
    const v = first(vars);
    const cart = v.get();
    let total = 0;
    const entries = isObject(cart) ? cart.entries : undefined;
    if (Array.isArray(entries)) {
      for (const e of entries) if (isObject(e)) total += toNumber(e.quantity);
    }
    v.set(`<span class="sqs-cart-quantity">${total}</span>`);
  }),

  'comment-count': formatter((_args, vars) => {
    const v = first(vars);
    const item = v.get();
    const n = isObject(item) ? toNumber(item.publicCommentCount) : 0;
    v.set(n === 0 ? 'No Comments' : n === 1 ? '1 Comment' : `${n} Comments`);
  }),

  'variant-descriptor': formatter((_args, vars) => {
    const v = first(vars);
    const variant = v.get();
    const values = isObject(variant) ? variant.optionValues : undefined;
    const parts: string[] = [];
    if (Array.isArray(values)) {
      for (const o of values) if (isObject(o)) parts.push(toText(o.value));
    }
    v.set(parts.join(' / '));
  }),
};
