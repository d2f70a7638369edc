/** Formatting constants of spec §9 (checklist B-22, C-06, C-08 to C-10, C-14). */

/** Money amounts above this many integer places are rejected, not rounded or cut (C-06). */
export const MONEY_MAX_INTEGER_DIGITS = 15;

/** Number-formatting digit options are clamped into this range so Intl never throws (C-08). */
export const NUMBER_DIGITS_RANGE = { MIN: 0, MAX: 50 } as const;

/** The percentage formatter: 2 to 3 fraction digits, or 0 to 3 with `trim` (C-09). */
export const PERCENT_FRACTION_DIGITS = { MIN: 2, MAX: 3, TRIM_MIN: 0 } as const;

/** The bookkeeper money format takes cents and divides them by this (C-10). */
export const BOOKKEEPER_CENTS_PER_UNIT = 100;

/** The legacy (non-CLDR) money layout, and gallery and calendar formatting, use en-US (C-07, C-14). */
export const FORMAT_LOCALE = 'en-US';

/** Template formatters that look up the locale (spec §9). */
export const LOCALE_LOOKUP_FORMATTERS = [
  'date',
  'datetime',
  'decimal',
  'money',
  'message',
  'plural',
  'relative-time',
  'timesince',
] as const;
