/**
 * Commerce price formatters: the price numbers in cents, the product and subscription
 * price blocks, the sold-out / sale mark, scarcity messages and the restock notification
 * form.
 */
import type { Context } from '../core/context';
import { type FormatterTable, formatter, step, type Variable } from '../core/plugin';
import { isTruthy, printValue, toFlag, toNumber, toText } from '../core/value';
import {
  cldrMoney,
  content,
  decCompare,
  decText,
  fromPrice,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  type Money,
  message,
  near,
  normalPrice,
  PHYSICAL,
  productType,
  readMoney,
  SERVICE,
  salePrice,
  shift,
  showMoney,
  variantsOf,
} from './commerce-price';
import { escapeAttr } from './text';

const nonEmptyArray = (v: unknown): v is unknown[] => Array.isArray(v) && v.length > 0;

const first = (vars: Variable[]) => vars[0] as Variable;

/** A formatter replacing the value by `fn(value, ctx)`. */
const fromItem = (fn: (item: unknown, ctx: Context) => unknown) =>
  formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.set(fn(v.get(), ctx));
  });

const cents = (price: (item: unknown) => Money) =>
  fromItem((item) => decText(shift(price(item).amount, 2)));

/** The price as the first argument and as `price`. */
const PRICE = ['price', 'price=price'];

const HIDDEN = '<span class="visually-hidden v6-visually-hidden">';

const saleMarkup = (sale: string, original: string) =>
  `${HIDDEN}Sale Price:</span>${sale} ${HIDDEN}Original Price:</span><span class="original-price">${original}</span>\n`;

/** A localized string: the entry when present (even null or empty), else the English default. */
const localized = (ctx: Context, item: unknown, key: string, fallback: string): string => {
  const v = step(near(ctx, item, 'localizedStrings'), key);
  return v === undefined ? fallback : toText(v);
};

/** Localized unit names (period, duration) and how many of the unit make a year. */
const UNITS: Record<string, [string, string, number]> = {
  week: ['Weekly', 'Weeks', 52],
  month: ['Monthly', 'Months', 12],
  year: ['Yearly', 'Years', 0],
};

/**
 * "{price} every N units for M units", localized for weeks, months and years; a length
 * of whole years of weeks or months is told in years.
 */
function billingText(ctx: Context, item: unknown, plan: unknown, price: string, multiple: boolean) {
  const period = step(plan, 'billingPeriod');
  const unit = toText(step(period, 'unit')).toLowerCase();
  const n = toNumber(step(period, 'value'));
  const cycles = toNumber(step(plan, 'numBillingCycles'));
  let duration = n * cycles;
  const names = Object.hasOwn(UNITS, unit) ? UNITS[unit] : undefined;
  let span = unit;
  let spanKey = names?.[1];
  if (names?.[2] && duration > 0 && duration % names[2] === 0) {
    duration /= names[2];
    span = 'year';
    spanKey = 'Years';
  }
  if (names) {
    const key = `productPrice__${multiple ? 'multiplePrices' : 'singlePrice'}__${n === 1 ? 1 : 'n'}${names[0]}__${duration === 0 ? 'indefinite' : `limited__${duration === 1 ? 1 : 'n'}${spanKey}`}`;
    const pattern = step(near(ctx, item, 'localizedStrings'), key);
    if (pattern !== undefined) {
      const args = ['price=price', 'billingPeriodValue=n', 'duration=duration'];
      return message(ctx, toText(pattern), multiple ? ['price', ...args] : args, {
        price,
        n,
        duration,
      });
    }
  }
  let text = `${multiple ? 'from ' : ''}${price} every ${n > 1 ? `${n} ${unit}s` : unit}`;
  if (cycles > 0) text += ` for ${duration} ${duration === 1 ? span : `${span}s`}`;
  return ctx.cldr ? text : '';
}

/** CLDR money is asked for but there is no CLDR instance: price blocks stay empty. */
const noCldr = (ctx: Context, item: unknown) => !ctx.cldr && cldrMoney(ctx, item);

