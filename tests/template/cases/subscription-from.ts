/**
 * Generated differential cases for `subscription-price` when variants carry pricing options:
 * the block reads the options of the cheapest variant (its sale price when on sale, the first
 * of equals), shows "from" the first option's price when variant prices vary, then that
 * option's sale and normal price. Every ordered pair and some triples of the variants below.
 */
import type { OracleCase } from './case';

type Json = Record<string, unknown>;

const money = (value: string): Json => ({ value, currency: 'USD' });

const option = (price: string, sale?: string): Json => ({
  priceMoney: money(price),
  ...(sale === undefined ? { onSale: false } : { onSale: true, salePriceMoney: money(sale) }),
  subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
});

const variant = (price: string, sale: string | undefined, options: Json[]): Json => ({
  priceMoney: money(price),
  ...(sale === undefined ? { onSale: false } : { onSale: true, salePriceMoney: money(sale) }),
  pricingOptions: options,
});

const VARIANTS: Json[] = [
  variant('10', undefined, [option('9'), option('8')]),
  variant('20', '5', [option('18', '2.50'), option('18', '3')]),
  variant('30', undefined, [option('24')]),
  variant('8', undefined, []),
  variant('10.00', undefined, [option('7.75', '7.5')]),
  variant('abc', undefined, [option('1')]),
];

const at = (i: number) => VARIANTS[i] as Json;

const product = (productType: number, variants: Json[]): Json => ({
  structuredContent: { productType, variants },
});

const TEMPLATE = '{@|subscription-price}';
const EN = { locale: 'en-US' };

export const SUBSCRIPTION_FROM_CASES: OracleCase[] = [
  ...VARIANTS.flatMap((a) =>
    VARIANTS.map((b): OracleCase => [TEMPLATE, product(1, [a, b]), {}, EN]),
  ),
  ...[
    [0, 1, 2],
    [2, 1, 0],
    [2, 4, 1],
    [3, 0, 1],
  ].map((ix): OracleCase => [TEMPLATE, product(1, ix.map(at)), {}, EN]),
  [TEMPLATE, product(3, [at(2), at(1)]), {}, EN],
  [TEMPLATE, product(1, [at(0), at(1)]), {}, {}],
  [
    TEMPLATE,
    { ...product(1, [at(2), at(1)]), featureFlags: { useCLDRMoneyFormat: true } },
    {},
    { locale: 'de-DE' },
  ],
  [
    TEMPLATE,
    {
      ...product(1, [at(2), at(1)]),
      localizedStrings: { productPriceFromText: 'ab {fromPrice}' },
    },
    {},
    EN,
  ],
];
