/**
 * Small formatters from the commerce, social and placeholder families whose
 * output is fixed text or a one-line computation.
 */
import { type FormatterTable, formatter, step, type Variable } from '../core/plugin';
import { isObject, sizeOf, toNumber, toText } from '../core/value';

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
    // every entry counts (a non-object one as ''); an object is read by index keys
    const values = step(v.get(), 'optionValues');
    const n = sizeOf(values);
    let s = '';
    for (let i = 0; i < n; i++) s += `${i ? ' / ' : ''}${toText(step(step(values, i), 'value'))}`;
    v.set(s);
  }),
};
