/**
 * Differential cases for the commerce price family: from-price, normal-price,
 * sale-price, product-price, subscription-price, product-status, product-scarcity,
 * product-restock-notification and the commerce predicates. Our own data and templates.
 */
import type { OracleCase } from './case';

const EN = { locale: 'en-US' };
const DE = { locale: 'de-DE' };
const CLDR_MONEY = { featureFlags: { useCLDRMoneyFormat: true } };

type Json = Record<string, unknown>;
const money = (value: unknown, currency?: unknown): Json =>
  currency === undefined ? { value } : { value, currency };
const product = (sc: Json | null, extra: Json = {}): Json => ({ structuredContent: sc, ...extra });
const physical = (...variants: unknown[]) => product({ productType: 1, variants });
const variant = (price: unknown, sale?: unknown, extra: Json = {}): Json => ({
  priceMoney: money(price),
  ...(sale === undefined ? {} : { onSale: true, salePriceMoney: money(sale) }),
  ...extra,
});
const digital = (price: unknown, sale?: unknown, onSale?: unknown) =>
  product({
    productType: 2,
    priceMoney: money(price),
    ...(sale === undefined ? {} : { salePriceMoney: money(sale) }),
    ...(onSale === undefined ? {} : { onSale }),
  });

const PRICES = '{@|from-price} {@|normal-price} {@|sale-price}';
const FLAGS =
  '{.has-variants?}H{.end}{.on-sale?}O{.end}{.sold-out?}S{.end}{.varied-prices?}V{.end}|';

/** Amount strings read as decimals and printed in cents. */
const AMOUNTS: unknown[] = [
  '12.34',
  '5.000',
  '5.1230',
  '0.00',
  '-0.0',
  '0e-5',
  '1.005',
  '2.999',
  '000.100',
  '+7',
  '.5',
  '5.',
  '1e2',
  '1E-3',
  '1.0e-10',
  '1e2.5',
  '1e.5',
  '12345678901234567890.12',
  'Infinity',
  '-infinity',
  'NaN',
  'nan',
  'INF',
  'abc',
  '',
  ' 5',
  '1,000',
  '1.5.5',
  '1e',
  '--5',
  7,
  7.125,
  1e21,
  0.1,
  null,
  true,
  [],
  {},
];

const priceCases: OracleCase[] = [
  ...AMOUNTS.map((a): OracleCase => [PRICES, digital(a, a)]),
  [PRICES, physical(variant('5.00'), variant('7'))],
  [PRICES, physical(variant('7'), variant('9', '3'))],
  [PRICES, physical(variant('7', '6'), variant('9', '8'))],
  [PRICES, physical(variant('7'), { ...variant('9', '3'), onSale: false })],
  [PRICES, physical(variant('9'), variant('NaN'), variant('3'))],
  [PRICES, physical(variant('NaN'), variant('9'))],
  [PRICES, physical(variant('-Infinity', 'Infinity'), variant('9', '4'))],
  [PRICES, physical(variant('9', '1'), { onSale: true }, variant('3'))],
  ...[
    ['0', '0.25'],
    ['0.25', '0'],
    ['0.001', '0.00'],
    ['0e3', '500'],
    ['-0.5', '-0.25'],
    ['-0.123', '-0.999'],
    ['-1', '-9.99'],
    ['-0', '-5'],
    ['-0.05', '-0.010'],
    ['12.50', '12.5'],
  ].map((pair): OracleCase => [PRICES, physical(...pair.map((a) => variant(a, a)))]),
  [PRICES, physical(null, 5, variant('9'))],
  [PRICES, physical({ price: 100, salePrice: 50, onSale: true })],
  [PRICES, physical()],
  [PRICES, product({ productType: 1 })],
  [PRICES, product({ productType: 3, variants: [variant('4', '2'), variant('6')] })],
  [PRICES, product({ productType: 4, variants: [variant('25'), variant('50')] })],
  [PRICES, product({ productType: 4, variants: [variant('25', '20'), variant('50')] })],
  [PRICES, product({ productType: '1', variants: [variant('8')] })],
  [PRICES, product({ productType: '2x', priceMoney: money('8') })],
  [PRICES, product({ productType: 5, variants: [variant('8')] })],
  [PRICES, product({ variants: [variant('8')] })],
  [PRICES, product({ productType: 2, priceMoney: { decimalValue: '8', currencyCode: 'USD' } })],
  [PRICES, digital('9', undefined, true)],
  [PRICES, { productType: 1, variants: [variant('9')] }],
  [PRICES, null],
  [PRICES, 'text'],
  ['{.section item}{@|from-price}/{@|sale-price|json}{.end}', { item: digital('3.5', '2') }],
  ['{item.missing|normal-price}', {}],
];

