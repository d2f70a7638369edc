/**
 * variants-select: a select box and radio buttons per variant option, built from the
 * item's `variants[].attributes` in `variantOptionOrdering` order.
 */
import type { Context } from '../core/context';
import { step, Variable } from '../core/plugin';
import { isObject, isTruthy, printValue, sizeOf, toNumber, toText } from '../core/value';
import { messageInScope } from './i18n';
import { within } from './markup-cart';
import { escapeAttr, scriptJson } from './text';

/**
 * An ICU message with one named argument, through the engine's `message` formatter
 * (`name=name` in a scope holding the value); '' without CLDR.
 */
export function message(ctx: Context, pattern: string, name: string, value: string): string {
  const v = new Variable('message', pattern);
  within(ctx, { [name]: value }, () => messageInScope.apply([`${name}=${name}`], [v], ctx));
  return toText(v.get());
}

/** A localized pattern: its text, or the fallback when that is empty. */
const pattern = (v: unknown, fallback: string) => toText(v) || fallback;

interface VariantOption {
  name: string;
  values: string[];
}

/** The options in display order with the distinct values the variants give them. */
function variantOptions(variants: unknown, ordering: unknown): VariantOption[] {
  const options: VariantOption[] = [];
  const byName = new Map<string, VariantOption>();
  for (let i = 0, n = sizeOf(ordering); i < n; i++) {
    const option = { name: toText(step(ordering, i)), values: [] };
    options.push(option);
    if (!byName.has(option.name)) byName.set(option.name, option);
  }
  for (let i = 0, n = sizeOf(variants); i < n; i++) {
    const attrs = step(step(variants, i), 'attributes');
    if (!isObject(attrs)) continue;
    for (const key of Object.keys(attrs)) {
      const option = byName.get(key);
      const text = toText(attrs[key]);
      if (option && !option.values.includes(text)) option.values.push(text);
    }
  }
  return options;
}

export function variantsSelect(ctx: Context, item: unknown): string | undefined {
  const sc = step(item, 'structuredContent');
  const variants = step(sc, 'variants');
  if (sizeOf(variants) <= 1) return undefined;
  const options = variantOptions(variants, step(sc, 'variantOptionOrdering'));
  if (options.length === 0) return undefined;
  const strings = (key: string) => within(ctx, item, (get) => get('localizedStrings', key));
  const gift = toNumber(step(sc, 'productType')) === 4;
  const titlePattern = gift
    ? pattern(strings('giftCardValueDisplayText'), 'Value')
    : '{variantName}';
  const selectPattern = gift
    ? pattern(strings('giftCardVariantSelectText'), 'Select Value')
    : pattern(strings('productVariantSelectText'), 'Select {variantName}');
  const subscribable = step(sc, 'isSubscribable');
  const plan = step(sc, 'subscriptionPlan');
  let out = `\n  \n  \n  \n  \n\n  <div class="product-variants" data-item-id="${printValue(step(item, 'id'))}" data-variants="${escapeAttr(scriptJson(variants))}"${isTruthy(subscribable) ? ` data-is-subscribable="true" data-subscription-plan="${plan === undefined ? '' : escapeAttr(scriptJson(plan))}"` : ''} data-animation-role="content">\n`;
  for (const { name, values } of options) {
    const select = message(ctx, selectPattern, 'variantName', name);
    const n = escapeAttr(name);
    let choices = '';
    let radios = '';
    for (const value of values) {
      const v = escapeAttr(value);
      choices += `<option value="${v}">${v}</option>`;
      radios += `      <input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${n}" id="variant-option-${n}-${v}"/>
      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-${n}-${v}">${v}</label>\n`;
    }
    out += `    <div class="variant-option">
    <div class="variant-option-title">${escapeAttr(message(ctx, titlePattern, 'variantName', name))}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="${select}" data-variant-option-name="${n}">
        <option value="">${escapeAttr(select)}</option>
        ${choices}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="${n}">
${radios}    </div>
    </div>\n`;
  }
  return `${out}  </div>\n`;
}
