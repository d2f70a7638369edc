/** Differential cases for the i18n formatters (docs §6 "i18n", §11). */
import type { OracleCase } from './case';

const T = 1582571080000;
const c = (template: string, json: unknown, locale = 'en-US', extra = {}): OracleCase => [
  template,
  json,
  {},
  locale ? { locale, ...extra } : extra,
];

const DATETIME: OracleCase[] = [
  c('{t|datetime}', { t: T }),
  c('{t|datetime date}', { t: T }),
  c('{t|datetime time}', { t: T }),
  c('{t|datetime short}|{t|datetime medium}|{t|datetime long}', { t: T }),
  c('{t|datetime full}', { t: T }),
  c('{t|datetime date:short time:medium}', { t: T }),
  c('{t|datetime date:full time:short}', { t: T }),
  c('{t|datetime datetime:full}|{t|datetime datetime:bogus}', { t: T }),
  c('{t|datetime date time}|{t|datetime date short}|{t|datetime full time}', { t: T }),
  c('{t|datetime time date:full}|{t|datetime date:full date}', { t: T }),
  c('{t|datetime date:long time:short wrap:short}|{t|datetime date:short time:short wrap:full}', {
    t: T,
  }),
  c('{t|datetime wrap:full}|{t|datetime wrap:bogus date:short time:short}', { t: T }),
  c('{t|datetime skeleton:yMMMEEEd}|{t|datetime yMMM d}|{t|datetime Hm}', { t: T }),
  c('{t|datetime yMMMMdEEEE context:begin-sentence}', { t: T }),
  c('{t|datetime skeleton:Bh}|{t|datetime date:yMd time:hm}', { t: T }),
  c('{t|datetime date:medium time:hm wrap:full}', { t: T }),
  c('{t|datetime hm skeleton:yMMMd}|{t|datetime skeleton:yMMMd hm}', { t: T }),
  c('{t|datetime short yMMMd}|{t|datetime date:short yMMMd}', { t: T }),
  c('{t|datetime skeleton:MMMM date:yMd}|{t|datetime skeleton:MMMM time:Hm}', { t: T }),
  c('{t|datetime foo}|{t|datetime bogus:x}|{t|datetime date:bogus}|{t|datetime time:bogus}', {
    t: T,
  }),
  c('{t|datetime skeleton:}|{t|datetime date:}|{t|datetime wrap}|{t|datetime context:}', { t: T }),
  c('{t|datetime Date:short}|{t|datetime SHORT}|{t|datetime a:b:c}|{t|datetime date=short}', {
    t: T,
  }),
  c('{t|datetime date:short:long}|{t|datetime skeleton:yMd:hm}', { t: T }),
  c('{t|datetime skeleton:yMMMdjmmssz}', { t: T, website: { timeZone: 'Asia/Tokyo' } }),
  c('{t|datetime skeleton:yMMMdjmmssv}', { t: T, website: { timeZone: 'Europe/Paris' } }),
  c('{t|datetime full}', { t: T, website: { timeZone: 'Bogus/Zone' } }),
  c('{t|datetime full}', { t: T, website: { timeZone: 'UTC' } }),
  c('{t|datetime full}', { t: T, website: { timeZone: 5 } }),
  c('{t|datetime full}', { t: T, website: { timeZone: null } }),
  c('{t|datetime full}', { t: T, website: { timeZone: '' } }),
  c('{t|datetime full}', { t: T, website: { timeZone: ['Asia/Kolkata'] } }),
  c('{t|datetime full}', { t: T, website: {} }),
  c('{t|datetime full}', { t: T, website: 'x' }),
  c('{t|datetime full}', { t: T, website: { timeZone: 'asia/tokyo' } }),
  c('{t|datetime full}', { t: T, website: { timeZone: 'US/Pacific' } }),
  c('{.section s}{t|datetime full}{.end}', { s: { t: T }, website: { timeZone: 'Asia/Tokyo' } }),
  c('{.section s}{t|datetime long}{.end}', {
    s: { t: T, website: { timeZone: 'Europe/Paris' } },
    website: { timeZone: 'Asia/Tokyo' },
  }),
  c('{t|datetime full}', { t: T }, 'de'),
  c('{t|datetime full}', { t: T }, 'fr'),
  c('{t|datetime full}', { t: T }, 'ja'),
  c('{t|datetime short}|{t|datetime full}', { t: T }, 'en-GB'),
  c('{t|datetime medium}|{t|datetime skeleton:Bh}', { t: T }, 'fr'),
  c('{t|datetime skeleton:yMMMEd}|{t|datetime}', { t: T }, 'de'),
  c('{t|datetime date:full}|{t|datetime date:full calendar:japanese}', { t: 1520751625000 }, 'ja'),
  c('{t|datetime calendar:buddhist full}|{t|datetime calendar:persian}', { t: T }),
  c('{t|datetime calendar:iso8601 full}|{t|datetime calendar:bogus}', { t: T }),
  c('{t|datetime context:begin-sentence skeleton:MMMM}', { t: T }, 'fr'),
  c(
    '{t|datetime context:standalone MMMM}|{t|datetime context:ui-list-or-menu MMMM}',
    { t: T },
    'fr',
  ),
  c('{t|datetime context:middle-of-text MMMM}|{t|datetime context:bogus MMMM}', { t: T }, 'fr'),
  c('{t|datetime}|{u|datetime}|{v|datetime skeleton:HmsSSS}', {
    t: '1582571080000',
    u: '1582571080000.7',
    v: 1582571080123.7,
  }),
  c('[{a|datetime}][{b|datetime}][{c|datetime}][{d|datetime}]', { a: 'abc', b: '', c: null }),
  c('{a|datetime}|{b|datetime}|{c|datetime}|{d|datetime}', { a: true, b: [1], c: { x: 1 }, d: 0 }),
  c('{a|datetime}|{b|datetime}|{c|datetime}', { a: -1, b: 1e20, c: -1e20 }),
  c('{a|datetime Hms}|{b|datetime Hms}|{c|datetime Hms}|{d|datetime Hms}', {
    a: '2020-01-01',
    b: ' 12',
    c: '1.5e3',
    d: '0x10',
  }),
  c('[{a|datetime}][{b|datetime}][{c|datetime|json}]', { a: 'Infinity', b: 'x1', c: 'abc' }),
  c('[{t|datetime}][{t|datetime foo}][{t|datetime|json}]', { t: T }, ''),
];

