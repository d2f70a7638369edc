import { type CurrencyCode, DEFAULT_CURRENCY, fractionDigits, isCurrencyCode } from './currencies';

export interface MoneyFormatOptions {
  /** website.useCLDRMoneyFormat: locale-aware output; otherwise the legacy en-US layout. */
  cldr?: boolean;
  locale?: string;
}

// Building an Intl.NumberFormat costs far more than using one: keep one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = fractionDigits(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Formats an amount in the currency's minor unit (cents; for JPY, yen): 2400 USD → '$24.00'.
 * Unknown currency codes fall back to the store default rather than throwing in a page.
 */
export function formatMoneyCents(
  cents: number,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  const amount = cents / 10 ** fractionDigits(code);
  const locale = options.cldr ? (options.locale ?? 'en-US') : 'en-US';
  return formatter(code, locale).format(amount);
}