/** The four predicates against many item shapes. */
const predicateItems: unknown[] = [
  physical(variant('5')),
  physical(variant('5'), variant('6')),
  physical({ price: 5 }, { price: 6 }),
  physical({ price: 5 }, { price: 5, extra: 1 }),
  physical({ price: '4' }, { price: 4 }),
  physical({ price: null }, {}),
  physical({ price: 0 }, {}),
  physical({ price: [1] }, { price: [1] }),
  physical({ onSale: true }, {}),
  physical({ onSale: 'x', salePrice: 3 }, { onSale: 'x', salePrice: 4 }),
  physical({ onSale: 0, salePrice: 3 }, { onSale: 0, salePrice: 4 }),
  physical({ onSale: true, salePrice: 3 }, { onSale: 1, salePrice: 3 }),
  physical({ salePrice: null, onSale: true }, { onSale: true }),
  physical({ qtyInStock: 0 }, { qtyInStock: '2' }),
  physical({ qtyInStock: '0.5' }),
  physical({ qtyInStock: 'abc' }),
  physical({ qtyInStock: [1] }),
  physical({ qtyInStock: 0, unlimited: 'false' }),
  physical({ qtyInStock: 0, unlimited: {} }),
  physical({ qtyInStock: 3, onSale: [0] }),
  physical({ qtyInStock: 3, onSale: [] }),
  physical(null, { qtyInStock: 2 }),
  physical(),
  product({ productType: 1, variants: { a: {}, b: {} } }),
  product({ productType: 2, onSale: 'false', variants: [{}, {}] }),
  product({ productType: 2, onSale: 0 }),
  product({ productType: 3, variants: [{ qtyInStock: 0, onSale: true }, { price: 2 }] }),
  product({ productType: 4, variants: [{ qtyInStock: 0, onSale: true }, { price: 2 }] }),
  product({ variants: [{ qtyInStock: 0, onSale: true }, { price: 2 }] }),
  product({ productType: 9, variants: [{ qtyInStock: 5 }, {}] }),
  product(null),
  {},
  null,
  7,
];

const predicateCases: OracleCase[] = [
  ...predicateItems.map((item): OracleCase => [FLAGS, item]),
  [
    '{.repeated section items}{.on-sale?}sale{.or}full{.end} {.end}',
    { items: [physical(variant('1', '0.5')), digital('2'), digital('2', '1', true)] },
  ],
  ['{.section item}{.sold-out?}gone{.or}here{.end}{.end}', { item: physical({ qtyInStock: 1 }) }],
];

const BP = (unit: unknown, value?: unknown, cycles?: unknown): Json => ({
  billingPeriod: value === undefined ? { unit } : { unit, value },
  ...(cycles === undefined ? {} : { numBillingCycles: cycles }),
});
const subscription = (plan: unknown, variants: unknown[] = [variant('10')], extra: Json = {}) =>
  product({ productType: 1, isSubscribable: true, subscriptionPlan: plan, variants }, extra);
const VARIED = [
  { price: 1, ...variant('30') },
  { price: 2, ...variant('20') },
];
const ON_SALE = [variant('10', '5')];