const N = { n: '1234567.891', h: '0.891', m: '-1234567.891' };
const DECIMAL: OracleCase[] = [
  c('{n|decimal}|{m|decimal}|{h|decimal}', N),
  c('{n|decimal}|{m|decimal}', N, 'de'),
  c('{n|decimal}|{m|decimal}', N, 'fr'),
  c('{n|decimal}|{n|decimal style:short}', N, 'ja'),
  c('{n|decimal}|{n|decimal nu:arab}', N, 'ar'),
  c('{n|decimal}', N, 'hi'),
  c('{n|decimal style:percent}|{n|decimal style:short}|{n|decimal style:long}', {
    n: '123456.7890',
  }),
  c('{n|decimal maximumFractionDigits:1}|{n|decimal maximumFractionDigits:1 round:down}', {
    n: '123456.7890',
  }),
  c('{n|decimal style:decimal}|{n|decimal style:scientific}|{n|decimal style:long}', N, 'de'),
  c('{h|decimal style:percent}|{h|decimal style:percent-scaled}|{h|decimal style:permille}', N),
  c('{h|decimal style:permille-scaled}|{h|decimal style:standard}|{h|decimal style:bogus}', N),
  c('{h|decimal Style:percent}|{h|decimal percent}|{n|decimal short}|{h|decimal style=percent}', N),
  c('{n|decimal minimumIntegerDigits:9}|{n|decimal minint:9}|{h|decimal minInt:3}', N),
  c('{n|decimal maximumFractionDigits:1}|{n|decimal maxfrac:1}|{n|decimal maxFrac:0}', N),
  c('{n|decimal minimumFractionDigits:5}|{n|decimal minfrac:5}|{n|decimal minFrac:4}', N),
  c('{n|decimal maximumSignificantDigits:2}|{n|decimal maxsig:2}|{n|decimal maxSig:1}', N),
  c('{n|decimal minimumSignificantDigits:12}|{n|decimal minsig:12}|{h|decimal minSig:5}', N),
  c('{n|decimal MININT:6}|{n|decimal minimumInt:6}|{n|decimal maxFractionDigits:0}', N),
  c('{n|decimal grouping:false}|{n|decimal group:false}|{n|decimal group:true}', N),
  c('{n|decimal group:0}|{n|decimal group:x}|{n|decimal group:}|{n|decimal group}', N),
  c('{n|decimal grouping:x}|{n|decimal grouping}|{n|decimal GROUP:false}', N),
  c('{n|decimal no-group}|{n|decimal no-group:true}|{n|decimal no-group:false}', N),
  c('{n|decimal nogroup}|{n|decimal no-grouping}|{n|decimal No-Group}', N),
  c('{n|decimal no-group group}|{n|decimal group no-group}', N),
  c('{n|decimal maxfrac:x}|{n|decimal maxfrac:-1}|{n|decimal maxfrac:}|{h|decimal maxfrac:0}', N),
  c('{h|decimal minint:x}|{h|decimal minint:0}|{h|decimal minint:-3}|{h|decimal minfrac:x}', N),
  c('{n|decimal maxsig:x}|{n|decimal maxsig:-1}|{h|decimal minsig:x}|{h|decimal minsig:0}', N),
  c(
    '{a|decimal maxfrac:1e1}|{a|decimal maxfrac:0x5}|{a|decimal maxfrac:+3}|{a|decimal maxfrac:3.9}',
    {
      a: '1.55555555555',
    },
  ),
  c('{a|decimal maxfrac:50}|{a|decimal minfrac:50}|{a|decimal minfrac:3 maxfrac:1}', { a: '1.5' }),
  c('{a|decimal maxfrac:1 maxfrac:3}|{a|decimal maxfrac=1}', { a: '0.5555' }),
  c(
    '{a|decimal round:ceil maxfrac:0}|{b|decimal round:ceil maxfrac:0}|{a|decimal round:ceiling maxfrac:0}',
    {
      a: '1.1',
      b: '-1.5',
    },
  ),
  c(
    '{a|decimal round:floor maxfrac:0}|{b|decimal round:floor maxfrac:0}|{a|decimal round:up maxfrac:0}',
    {
      a: '1.9',
      b: '-1.1',
    },
  ),
  c(
    '{a|decimal round:down maxfrac:0}|{b|decimal round:truncate maxfrac:0}|{b|decimal round:up maxfrac:0}',
    {
      a: '1.9',
      b: '-1.9',
    },
  ),
  c(
    '{a|decimal round:half-up maxfrac:0}|{a|decimal round:half-down maxfrac:0}|{b|decimal round:half-even maxfrac:0}',
    {
      a: '2.5',
      b: '3.5',
    },
  ),
  c(
    '{a|decimal round:x maxfrac:0}|{b|decimal round:bogus maxfrac:0}|{b|decimal round: maxfrac:0}',
    {
      a: '2.5',
      b: '-1.5',
    },
  ),
  c(
    '{a|decimal round:05up maxfrac:1}|{a|decimal rounding:up maxfrac:0}|{a|decimal ROUND:up maxfrac:0}',
    {
      a: '1.06',
    },
  ),
  c(
    '{a|decimal round:CEIL maxfrac:0}|{a|decimal round:half_up maxfrac:0}|{a|decimal mode:up maxfrac:0}',
    {
      a: '1.5',
    },
  ),
  c(
    '{n|decimal style:short maxfrac:2}|{h|decimal style:percent maxfrac:2}|{n|decimal style:scientific minsig:4}',
    N,
  ),
  c('{n|decimal numberSystem:arab}|{n|decimal nu:arab}|{n|decimal trimZeroFractions}', N),
  c('{a|decimal}|{a|decimal minfrac:2}|{b|decimal}|{b|decimal maxfrac:5}', {
    a: '1.00',
    b: '1.2000',
  }),
  c('{a|decimal}|{b|decimal}|{c|decimal}|{d|decimal}|{e|decimal}', {
    a: -5,
    b: 5.25,
    c: 1e21,
    d: 1e-7,
    e: '-0',
  }),
  c('[{a|decimal}][{b|decimal}][{c|decimal}][{d|decimal}][{e|decimal}][{f|decimal}]', {
    a: true,
    b: null,
    d: [1],
    e: { a: 1 },
    f: 'abc',
  }),
  c('[{a|decimal}][{b|decimal}][{c|decimal}][{d|decimal}][{e|decimal}]', {
    a: '',
    b: ' 1',
    c: 'NaN',
    d: 'Infinity',
    e: '1e5',
  }),
  c('{a|decimal|json}{b|decimal|json}{c|decimal style:short|decimal}', {
    a: 'abc',
    b: '5',
    c: 1234,
  }),
  c('[{n|decimal}][{n|decimal style:short}][{n|decimal|json}]', N, ''),
];