function productPrice(item: unknown, ctx: Context): string {
  const sc = content(item);
  const show = (m: Money) => showMoney(ctx, item, m);
  let body: string;
  if (toFlag(step(sc, 'isSubscribable'))) {
    const plan = step(sc, 'subscriptionPlan');
    if (step(plan, 'billingPeriod') === undefined) {
      const pattern = localized(ctx, item, 'productPriceUnavailable', 'Unavailable');
      body = `${message(ctx, pattern, PRICE, { price: true })}\n`;
    } else if (noCldr(ctx, item)) body = '';
    else if (hasVariedPrices(item))
      body = `${billingText(ctx, item, plan, show(fromPrice(item)), true)}\n`;
    else if (isOnSale(item))
      body = saleMarkup(
        billingText(ctx, item, plan, show(salePrice(item)), false),
        billingText(ctx, item, plan, show(normalPrice(item)), false),
      );
    else body = billingText(ctx, item, plan, show(normalPrice(item)), false);
  } else if (productType(item) === -1 || noCldr(ctx, item)) body = '';
  else if (hasVariedPrices(item)) {
    const price = show(fromPrice(item));
    const pattern = localized(ctx, item, 'productPriceFromText', 'from {price}');
    body = `${message(ctx, pattern, PRICE, { price })}\n`;
  } else if (isOnSale(item)) body = saleMarkup(show(salePrice(item)), show(normalPrice(item)));
  else body = show(normalPrice(item));
  return `\n\n\n<div class="product-price">\n${body}\n</div>`;
}

/** What a variant costs now: its sale money when on sale, else its price money. */
const variantAmount = (v: unknown) =>
  readMoney(step(v, isTruthy(step(v, 'onSale')) ? 'salePriceMoney' : 'priceMoney')).amount;

/** The pricing options of the cheapest variant (the first of the cheapest). */
function lowestPricingOptions(item: unknown): unknown {
  const variants = variantsOf(item);
  let lowest = variants[0];
  let price = variantAmount(lowest);
  for (let i = 1; i < variants.length; i++) {
    const amount = variantAmount(variants[i]);
    if (decCompare(amount, price) < 0) {
      lowest = variants[i];
      price = amount;
    }
  }
  return step(lowest, 'pricingOptions');
}

/**
 * The subscription price block, from the pricing options of the cheapest variant: with
 * varied prices "from" the first option's price (its sale price when on sale), then that
 * option's sale and normal prices.
 */
function subscriptionPrice(item: unknown, ctx: Context): string {
  const t = productType(item);
  const options = lowestPricingOptions(item);
  let body = '';
  if ((t === PHYSICAL || t === SERVICE) && nonEmptyArray(options) && !noCldr(ctx, item)) {
    const option = options[0];
    const show = (k: string) => showMoney(ctx, item, readMoney(step(option, k)));
    if (hasVariedPrices(item)) {
      const price = show(isTruthy(step(option, 'onSale')) ? 'salePriceMoney' : 'priceMoney');
      // the built-in template names the price `fromPrice` (and it is also argument 0)
      const pattern = localized(ctx, item, 'productPriceFromText', 'from {fromPrice}');
      body = `${message(ctx, pattern, ['fromPrice:fromPrice'], { fromPrice: price })}\n`;
    } else if (isTruthy(step(option, 'onSale')))
      body = saleMarkup(show('salePriceMoney'), show('priceMoney'));
    else body = show('priceMoney');
  }
  return `\n\n\n<div class="subscription-price">\n${body}\n</div>`;
}

/** The item's entry in `productMerchandisingContext`, keyed by its id. */
function merchandising(ctx: Context, item: unknown): unknown {
  const id = step(item, 'id');
  return id === undefined
    ? undefined
    : step(near(ctx, item, 'productMerchandisingContext'), printValue(id));
}

/** A name looked up on a view, then the item, then the enclosing scope. */
const viewValue = (ctx: Context, view: unknown, item: unknown, name: string) => {
  const v = step(view, name);
  return v !== undefined ? v : near(ctx, item, name);
};

