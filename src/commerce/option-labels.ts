import { PRODUCT_TYPE } from '../constants/product';
import { interpolate } from '../i18n/interpolate';
import type { MoneyFormatter } from '../i18n/money-format';
import type { LocalizedStrings } from '../i18n/strings';
import type { Product } from './product';

/**
 * The text a choice of an option is shown with: the option value itself, except on a gift card,
 * whose denominations read as the site's `giftCardValueDisplayText` ('{price}' by default), {price}
 * being the price of the variant with that value written by the site's money formatter ('$25.00',
 * '25,00 €'). Only the text changes: the value chosen and sent stays the variant's attribute value
 * [C-22].
 */
export function optionLabel(
  product: Product,
  name: string,
  value: string,
  strings: Pick<LocalizedStrings, 'giftCardValueDisplayText'>,
  money: Pick<MoneyFormatter, 'format'>,
): string {
  if (product.productType !== PRODUCT_TYPE.GIFT_CARD) return value;
  const variant = product.variants.find(
    (v) =>
      v.attributes[name] === value ||
      v.optionValues.some((option) => option.optionName === name && option.value === value),
  );
  if (!variant) return value;
  return interpolate(strings.giftCardValueDisplayText, { price: money.format(variant.price) });
}