const usd = (value: unknown) => ({ a: { decimalValue: value, currencyCode: 'USD' } });
const cur = (value: unknown, currency: unknown) => ({ a: { value, currency } });
const MONEY: OracleCase[] = [
  c('{usd|money}|{usd|money style:short}|{usd|money style:name}', {
    usd: { decimalValue: '123456.7890', currencyCode: 'USD' },
  }),
  c('{eur|money}|{eur|money style:short}|{eur|money style:name}', {
    eur: { decimalValue: '123456.7890', currencyCode: 'EUR' },
  }),
  c('{a|money}|{a|money style:accounting}|{a|money style:code}', cur('-1234.5', 'EUR'), 'de'),
  c('{a|money}|{a|money style:name}|{a|money style:short}', cur(1234567.5, 'EUR'), 'fr'),
  c('{a|money}|{a|money style:code}', cur('-1234.5', 'JPY'), 'ja'),
  c('{a|money}|{a|money symbol:narrow}|{a|money symbol:default}', cur('1234.5', 'USD'), 'en-GB'),
  c('{a|money}|{a|money symbol:narrow}', cur('1234.5', 'CAD')),
  c('{a|money}', cur('1234.5', 'CHF'), 'de-CH'),
  c('{a|money}|{a|money style:name}', cur('1234.5', 'USD'), 'es'),
  c('{a|money}|{a|money style:short}', cur('1234', 'USD'), 'ar'),
  c('{a|money}|{a|money style:name maxfrac:0}', cur('1', 'EUR'), 'fr'),
  c(
    '{a|money style:accounting}|{a|money style:standard}|{a|money style:foo}',
    cur('-1234.5', 'USD'),
  ),
  c(
    '{a|money STYLE:name}|{a|money style:Name}|{a|money style:name,maxfrac:0}|{a|money style=name}',
    cur('0.5', 'USD'),
  ),
  c(
    '{a|money style:code symbol:narrow}|{a|money style:name symbol:narrow}|{a|money style:symbol}',
    cur('0.5', 'USD'),
  ),
  c(
    '{a|money group}|{a|money no-group}|{a|money group:false}|{a|money grouping:false}',
    cur('12345.5555', 'USD'),
  ),
  c('{a|money no-group group}|{a|money group no-group}', cur('12345.5555', 'USD')),
  c(
    '{a|money maxfrac:0}|{a|money minfrac:4}|{a|money maxsig:2}|{a|money minint:8}',
    cur('1234.5', 'USD'),
  ),
  c(
    '{a|money maximumFractionDigits:0}|{a|money minimumIntegerDigits:6 minimumFractionDigits:3}',
    cur('1234.5', 'USD'),
  ),
  c(
    '{a|money maximumSignificantDigits:2}|{a|money minimumSignificantDigits:7}|{a|money minsig:9}',
    cur('1234.5', 'USD'),
  ),
  c(
    '{a|money maxfrac:x}|{a|money maxfrac:-1}|{a|money maxfrac:}|{a|money maxfrac:1.5}',
    cur('0.5555', 'USD'),
  ),
  c(
    '{a|money round:floor maxfrac:0}|{a|money round:ceil maxfrac:0}|{a|money round:bogus maxfrac:0}',
    cur('1234567.5', 'USD'),
  ),
  c(
    '{a|money round:truncate maxfrac:0}|{a|money round:half-up maxfrac:0}|{a|money maxfrac:0}',
    cur('2.5', 'USD'),
  ),
  c(
    '{a|money style:short group}|{a|money style:short maxfrac:2}|{a|money divisor:1000 style:short}',
    cur('1234567.5', 'USD'),
  ),
  c('{a|money cash}|{a|money cash:true}|{a|money trimZeroFractions}', cur('1.00', 'CHF')),
  c('{a|money}|{a|money maxfrac:8}|{b|money}', {
    a: { value: 1e-7, currency: 'USD' },
    b: cur(1e21, 'USD').a,
  }),
  c('{a|money}', usd('1e3')),
  c('{a|money}', usd('-0')),
  c('{a|money}|{b|money}', { a: cur('+5', 'USD').a, b: cur('.5', 'USD').a }),
  c('[{a|money}][{b|money}][{c|money}]', {
    a: cur('abc', 'USD').a,
    b: cur(' 12', 'USD').a,
    c: cur('', 'USD').a,
  }),
  c('[{a|money}][{b|money}][{c|money}]', {
    a: cur(true, 'USD').a,
    b: cur(null, 'USD').a,
    c: cur([5], 'USD').a,
  }),
  c('[{a|money}][{b|money}]', { a: usd('5.5.5').a, b: usd('1,000').a }),
  c('{a|money}', cur('NaN', 'USD')),
  c('{a|money}', cur('Infinity', 'USD')),
  c('{a|money}', cur('-Infinity', 'USD')),
  c('[{a|money}][{b|money}][{c|money}]', {
    a: cur('5', 'usd').a,
    b: cur('5', 5).a,
    c: cur('5', '').a,
  }),
  c('[{a|money}][{b|money}]', { a: cur('1', 'XYZ').a, b: cur('1', ['USD']).a }),
  c('[{a|money}][{b|money}]', {
    a: { value: '5', currencyCode: 'EUR' },
    b: { decimalValue: '5', currency: 'EUR' },
  }),
  c('{a|money}', { a: { decimalValue: '5', value: '7', currency: 'EUR', currencyCode: 'USD' } }),
  c('{a|money}', { a: { decimalValue: '5', value: '7', currency: 'EUR' } }),
  c('{a|money}', { a: { value: '7', currency: 'EUR', currencyCode: 'USD' } }),
  c('[{a|money}]', { a: { decimalValue: null, currencyCode: 'EUR', value: '7', currency: 'USD' } }),
  c('[{a|money}]', { a: { decimalValue: '5', currencyCode: null, value: '7', currency: 'USD' } }),
  c('[{a|money}][{b|money}][{c|money}]', {
    a: { decimalValue: 5, currencyCode: 'EUR' },
    b: { decimalValue: false, currencyCode: 'USD' },
    c: { value: '1' },
  }),
  c('[{a|money}][{b|money}][{c|money}]', { a: '12', b: [1], c: 5 }),
  c('{a|money}', { a: { decimalValue: '1234.5', currencyCode: 'BHD' } }),
  c('{.section a}{@|money}{.end}|{a|money|money}|{a|money|json}', usd('1234.5')),
  c('[{a|money}][{a|money|json}]', usd('1234.5'), ''),
];

export const I18N_CASES: OracleCase[] = [...DATETIME, ...DECIMAL, ...MONEY];