const productPriceCases: OracleCase[] = [
  ['{@|product-price}', physical(variant('10'))],
  ['{@|product-price}', physical(variant('10')), {}, EN],
  ['{@|product-price}', physical(variant('10'), variant('20')), {}, EN],
  ['{@|product-price}', product({ productType: 1, variants: VARIED }), {}, EN],
  ['{@|product-price}', product({ productType: 1, variants: VARIED }), {}, {}],
  ['{@|product-price}', physical(...ON_SALE), {}, EN],
  ['{@|product-price}', physical(...ON_SALE), {}, {}],
  ['{@|product-price}', physical(variant('10', '8'), variant('20', '9')), {}, EN],
  ['{@|product-price}', digital('12.5', '9.99', true), {}, EN],
  ['{@|product-price}', digital('12.5', '9.99', false), {}, EN],
  ['{@|product-price}', digital('1234567.891'), {}, DE],
  ['{@|product-price}', product({ productType: 4, variants: [variant('25')] }), {}, EN],
  ['{@|product-price}', null, {}, EN],
  ['{@|product-price}', 'x', {}, EN],
  ...[
    '0.125',
    '-0.125',
    '-0',
    '0.005',
    '2.675',
    '999.995',
    '1e21',
    '1e-9',
    'abc',
    'Infinity',
    '-Infinity',
    'NaN',
    '123456789012345678.99',
  ].map((a): OracleCase => ['{@|product-price}', digital(a), {}, EN]),
  // CLDR money
  ...['0.125', '-0', '1234.5678', '123456789012345678.99', 'abc'].map(
    (a): OracleCase => ['{@|product-price}', { ...digital(a), ...CLDR_MONEY }, {}, EN],
  ),
  ['{@|product-price}', { ...digital('NaN'), ...CLDR_MONEY }, {}, EN],
  ['x{@|product-price}y', { ...digital('-Infinity'), ...CLDR_MONEY }, {}, EN],
  ['{@|product-price}', { ...digital('2500'), ...CLDR_MONEY }, {}, DE],
  ...['EUR', 'JPY', 'BHD', 'XYZ', 'usd', '', null, 5].map(
    (c): OracleCase => [
      '{@|product-price}',
      { ...product({ productType: 2, priceMoney: money('1234.5678', c) }), ...CLDR_MONEY },
      {},
      EN,
    ],
  ),
  [
    '{@|product-price}',
    {
      ...product({ productType: 1, variants: [variant('10'), { priceMoney: money('20', 'GBP') }] }),
      ...CLDR_MONEY,
    },
    {},
    EN,
  ],
  [
    '{@|product-price}',
    {
      ...product({
        productType: 1,
        variants: [
          { price: 1, priceMoney: money('30', 'EUR') },
          { price: 2, priceMoney: money('20', 'GBP') },
        ],
      }),
      ...CLDR_MONEY,
    },
    {},
    EN,
  ],
  [
    '{@|product-price}',
    {
      ...product({
        productType: 2,
        priceMoney: money('10', 'EUR'),
        onSale: true,
        salePriceMoney: money('5', 'JPY'),
      }),
      ...CLDR_MONEY,
    },
    {},
    EN,
  ],
  ['{@|product-price}', { ...physical(...ON_SALE), ...CLDR_MONEY }],
  ['{@|product-price}', { ...product({ productType: 1, variants: VARIED }), ...CLDR_MONEY }],
  ...[1, 'true', 'false', 0, '', [], [0]].map(
    (f): OracleCase => [
      '{@|product-price}',
      { ...digital('5'), featureFlags: { useCLDRMoneyFormat: f } },
      {},
      EN,
    ],
  ),
  ['{.section item}{@|product-price}{.end}', { ...CLDR_MONEY, item: digital('5') }, {}, EN],
  [
    '{.section a}{.section item}{@|product-price}{.end}{.end}',
    { ...CLDR_MONEY, a: { featureFlags: {}, item: digital('5') } },
    {},
    EN,
  ],
  // localized strings
  [
    '{@|product-price}',
    product(
      { productType: 1, variants: VARIED },
      { localizedStrings: { productPriceFromText: 'Starting at {0}!' } },
    ),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    product(
      { productType: 1, variants: VARIED },
      { localizedStrings: { productPriceFromText: '<{0}|{1}|{2}|{price}>' } },
    ),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    product(
      { productType: 1, variants: VARIED },
      { localizedStrings: { productPriceFromText: "It''s '{0}' {0, select, other {x}}" } },
    ),
    {},
    EN,
  ],
  ...['', null, 5].map(
    (s): OracleCase => [
      '{@|product-price}',
      product(
        { productType: 1, variants: VARIED },
        { localizedStrings: { productPriceFromText: s } },
      ),
      {},
      EN,
    ],
  ),
  [
    '{@|product-price}',
    product(
      { productType: 1, variants: VARIED },
      { localizedStrings: { productPriceStartingFromText: 'old {0}' } },
    ),
    {},
    EN,
  ],
];

