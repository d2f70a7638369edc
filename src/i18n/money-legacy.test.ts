import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, fractionDigits } from './currencies';
import { legacyMoney } from './money-legacy';

/**
 * The legacy layout written by hand is Intl's en-US currency layout to the character, for every
 * store currency and any decimal amount: whole, fractional, rounded up across a power of ten,
 * negative, and negative amounts that round to zero.
 */
const intl = (amount: string, currency: string, digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  }).format(amount as `${number}`);

const SAMPLES = [
  '0',
  '-0',
  '0.5',
  '.5',
  '12.',
  '1234.5',
  '-1234.5',
  '999.995',
  '999999.5',
  '-0.004',
  '-0.005',
  '1.005',
  '1000000',
  '123456789012345.99',
  '0.0049999',
];

describe('the legacy money layout without Intl', () => {
  it.each(CURRENCY_CODES)('%s: the samples as Intl writes them', (currency) => {
    const digits = fractionDigits(currency);
    for (const amount of SAMPLES) {
      expect(legacyMoney(amount, currency, digits), amount).toBe(intl(amount, currency, digits));
    }
  });

  it('any amount of up to 15 whole and 6 fraction digits, in any store currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.boolean(),
        fc.stringMatching(/^\d{1,15}$/),
        fc.stringMatching(/^\d{0,6}$/),
        (currency, negative, whole, fraction) => {
          const amount = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
          const digits = fractionDigits(currency);
          expect(legacyMoney(amount, currency, digits)).toBe(intl(amount, currency, digits));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
