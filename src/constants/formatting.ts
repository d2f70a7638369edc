/** Money amounts with more integer places than this are refused, never rounded or cut [C-06]. */
export const MONEY_MAX_INTEGER_DIGITS = 15;

/** Money without locale data is laid out as in en-US [C-07]. */
export const FORMAT_LOCALE = 'en-US';

/** A site that names no locale is an en-US site [C-07]. */
export const DEFAULT_SITE_LOCALE = 'en-US';