const subscriptionCases: OracleCase[] = [
  ...['WEEK', 'MONTH', 'YEAR', 'DAY', 'fortnight', 'Week', '', null, 5].flatMap((unit) =>
    [[1], [2], [1, 1], [2, 3]].map(
      (p): OracleCase => ['{@|product-price}', subscription(BP(unit, p[0], p[1])), {}, EN],
    ),
  ),
  ...[
    [0, 2],
    [-1, 2],
    [1.5],
    [0.5, 2],
    ['3'],
    ['abc', 2],
    [true, 1],
    [null, 2],
    [1e21],
    [1, 0],
    [1, 0.5],
    [1, 'abc'],
    [1, -2],
    [1, '2'],
    [1, 1e21],
  ].map((p): OracleCase => ['{@|product-price}', subscription(BP('WEEK', p[0], p[1])), {}, EN]),
  // whole years of weeks or months are told in years
  ...[
    ['MONTH', 1, 12],
    ['MONTH', 6, 2],
    ['MONTH', 5, 12],
    ['MONTH', 1, 13],
    ['MONTH', 12, 0.5],
    ['MONTH', -12, 1],
    ['WEEK', 1, 52],
    ['WEEK', 4, 26],
    ['WEEK', 1, 53],
    ['DAY', 1, 365],
    ['YEAR', 1, 12],
  ].map(
    (p): OracleCase => [
      '{@|product-price}',
      subscription(BP(p[0], p[1], p[2]), [variant('10')], {
        localizedStrings: {
          productPrice__singlePrice__1Monthly__limited__1Years: '{price} monthly, a year',
          productPrice__singlePrice__nMonthly__limited__nYears:
            '{price} / {billingPeriodValue} months / {duration} years',
          productPrice__singlePrice__nWeekly__limited__nYears:
            '{price} / {billingPeriodValue} weeks / {duration} years',
        },
      }),
      {},
      EN,
    ],
  ),
  ...[
    ['MONTH', 3, 8],
    ['WEEK', 2, 52],
  ].map((p): OracleCase => ['{@|product-price}', subscription(BP(p[0], p[1], p[2])), {}, EN]),
  ['{@|product-price}', subscription(BP('WEEK', 2, 3), VARIED), {}, EN],
  ['{@|product-price}', subscription(BP('MONTH', 1), ON_SALE), {}, EN],
  ['{@|product-price}', subscription(BP('YEAR', 2, 2), ON_SALE), {}, {}],
  ['{@|product-price}', subscription(BP('WEEK', 2, 2)), {}, {}],
  ['{@|product-price}', subscription(undefined), {}, EN],
  ['{@|product-price}', subscription(undefined), {}, {}],
  ['{@|product-price}', subscription(undefined, VARIED, CLDR_MONEY)],
  ['{@|product-price}', subscription(BP('WEEK', 1), ON_SALE, CLDR_MONEY)],
  ['{@|product-price}', subscription({ numBillingCycles: 2 }), {}, EN],
  ['{@|product-price}', subscription({ billingPeriod: null }), {}, EN],
  ['{@|product-price}', subscription('plan'), {}, EN],
  [
    '{@|product-price}',
    product({
      productType: 1,
      isSubscribable: 'false',
      subscriptionPlan: BP('WEEK', 1),
      variants: [variant('3')],
    }),
    {},
    EN,
  ],
  ...[1e20, 1e21, -1e21].map(
    (n): OracleCase => [
      '{@|product-price}',
      product({
        productType: 1,
        isSubscribable: n,
        subscriptionPlan: BP('WEEK', 1),
        variants: [variant('3')],
      }),
      {},
      EN,
    ],
  ),
  // product type -1 (undefined) prints an empty price unless the product is subscribable
  ...[-1, '-1', '-1.0', ' -1', '-1x', -1.5, -2, 0, 5, null, 'x'].map(
    (productType): OracleCase => ['{@|product-price}', product({ productType }), {}, EN],
  ),
  ['{@|product-price}', product({ productType: -1, priceMoney: money('3') }), {}, EN],
  ['{@|product-price}', product({ productType: -1, variants: [variant('3', '2')] }), {}, EN],
  ['{@|product-price}', product({ productType: -1 })],
  ['{@|product-price}', product({ productType: -1, isSubscribable: true }), {}, EN],
  [
    '{@|product-price}',
    product({ productType: -1, isSubscribable: true, subscriptionPlan: BP('WEEK', 1) }),
    {},
    EN,
  ],
  [`${PRICES}|${FLAGS}{@|product-status}`, product({ productType: -1 }), {}, EN],
  ['{@|subscription-price}', product({ productType: -1 }), {}, EN],
  ['{@|product-price}', { structuredContent: { isSubscribable: 1e21 } }, {}, EN],
  ['{@|product-price}', { structuredContent: { isSubscribable: 1e20 } }, {}, EN],
  [
    '{@|product-price}',
    product({
      productType: 1,
      isSubscribable: 1,
      subscriptionPlan: BP('WEEK', 1),
      variants: [variant('3')],
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    product({
      productType: 2,
      isSubscribable: true,
      subscriptionPlan: BP('MONTH', 3, 2),
      priceMoney: money('3'),
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    subscription(BP('WEEK', 1), [variant('10')], {
      localizedStrings: {
        productPrice__singlePrice__1Weekly__indefinite: '{price} weekly ({0}/{1}/{2})',
      },
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    subscription(BP('MONTH', 2, 3), [variant('10')], {
      localizedStrings: {
        productPrice__singlePrice__nMonthly__limited__nMonths:
          '{price} every {billingPeriodValue} months, {duration, plural, one {# month} other {# months}} <b>',
      },
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    subscription(BP('MONTH', 1500, 2), [variant('10')], {
      localizedStrings: {
        productPrice__singlePrice__nMonthly__limited__nMonths:
          '{price} / {billingPeriodValue, number} / {duration, decimal}',
      },
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    subscription(BP('YEAR', 1, 1), ON_SALE, {
      localizedStrings: { productPrice__singlePrice__1Yearly__limited__1Years: '[{price}]' },
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    subscription(BP('week', 3, 4), VARIED, {
      localizedStrings: {
        productPrice__multiplePrices__nWeekly__limited__nWeeks: '{0}|{1}|{2}|{3}',
      },
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    subscription(BP('WEEK', 0, 2), [variant('10')], {
      localizedStrings: { productPrice__singlePrice__nWeekly__indefinite: 'zero {duration}' },
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    subscription(BP('WEEK', 1, 2), [variant('10')], {
      localizedStrings: { productPrice__singlePrice__1Weekly__limited__nWeeks: null },
    }),
    {},
    EN,
  ],
  [
    '{@|product-price}',
    subscription(undefined, [variant('10')], {
      localizedStrings: { productPriceUnavailable: '{0}/{price}' },
    }),
    {},
    EN,
  ],
];

const options = (...opts: unknown[]) => [{ pricingOptions: opts }];
const subPrice = (variants: unknown, type: unknown = 1) => product({ productType: type, variants });

const subscriptionPriceCases: OracleCase[] = [
  ['{@|subscription-price}', subPrice(options(variant('10'))), {}, EN],
  ['{@|subscription-price}', subPrice(options(variant('10'))), {}, {}],
  ['{@|subscription-price}', subPrice(options(variant('20', '1'), variant('10'))), {}, EN],
  ['{@|subscription-price}', subPrice(options(variant('20'), variant('10', '1'))), {}, EN],
  ['{@|subscription-price}', subPrice(options({ ...variant('20', '1'), onSale: 'x' })), {}, EN],
  ['{@|subscription-price}', subPrice(options({ priceMoney: money('20'), onSale: true })), {}, EN],
  ['{@|subscription-price}', subPrice(options(variant('abc', 'NaN'))), {}, EN],
  ['{@|subscription-price}', subPrice(options(variant('20', '1'))), {}, {}],
  ['{@|subscription-price}', subPrice([]), {}, EN],
  ['{@|subscription-price}', subPrice([{ pricingOptions: [] }]), {}, EN],
  ['{@|subscription-price}', subPrice([{ pricingOptions: {} }]), {}, EN],
  ['{@|subscription-price}', subPrice([{ pricingOptions: [null] }]), {}, EN],
  ['{@|subscription-price}', subPrice([null, ...options(variant('3'))]), {}, EN],
  ...[2, 3, '3', 4, 5, null].map(
    (t): OracleCase => ['{@|subscription-price}', subPrice(options(variant('10')), t), {}, EN],
  ),
  [
    '{@|subscription-price}',
    subPrice([
      { price: 1, pricingOptions: [variant('30', '25')] },
      { price: 2, pricingOptions: [variant('20')] },
    ]),
    {},
    EN,
  ],
  [
    '{@|subscription-price}',
    subPrice([{ price: 1 }, { price: 2, pricingOptions: [variant('20')] }]),
    {},
    EN,
  ],
  [
    '{@|subscription-price}',
    {
      ...subPrice([
        { price: 1, pricingOptions: [{ priceMoney: money('30', 'EUR') }] },
        { price: 2 },
      ]),
      localizedStrings: { productPriceFromText: 'FF {0}|{1}|{price}' },
    },
    {},
    EN,
  ],
  [
    '{@|subscription-price}',
    {
      ...subPrice(
        options({
          priceMoney: money('10', 'EUR'),
          onSale: true,
          salePriceMoney: money('4', 'GBP'),
        }),
      ),
      ...CLDR_MONEY,
    },
    {},
    EN,
  ],
  ['{@|subscription-price}', { ...subPrice(options(variant('10'))), ...CLDR_MONEY }],
];

const withContext = (id: unknown, entry: unknown, extra: Json = {}, item: Json = {}): Json => ({
  item: { id, ...item },
  productMerchandisingContext: { [String(id)]: entry },
  ...extra,
});

const soldOut = physical({ qtyInStock: 0 });
const onSale = physical({ qtyInStock: 3, onSale: true });

const statusCases: OracleCase[] = [
  ['{@|product-status}', soldOut],
  ['{@|product-status}', onSale],
  ['{@|product-status}', physical({ qtyInStock: 3 })],
  ['{@|product-status}', physical({ qtyInStock: 0, onSale: true })],
  ['{@|product-status}', digital('1', '1', true)],
  ['{@|product-status}', digital('1')],
  ['{@|product-status}', product({ productType: 4, variants: [{ qtyInStock: 0, onSale: true }] })],
  ['{@|product-status}', {}],
  ['{@|product-status}', null],
  ['[{item|product-status|json}]', { item: digital('1') }],
  [
    '{item|product-status}',
    { item: soldOut, localizedStrings: { productSoldOutText: 'Gone <b>&"' } },
  ],
  ['{item|product-status}', { item: onSale, localizedStrings: { productSaleText: 'Deal <i>&"' } }],
  ...['', null, 5, [1]].map(
    (t): OracleCase => [
      '{item|product-status}',
      { item: soldOut, localizedStrings: { productSoldOutText: t, productSaleText: t } },
    ],
  ),
  ['{item|product-status}', { item: onSale, localizedStrings: { productSaleText: '' } }],
  ...['Custom <x>', '', null, true, { a: 1 }].map(
    (t): OracleCase => [
      '{item|product-status}',
      withContext(
        'p1',
        { customSoldOutText: t },
        { localizedStrings: { productSoldOutText: 'L' } },
        soldOut,
      ),
    ],
  ),
  [
    '{item|product-status}',
    withContext('p1', { customSoldOutText: 'C', customSaleText: 'CS' }, {}, onSale),
  ],
  [
    '{item|product-status}',
    {
      item: { ...soldOut, localizedStrings: { productSoldOutText: 'inner' } },
      localizedStrings: { productSoldOutText: 'outer' },
    },
  ],
  ['{item|product-status}', withContext(5, { customSoldOutText: 'by number' }, {}, soldOut)],
];

const scarcityEntry = (o: Json = {}): Json => ({
  scarcityEnabled: true,
  scarcityTemplateViews: [{ qtyInStock: 3, attributes: { Size: 'L' } }],
  scarcityText: 'Just {qtyInStock} remaining',
  ...o,
});

const scarcityCases: OracleCase[] = [
  ['{item|product-scarcity}', withContext('s1', scarcityEntry()), {}, EN],
  ['{item|product-scarcity}', withContext('s1', scarcityEntry()), {}, {}],
  ...[false, 'false', 'true', 1, 2, undefined].map(
    (e): OracleCase => [
      '{item|product-scarcity}',
      withContext('s1', scarcityEntry({ scarcityEnabled: e })),
      {},
      EN,
    ],
  ),
  ...[[], {}, [{}], [null], [{ qtyInStock: 'x<"' }]].map(
    (views): OracleCase => [
      '{item|product-scarcity}',
      withContext('s1', scarcityEntry({ scarcityTemplateViews: views })),
      {},
      EN,
    ],
  ),
  ...[{}, null, [1, 2], 'x', [], { q: '<"&\'>' }].map(
    (attributes): OracleCase => [
      '{item|product-scarcity}',
      withContext('s1', scarcityEntry({ scarcityTemplateViews: [{ qtyInStock: 1, attributes }] })),
      {},
      EN,
    ],
  ),
  [
    '{item|product-scarcity}',
    withContext(
      's1',
      scarcityEntry({
        scarcityTemplateViews: [
          { qtyInStock: 4 },
          { qtyInStock: 1, attributes: { Color: 'Blue' }, scarcityText: 'last one' },
          { qtyInStock: 2, attributes: { Color: 'Green' } },
        ],
      }),
    ),
    {},
    EN,
  ],
  ...[
    '{qtyInStock, plural, one {# item} other {# items}} & <more> "quoted"',
    '{qtyInStock, number} / {0, decimal} / {qtyInStock, money}',
    "{0} it''s",
    '',
    undefined,
    5,
  ].map(
    (t): OracleCase => [
      '{item|product-scarcity}',
      withContext('s1', scarcityEntry({ scarcityText: t })),
      {},
      EN,
    ],
  ),
  [
    '{item|product-scarcity}',
    withContext('s1', scarcityEntry({ scarcityTemplateViews: [{}] }), { qtyInStock: 9 }),
    {},
    EN,
  ],
  [
    '{item|product-scarcity}',
    withContext(
      's1',
      scarcityEntry({
        scarcityTemplateViews: [{ qtyInStock: 1234.5 }],
        scarcityText: '{qtyInStock, number} left',
      }),
    ),
    {},
    DE,
  ],
  ['{item|product-scarcity}', { item: { id: 's1' } }, {}, EN],
  ['{item|product-scarcity}', withContext('s1', scarcityEntry(), {}, { id: 'other' }), {}, EN],
  [
    '[{item|product-scarcity|json}]',
    withContext('s1', scarcityEntry({ scarcityEnabled: 0 })),
    {},
    EN,
  ],
  [
    '{.section item}{@|product-scarcity}{.end}',
    {
      item: {
        id: 's1',
        productMerchandisingContext: { s1: scarcityEntry({ scarcityText: 'inner' }) },
      },
      productMerchandisingContext: { s1: scarcityEntry() },
    },
    {},
    EN,
  ],
];

const MESSAGES = {
  buttonText: 'Notify me',
  CTAText: 'Back soon',
  placeholderText: 'you@example.com',
  mailingListDescription: 'Join the list',
};
const restockEntry = (o: Json = {}): Json => ({
  restockNotificationViews: [{}],
  restockNotificationMessages: MESSAGES,
  ...o,
});

const restockCases: OracleCase[] = [
  ['{item|product-restock-notification}', withContext('r1', restockEntry())],
  [
    '{item|product-restock-notification}',
    withContext(
      'r1',
      restockEntry({ restockNotificationViews: [{ variantId: 'v1', hiddenByDefault: true }] }),
    ),
  ],
  [
    '{item|product-restock-notification}',
    withContext(
      'r1',
      restockEntry({
        restockNotificationViews: [
          { variantId: 'v1', hiddenByDefault: false },
          { variantId: 'v<2"', hiddenByDefault: 'false' },
          { variantId: [1, 2] },
          null,
        ],
      }),
    ),
  ],
  ...[
    [true, undefined],
    [true, true],
    ['false', 'false'],
    [0, 1],
    [null, true],
  ].map(
    ([signUp, optIn]): OracleCase => [
      '{item|product-restock-notification}',
      withContext(
        'r1',
        restockEntry({ mailingListSignUpEnabled: signUp, mailingListOptInByDefault: optIn }),
      ),
    ],
  ),
  ...['K"<', '', undefined].map(
    (siteKey): OracleCase => [
      '{item|product-restock-notification}',
      withContext('r1', restockEntry(), { website: { captchaSettings: { siteKey } } }),
    ],
  ),
  [
    '{item|product-restock-notification}',
    withContext('r1', restockEntry(), {}, { website: { captchaSettings: { siteKey: 'on item' } } }),
  ],
  [
    '{item|product-restock-notification}',
    withContext(
      'r1',
      restockEntry({
        mailingListSignUpEnabled: true,
        restockNotificationMessages: {
          buttonText: '<b>"&',
          CTAText: 5,
          placeholderText: [1],
          mailingListDescription: { a: 1 },
        },
      }),
    ),
  ],
  ...[{}, null, 'text'].map(
    (m): OracleCase => [
      '{item|product-restock-notification}',
      withContext('r1', restockEntry({ restockNotificationMessages: m })),
    ],
  ),
  [
    '{item|product-restock-notification}',
    withContext(
      'r1',
      restockEntry({
        restockNotificationViews: [
          { mailingListSignUpEnabled: true, mailingListOptInByDefault: true, captchaSiteKey: 'k' },
        ],
      }),
    ),
  ],
  ...[[], {}, undefined].map(
    (views): OracleCase => [
      '{item|product-restock-notification}',
      withContext('r1', restockEntry({ restockNotificationViews: views })),
    ],
  ),
  [
    '{item|product-restock-notification}',
    withContext('r1', restockEntry(), {}, { variantId: 'IV' }),
  ],
  [
    '{item|product-restock-notification}',
    withContext('r1', restockEntry(), { variantId: 'RV', hiddenByDefault: 1 }),
  ],
  [
    '{item|product-restock-notification}',
    withContext(
      'r1',
      restockEntry({ restockNotificationViews: [{ variantId: null, hiddenByDefault: null }] }),
      { variantId: 'RV', hiddenByDefault: true },
    ),
  ],
  ['{item|product-restock-notification}', { item: null }],
  ['{@|product-restock-notification}', withContext('r1', restockEntry())],
  ['{item|product-restock-notification}', withContext(7, restockEntry())],
];

/** variant-descriptor: every optionValues entry counts, a non-object one as ''. */
const descriptorCases: OracleCase[] = [
  [{ value: 'S' }, { value: 'Red' }],
  [{ value: 'S' }, 2],
  [2, { value: 'Red' }],
  [null, 'Red'],
  ['', ''],
  [3],
  [null],
  [],
  [{ value: 'S' }, [], { value: 'Blue' }],
  [{ value: 'S' }, {}, { value: 'Blue' }],
  [{ value: 'S' }, 'M', 'L'],
  [[{ value: 'nested' }]],
  [{ value: '' }],
  [{ value: 4 }, { value: null }, { value: false }, { value: { x: 1 } }, { value: ['a'] }],
  { 0: { value: 'S' }, 1: { value: 'Red' } },
  { size: { value: 'S' }, color: { value: 'Red' } },
  { value: 'S' },
  {},
  'S / Red',
  7,
  null,
].map((optionValues): OracleCase => ['{v|variant-descriptor}', { v: { optionValues } }]);
descriptorCases.push(
  ['{v|variant-descriptor}', { v: {} }],
  ['{v|variant-descriptor}', { v: [{ value: 'S' }] }],
  ['{v|variant-descriptor}', { v: 'S' }],
  ['{v|variant-descriptor}', {}],
);

export const COMMERCE_CASES: OracleCase[] = [
  ...descriptorCases,
  ...priceCases,
  ...predicateCases,
  ...productPriceCases,
  ...subscriptionCases,
  ...subscriptionPriceCases,
  ...statusCases,
  ...scarcityCases,
  ...restockCases,
];
