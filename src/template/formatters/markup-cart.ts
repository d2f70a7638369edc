/**
 * Commerce markup for the buy box: add-to-cart-btn and quantity-input.
 * The markup is built in code; values are read the way a sub-template rendered on
 * the product would read them (names resolve up the caller's scope stack).
 */
import type { Context } from '../core/context';
import { step, type Variable } from '../core/plugin';
import { isObject, isTruthy, printValue, toFlag, toNumber, toText } from '../core/value';
import { escapeAttr, scriptJson } from './text';

export const first = (vars: Variable[]) => vars[0] as Variable;

/** Runs `fn` with `value` pushed as the current scope, the way a sub-template sees it. */
export function within<T>(
  ctx: Context,
  value: unknown,
  fn: (get: (...path: string[]) => unknown) => T,
): T {
  ctx.push(value);
  try {
    return fn((...path) => ctx.lookup(path));
  } finally {
    ctx.pop();
  }
}

/** Text of a localized string: the value when truthy, else the English fallback. */
const localized = (v: unknown, fallback: string) => (isTruthy(v) ? toText(v) : fallback);

/** A localized string printed as it is (arrays joined), or the fallback when falsy. */
const localizedRaw = (v: unknown, fallback: string) => (isTruthy(v) ? printValue(v) : fallback);

const count = (v: unknown) =>
  Array.isArray(v)
    ? v.length
    : isObject(v)
      ? Object.keys(v).length
      : typeof v === 'string'
        ? v.length
        : 0;

export function addToCartButton(ctx: Context, value: unknown): string {
  return within(ctx, value, (get) => {
    const sc = (key: string) => get('structuredContent', key);
    const form = sc('additionalFieldsForm');
    const useForm = isTruthy(sc('additionalFieldsFormId')) && isTruthy(form);
    const useCustom = sc('useCustomAddButtonText');
    const custom = sc('customAddButtonText');
    const subscribable = sc('isSubscribable');
    const options = sc('productSubscriptionOptions');
    let withOption = false;
    // the public engine decides this in an expression, which fails on objects and arrays
    if (ctx.enableExpr) {
      if (typeof subscribable !== 'object' || subscribable === null) {
        withOption = count(options) > 0 && Boolean(subscribable);
      } else {
        ctx.error({
          type: 'engine',
          message:
            'RuntimeError: Error reducing expression: @hasProductSubsOptionAndIsSubscribable = @subsOTPOptionsCount && @isSubscribable: Invalid arguments to operator logical and',
        });
      }
    }
    const label = escapeAttr(
      isTruthy(useCustom) && isTruthy(custom)
        ? toText(custom)
        : isTruthy(subscribable)
          ? localized(get('localizedStrings', 'productSubscribeText'), 'Subscribe')
          : localized(get('localizedStrings', 'productAddToCartText'), 'Add To Cart'),
    );
    return `${'\n'.repeat(13)}<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${useForm ? 'use-form' : ''}" role="button" tabindex="0" data-dynamic-strings data-collection-id="${printValue(get('collectionId'))}" data-item-id="${printValue(get('id'))}" data-product-type="${printValue(sc('productType'))}" data-use-custom-label="${printValue(useCustom)}"${isTruthy(subscribable) ? ` data-is-subscription="${printValue(subscribable)}"` : ''} data-original-label="${label}" ${useForm ? `data-form="${escapeAttr(scriptJson(form))}"` : ''}${withOption ? `data-subscription-option-id="${printValue(step(step(options, 0), 'id'))}"` : ''}>
    <div class="sqs-add-to-cart-button-inner">${label}</div>
  </div>
</div>`;
  });
}

/** Physical products, or services when the store allows it; not subscriptions; more than one in stock. */
function showsQuantity(item: unknown, allowed: unknown): boolean {
  const sc = step(item, 'structuredContent');
  const type = toNumber(step(sc, 'productType'));
  if (
    !(type === 1 || (type === 3 && (allowed === undefined || allowed === null || toFlag(allowed))))
  ) {
    return false;
  }
  if (toFlag(step(sc, 'isSubscribable'))) return false;
  const variants = step(sc, 'variants');
  if (!Array.isArray(variants)) return false;
  let total = 0;
  for (const v of variants) {
    if (isTruthy(step(v, 'unlimited'))) return true;
    total += toNumber(step(v, 'qtyInStock'));
  }
  return !(total <= 1);
}

export function quantityInput(ctx: Context, value: unknown): string | undefined {
  return within(ctx, value, (get) => {
    const allowed = get('websiteSettings', 'storeSettings', 'multipleQuantityAllowedForServices');
    if (!showsQuantity(value, allowed)) return undefined;
    const label = localizedRaw(get('localizedStrings', 'productQuantityInputLabel'), 'Quantity');
    return `\n\n\n<div class="product-quantity-input" data-item-id="${printValue(get('id'))}" data-animation-role="content">
  <div class="quantity-label">${label}:</div>
  <input aria-label="${label}" size="4" max="9999" min="1" value="1" type="number" step="1"></input>
</div>`;
  });
}