function scarcity(item: unknown, ctx: Context): string | undefined {
  const mc = merchandising(ctx, item);
  const views = step(mc, 'scarcityTemplateViews');
  if (!toFlag(step(mc, 'scarcityEnabled')) || !nonEmptyArray(views)) return undefined;
  let out = '';
  for (const view of views) {
    const attrs = viewValue(ctx, view, item, 'attributes');
    const own = step(view, 'scarcityText');
    const qty = viewValue(ctx, view, item, 'qtyInStock');
    const pattern = toText(own !== undefined ? own : step(mc, 'scarcityText'));
    const text = message(ctx, pattern, ['qtyInStock=qtyInStock'], { qtyInStock: qty });
    const data = isTruthy(attrs)
      ? ` data-variant-attributes="${escapeAttr(JSON.stringify(attrs))}" hidden`
      : '';
    out += `\n  <div class="product-scarcity"${data}>\n    ${escapeAttr(text)}\n  </div>\n`;
  }
  return out;
}

function restockNotification(item: unknown, ctx: Context): string {
  let out = '\n\n\n\n\n\n';
  const mc = merchandising(ctx, item);
  const views = step(mc, 'restockNotificationViews');
  if (!nonEmptyArray(views)) return out;
  const messages = step(mc, 'restockNotificationMessages');
  const text = (k: string) => escapeAttr(toText(step(messages, k)));
  const siteKey = step(step(near(ctx, item, 'website'), 'captchaSettings'), 'siteKey');
  const id = printValue(step(item, 'id'));
  for (const view of views) {
    const own = (k: string, dflt: unknown) => {
      const v = step(view, k);
      return isTruthy(v !== undefined ? v : dflt);
    };
    const variant = printValue(viewValue(ctx, view, item, 'variantId'));
    const hidden = isTruthy(viewValue(ctx, view, item, 'hiddenByDefault')) ? ' hidden' : '';
    const list = own('mailingListSignUpEnabled', step(mc, 'mailingListSignUpEnabled'))
      ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${own('mailingListOptInByDefault', step(mc, 'mailingListOptInByDefault')) ? ' checked' : ''}>${text('mailingListDescription')}</label>`
      : '';
    const captcha = own('captchaSiteKey', siteKey) ? '  <div class="captcha-container"></div>' : '';
    out += `\n<div class="product-restock-notification" data-product-id="${id}" data-variant-id="${variant}"${hidden}>
  <span class="product-restock-cta">${text('CTAText')}</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${text('placeholderText')}">
    <input class="sqs-editable-button" type="submit" value="${text('buttonText')}">
  </form>
${list}
${captcha}
</div>\n`;
  }
  return out;
}

function productStatus(item: unknown, ctx: Context): string | undefined {
  const text = (v: unknown, key: string) =>
    toText(v) || toText(step(near(ctx, item, 'localizedStrings'), key));
  if (isSoldOut(item)) {
    const custom = step(merchandising(ctx, item), 'customSoldOutText');
    const t = text(custom, 'productSoldOutText') || 'sold out';
    return `<div class="product-mark sold-out">${escapeAttr(t)}</div>`;
  }
  if (isOnSale(item))
    return `<div class="product-mark sale">${text('', 'productSaleText') || 'sale'}</div>`;
  return undefined;
}

export const COMMERCE_FORMATTERS: FormatterTable = {
  'from-price': cents(fromPrice),
  'normal-price': cents(normalPrice),
  'sale-price': cents(salePrice),
  'product-price': fromItem(productPrice),
  'subscription-price': fromItem(subscriptionPrice),
  'product-status': fromItem(productStatus),
  'product-scarcity': formatter((_args, vars, ctx) => {
    const v = first(vars);
    const out = scarcity(v.get(), ctx);
    if (out !== undefined) v.set(out);
  }),
  'product-restock-notification': fromItem(restockNotification),
};
