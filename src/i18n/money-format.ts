import { formatMoney, formatMoneyCents, type MoneyFormatOptions } from './money';

/**
 * A site's one way of writing money: every price shown goes through the formatter made from the
 * site's settings, so none picks its own options. With `website.useCLDRMoneyFormat` the site
 * locale's layout (`1.234,50 €` in de-DE); without it the legacy layout, the currency symbol and
 * en-US grouping (`€1,234.50`) [C-07]. Both throw on what is not money, as formatMoney does
 * [C-04, C-06].
 */
export interface MoneyFormatter {
  /** A money value of either shape [C-03]. */
  format(money: unknown): string;
  /** An amount in the currency's integer minor units: cents, and yen for JPY. */
  cents(minor: number, currency: string): string;
}

/** What a site says about money: the page context's `website`, or the server's website settings. */
export interface SiteMoneySettings {
  useCLDRMoneyFormat?: unknown;
  locale?: unknown;
}

/** The format options of a site: CLDR only when the setting is exactly true, in the site's locale. */
export function moneyOptionsOf(website: SiteMoneySettings): MoneyFormatOptions {
  return {
    cldr: website.useCLDRMoneyFormat === true,
    locale: typeof website.locale === 'string' ? website.locale : undefined,
  };
}

export function moneyFormatter(options: MoneyFormatOptions): MoneyFormatter {
  return {
    format: (money) => formatMoney(money, options),
    cents: (minor, currency) => formatMoneyCents(minor, currency, options),
  };
}

/** The formatter of a site's settings. */
export function siteMoneyFormatter(website: SiteMoneySettings): MoneyFormatter {
  return moneyFormatter(moneyOptionsOf(website));
}
