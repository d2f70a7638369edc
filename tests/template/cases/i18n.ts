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
  // a number or boolean currency code is printed as text (style:code shows it)
  ...[true, false, -1, 7, 0, 1.5, null, [], ['USD'], { a: 1 }, '', 'xyz'].flatMap((code) => [
    c('{a|money style:code}|{a|money}|{a|money style:name}', {
      a: { decimalValue: '9.00', currencyCode: code },
    }),
    c('{a|money style:code}|{a|money style:short}', { a: { value: '-3', currency: code } }),
  ]),
  c('{a|money style:code}', { a: { decimalValue: '1234.5', currencyCode: 7 } }, 'de-DE'),
  c('{a|money style:code}', { a: { decimalValue: '1234.5', currencyCode: true } }, 'fr-FR'),
  c('{.section a}{@|money}{.end}|{a|money|money}|{a|money|json}', usd('1234.5')),
  c('[{a|money}][{a|money|json}]', usd('1234.5'), ''),
];

const S = 1582571080000;
const IV = { s: S, e1: 1582591080000, e2: 1592591080000, e3: 1692591080000, e4: 1582771080000 };
const INTERVAL: OracleCase[] = [
  c('{s,e1|datetime-interval}|{s,e2|datetime-interval}|{s,e3|datetime-interval}', IV),
  c('{s,e3|datetime-interval yMMM}|{s,e3|datetime-interval skeleton:yMMM}', IV),
  c('{s,e3|datetime-interval yMMM d}|{s,e3|datetime-interval yMMM skeleton:Hm}', IV),
  c('{s,e3|datetime-interval skeleton:Hm yMMM}|{s,e1|datetime-interval date:yMMMd}', IV),
  c('{s,e1|datetime-interval time:Hm}|{s,e2|datetime-interval time:Hm}', IV),
  c('{s,e2|datetime-interval date:yMMMd}|{s,e2|datetime-interval date:yMMMd time:Hm}', IV),
  c(
    '{s,e1|datetime-interval date:yMMMd time:Hm}|{s,e3|datetime-interval date:yMd skeleton:MMMM}',
    IV,
  ),
  c(
    '{s,e2|datetime-interval context:begin-sentence MMMM}|{s,e2|datetime-interval MMMMd}',
    IV,
    'fr',
  ),
  c('{s,e2|datetime-interval context:standalone MMMM}|{s,e2|datetime-interval}', IV, 'fr'),
  c('{s,e2|datetime-interval}|{s,e1|datetime-interval}', IV, 'de'),
  c('{s,e2|datetime-interval}|{s,e3|datetime-interval}', IV, 'ja'),
  c('{s,e2|datetime-interval}|{s,e4|datetime-interval hm}', IV, 'en-GB'),
  c('{s,s|datetime-interval}|{e2,s|datetime-interval}|{s|datetime-interval}', IV),
  c('{s,x|datetime-interval}|{x,e2|datetime-interval}', IV),
  c('{s,e|datetime-interval}', { s: '1582571080000', e: '1592591080000' }),
  c('[{s,e|datetime-interval}][{e,s|datetime-interval}]', { s: 'abc', e: '1592591080000' }),
  c('{a,e|datetime-interval}|{b,e|datetime-interval}|{c,e|datetime-interval}', {
    a: null,
    b: true,
    c: {},
    e: 1592591080000,
  }),
  c('{s,e1|datetime-interval}', { ...IV, website: { timeZone: 'Asia/Tokyo' } }),
  c('{s,e1|datetime-interval}', { ...IV, website: { timeZone: null } }),
  c('{s,e1|datetime-interval}', { ...IV, website: { timeZone: 'bad' } }),
  c('{s,e3|datetime-interval calendar:japanese}|{s,e3|datetime-interval yMMMd ca:buddhist}', IV),
  c('{s,e4|datetime-interval hm wrap:full}|{s,e1|datetime-interval wrap:full}', IV),
  c(
    '{s,e1|datetime-interval short}|{s,e1|datetime-interval strict}|{s,e1|datetime-interval bogus}',
    IV,
  ),
  c(
    '{s,e1|datetime-interval skeleton:}|{s,e1|datetime-interval date:}|{s,e1|datetime-interval time}',
    IV,
  ),
  c(
    '{s,e1|datetime-interval date}|{s,e1|datetime-interval context}|{s,e1|datetime-interval wrap}',
    IV,
  ),
  c(
    '{s,e1|datetime-interval skeleton}|{s,e1|datetime-interval a}|{s,e1|datetime-interval hm:}',
    IV,
  ),
  c(
    '{s,e1|datetime-interval Hm date}|{s,e1|datetime-interval Hm skeleton:}|{s,e1|datetime-interval skeleton Hm}',
    IV,
  ),
  c(
    '{s,e3|datetime-interval skeleton:yMMM:d}|{s,e3|datetime-interval a:b}|{s,e3|datetime-interval yMMMd=}',
    IV,
  ),
  c('{s,e1,e2|datetime-interval}|{s,e1|datetime-interval|json}', IV),
  c('[{s,e1|datetime-interval}]', IV, ''),
];

const NOW = 1_700_000_000_000;
const H = 3_600_000;
const D = 86_400_000;
const RELATIVE: OracleCase[] = [
  c('{a|relative-time}|{b|relative-time}|{c|relative-time}', {
    a: NOW + 2 * H,
    b: NOW - 11 * H,
    c: NOW,
  }),
  c('{a|relative-time}|{b|relative-time}|{c|relative-time}', {
    a: NOW + 1000,
    b: NOW + 30000,
    c: NOW + D,
  }),
  c('{a|relative-time}|{b|relative-time}|{c|relative-time}', {
    a: NOW + 2 * D,
    b: 1701000000000,
    c: 1710000000000,
  }),
  c('{a|relative-time}|{b|relative-time}', { a: 1600000000000, b: NOW + 4 * D }),
  c('{a|relative-time}|{b|relative-time}', { a: 1710000000000, b: 1600000000000 }, 'de'),
  c('{a|relative-time}|{b|relative-time}', { a: 1710000000000, b: 1600000000000 }, 'ja'),
  c('{a|relative-time}|{b|relative-time}', { a: 1710000000000, b: NOW - D }, 'es'),
  c(
    '{a|relative-time context=begin-sentence}|{a|relative-time context:begin-sentence}',
    { a: NOW + 2 * H },
    'fr',
  ),
  c(
    '{a|relative-time context:standalone}|{a|relative-time context:bogus}',
    { a: NOW + 2 * H },
    'fr',
  ),
  c(
    '{a|relative-time dayOfWeek:true}|{a|relative-time dayOfWeek=true}|{b|relative-time dayOfWeek:true}',
    {
      a: NOW + 4 * D,
      b: NOW - 3.5 * D,
    },
  ),
  c('{a|relative-time field:day}|{a|relative-time field=day}|{a|relative-time field:month}', {
    a: 1701000000000,
  }),
  c(
    '{a|relative-time field:bogus}|{a|relative-time field:quarter}|{a|relative-time field:millis}',
    { a: 1710000000000 },
  ),
  c('{a|relative-time field:year}|{a|relative-time field:week}|{a|relative-time field:hour}', {
    a: 1710000000000,
  }),
  c(
    '{a|relative-time field:minute}|{a|relative-time field:second group:false}|{a|relative-time field:second no-group}',
    { a: 1710000000000 },
  ),
  c(
    '{a|relative-time numericOnly:true}|{a|relative-time numericOnly=true}|{a|relative-time numericOnly}',
    { a: NOW + D },
  ),
  c(
    '{a|relative-time numericOnly:false}|{a|relative-time numericOnly:x}|{a|relative-time numericOnly:TRUE}',
    { a: NOW + D },
  ),
  c(
    '{a|relative-time numericOnly:true alwaysNow:true}|{a|relative-time numericOnly:true alwaysNow:false}|{a|relative-time numericOnly:true alwaysNow}',
    { a: NOW },
  ),
  c('{a|relative-time alwaysNow:true}|{a|relative-time numericOnly:true}', { a: NOW }),
  c(
    '{a|relative-time allowWeeks:true}|{a|relative-time allowWeeks=true}|{a|relative-time allowWeeks}',
    { a: 1701000000000 },
  ),
  c('{a|relative-time width:short}|{a|relative-time width=short}|{a|relative-time width:narrow}', {
    a: 1710000000000,
  }),
  c('{a|relative-time width:wide}|{a|relative-time width:bogus}|{a|relative-time width:}', {
    a: 1710000000000,
  }),
  c(
    '{a|relative-time maxfrac:2 field:month}|{a|relative-time maxfrac=2 field=month}|{a|relative-time maximumFractionDigits:2 field:month}',
    { a: 1710000000000 },
  ),
  c(
    '{a|relative-time field:month maxfrac:1 round:ceil}|{a|relative-time field:month minfrac:3}|{a|relative-time field:day minint:4}',
    { a: 1710000000000 },
  ),
  c('{a|relative-time field:month maxsig:1}|{a|relative-time field:month minsig:5}', {
    a: 1710000000000,
  }),
  c('{a|relative-time field:hour maxfrac:2}|{a|relative-time field:day maxfrac:2}', {
    a: 1710900000000,
  }),
  c('{a|relative-time field:hour maxfrac:2}', {
    a: 1710900000000,
    website: { timeZone: 'Asia/Tokyo' },
  }),
  c('{a|relative-time field:day}|{a|relative-time}', {
    a: 1700060000000,
    website: { timeZone: 'Asia/Tokyo' },
  }),
  c('{s,e|relative-time}|{e,s|relative-time}', { s: 1509647217000, e: 1510641417000 }),
  c('{s,e|relative-time}|{e,s|relative-time}|{s,x|relative-time}|{x,e|relative-time}', {
    s: 1509647217000,
    e: 1510641417000,
  }),
  c('{a|relative-time}|[{b|relative-time}]|{c|relative-time}|{d|relative-time}', {
    a: '1710000000000',
    b: 'abc',
    c: null,
  }),
  c('{a|relative-time}|{b|relative-time}|{c|relative-time}|{d|relative-time}', {
    a: true,
    b: '1.5e12',
    c: [1],
    d: {},
  }),
  c('[{s,e|relative-time}][{e,s|relative-time}]|{a|relative-time|json}|{b|relative-time}', {
    s: 'abc',
    e: NOW,
    a: 'x',
    b: 1e20,
  }),
  c('[{a|relative-time}][{a|relative-time field:day}]', { a: NOW + D }, ''),
];

const since = (...ms: number[]) =>
  c(
    ms.map((_, i) => `{a${i}|timesince}`).join('\n'),
    Object.fromEntries(ms.map((m, i) => [`a${i}`, NOW - m])),
  );
const M = 60_000;
const TIMESINCE: OracleCase[] = [
  since(0, 1000, 29000, 59999, 60000, 60001, 89000, 119999, 120000),
  since(44 * M, 45 * M, 59 * M, 60 * M - 1, 60 * M, 89 * M, 119 * M, 120 * M),
  since(23 * H, 24 * H - 1, 24 * H, 47 * H, 48 * H, 6 * D, 7 * D - 1, 7 * D),
  since(13 * D, 14 * D, 29 * D, 30 * D - 1, 30 * D, 59 * D, 60 * D, 300 * D),
  since(364 * D, 365 * D - 1, 365 * D, 547 * D, 730 * D - 1, 730 * D, 3650 * D),
  since(-1000, -M, -H, -D, -400 * D),
  c('{.repeated section l}{@|timesince}{.end}', { l: [-607001400000, 1577987019000] }, 'en-US', {
    now: 1627849845000,
  }),
  c('{a|timesince}|{b|timesince}|{c|timesince}|{d|timesince}', {
    a: '1699999000000',
    b: 'abc',
    c: null,
  }),
  c('{a|timesince}|{b|timesince}|{c|timesince}|{d|timesince}', { a: true, b: 1.5, c: [1], d: {} }),
  c('{a|timesince}|{b|timesince}|{c|timesince}|{d|timesince}', {
    a: '1699999000000.5',
    b: '-5',
    c: '',
    d: false,
  }),
  c('{a|timesince}|{b|timesince}|{c|timesince}|{d|timesince}', {
    a: 1e21,
    b: -1e21,
    c: '12x',
    d: -1e20,
  }),
  c('{a|timesince}|{a|timesince foo}|{b|timesince|json}', { a: NOW - 3 * D, b: 'x' }, 'de'),
  c('{a|timesince}', { a: NOW - 5000 }, 'ja'),
  c('{a|timesince}|{b|timesince}', { a: NOW - 5000, b: 'x' }, ''),
];

const MESSAGE: OracleCase[] = [
  c('{.repeated section items}{msg|message @index @}\n{.end}', {
    msg: 'No. {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}: {1}.',
    items: ['oboe', 'harp', 'lute', 'viol', 'horn'],
  }),
  c('{.repeated section items}{msg|plural @index @}\n{.end}', {
    msg: '{1} is {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}',
    items: ['x', 'y', 'z', 'w'],
  }),
  c('{msg|message alpha beta gamma p=num q=str}', {
    msg: '{alpha} {beta} {0} {1} {2} {p} {q} {3} {4}',
    alpha: 'A',
    beta: 'B',
    gamma: 'G',
    num: 42,
    str: 'xyz',
  }),
  c('{.var @n list|count}{msg|message who=person.name what @n}', {
    msg: '{who}: {1} has {2 plural one {# thing} other {# things}}.',
    person: { name: 'Ann' },
    list: [1, 2],
    what: 'the box',
  }),
  c('{.repeated section l}{m|message @}\n{.end}', {
    m: '{0 plural zero{# ZERO} one{# ONE} two{# TWO} few{# FEW} many{# MANY} other{# OTHER}}',
    l: ['0', '0.0', '0.1', '1', '1.0', '1.1', '2', '2.0', '3', '17', '101'],
  }),
  c(
    '{.repeated section l}{m|message @}\n{.end}',
    {
      m: '{0 plural zero{# ZERO} one{# ONE} two{# TWO} few{# FEW} many{# MANY} other{# OTHER}}',
      l: ['0', '0.5', '1', '1.5', '2', '1000000', '5'],
    },
    'fr',
  ),
  c(
    '{m|message a}|{m|message b}|{m|message c}',
    { m: '{0 plural one{# item} few{# few} many{# many} other{# items}}', a: 1, b: 3, c: 5 },
    'ru',
  ),
  c(
    '{m|message a}|{m|message b}',
    { m: '{0 plural one{# Ding} other{# Dinge}}', a: 1, b: 1.5 },
    'de',
  ),
  c('{m|message a}|{m|message b}', { m: '{0 plural other{# 個}}', a: 1, b: 3 }, 'ja'),
  c('{m|message a b}|{m|message c d}|{m|message e f}', {
    m: '[{0}] and [{1}]',
    a: 'x',
    b: 5,
    c: true,
    d: null,
    e: [1, 2],
    f: { x: 1 },
  }),
  c('{m|message a b}|{m|message c d}|{m|message}', {
    m: '{0} {1}',
    a: 1.5,
    b: 1e21,
    c: '1.50',
    d: -0,
  }),
  c('{a|message}|{b|message}|{c|message}|{d|message}', {
    a: "quote '{0}' it''s",
    b: 'open {0',
    c: 'open {0 plural one {x} other {y}',
    d: '}{',
  }),
  c('[{a|message}][{b|message x}][{c|message}][{d|message}]', {
    a: '{0 bogus}',
    b: '{0 bogus x:y}',
    x: 5,
    c: 5,
    d: null,
  }),
  c('[{a|message}][{b|message}][{c|message}][{d|message}]', { a: [1], b: { a: 1 }, c: true }),
  c('{m|message a}|{m|message b}|{m|message c}|{m|message d}|{m|message e}', {
    m: '{0 plural one{# item} other{# items}}',
    a: 1,
    b: '1',
    c: 'abc',
    d: true,
    e: null,
  }),
  c('{m|message a}|{m|message b}|{m|message c}|{m|message d}|{m|message e}', {
    m: '{0 plural one{# item} other{# items}}',
    a: [1],
    b: { x: 1 },
    c: 1234567,
    d: '1e3',
    e: ' 1',
  }),
  c('{m|message a}|{m|message b}|{m|message c}|{m|message d}|{m|message e}', {
    m: '{0 plural one{# item} other{# items}}',
    a: '1.0',
    b: false,
    c: 'NaN',
    d: 'Infinity',
    e: -1,
  }),
  c('{m|message a}|{n|message b}|{o|message c}', {
    m: '{0 plural =0{none} one{# item} other{# items}}',
    a: 0,
    n: '{0 plural offset:1 one{# item} other{# items}}',
    b: 2,
    o: '{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}',
    c: 22,
  }),
  c('{m|message a}|{m|message b}|{n|message c}', {
    m: '{0 select male{he} female{she} other{they}}',
    a: 'female',
    b: 5,
    n: '{0 select true{yes} other{no}}',
    c: true,
  }),
  c('{m|message x=a y:b}|{m|message x=a}|{m|message x= =a}', {
    m: '{x} {y} {0} {1}',
    a: 'A',
    b: 'B',
    x: 'X',
  }),
  c('{m|message x=nope}|{m|message 0=a}|{m|message a 0=b}', {
    m: '[{x}] [{0}] [{1}]',
    a: 'A',
    b: 'B',
  }),
  c('{m|message x:a:b}|{m|message x=a=b}|{m|message x:a=b}|{m|message x=a:b}', {
    m: '[{x}|{0}]',
    a: { b: 'AB' },
  }),
  c('{m|message a.b c.0}|{m|message @}|{m|message \'lit\' "lit2"}|{m|message 5 true}', {
    m: '[{0}][{1}]',
    a: { b: 'AB' },
    c: ['C0'],
  }),
  c('{.repeated section l}{m|message @index @index0 @}{.end}|{m|message @index}', {
    m: '{0}-{1}-{2};',
    l: ['a', 'b'],
  }),
  c('{.var @x a}{m|message @x}|{m|message a}', {
    m: '{0}{1}{2}{3}{4}{5}{6}{7}{8}{9}{10}',
    a: 'VAR',
  }),
  c(
    '{.section s}{m|message a}{.end}|{.section t}{m|message a}{.end}|{.section t}{m|message}{.end}',
    {
      m: 'outer {0}',
      a: 'A',
      s: { x: 1 },
      t: { a: 'inner', m: 'inner {0}' },
    },
  ),
  c('{m|message a|json}|{m|message a|message b}', { m: '{0}', a: '{0}-', b: 'B' }),
  c('{m|message n}', {
    m: '{0}\n{0 decimal style:short}\n{0 decimal maximumFractionDigits:1}',
    n: '12345.67899',
  }),
  c('{m|message a}', {
    m: '{0 decimal}|{0 number}|{0 decimal style:percent}|{0 number maxfrac:1}',
    a: '1234.5678',
  }),
  c('{m|message a}|{m|message b}|{m|message c}|{m|message d}', {
    m: '{0 decimal}/{0 number}',
    a: 'abc',
    b: null,
    c: true,
    d: { x: 1 },
  }),
  c('{m|message a}|{m|message b}', { m: '{0 decimal}/{0 number}', a: 5, b: '1234567.5' }, 'de'),
  c('{m|message a}', {
    m: '{0 decimal group:false}|{0 decimal no-group}|{0 decimal minint:7 round:ceil maxfrac:0}',
    a: '1234.5678',
  }),
  c('{m|message a}|{m|message a b}|{m|message a}', {
    m: '{0;1 number}|{0 number style:short}|{0 number percent}',
    a: '1234567',
    b: '6',
  }),
  c('{m|message e}|{m|message b}|{m|message}|{n|message e}|{n|message b}|{n|message}', {
    m: '{0 money}\n{0 money style:short}\n{0 money style:name}',
    n: '{0 currency}\n{0 currency style:short}\n{0 currency style:name}',
    e: { decimalValue: '123456.789', currencyCode: 'EUR' },
    b: { foo: 'bar' },
  }),
  c(
    '{m|message a}|{m|message b}',
    {
      m: '{0 money}|{0 currency style:code}',
      a: { value: '1234.5', currency: 'EUR' },
      b: { decimalValue: '-5', currencyCode: 'JPY' },
    },
    'fr',
  ),
  c('[{m|message a}][{m|message b}][{n|message a c}]', {
    m: '{0 money}',
    n: '{0;1 money}',
    a: '5',
    c: 'USD',
  }),
  c('{m|message t}', {
    m: '{0 datetime}\n{0 datetime full}\n{0 datetime date:short time:full}',
    t: 1582663910000,
    website: { timeZone: 'America/Los_Angeles' },
  }),
  c('{m|message a}', { m: '{0 datetime}|{0 datetime short}|{0 datetime yMMMd}', a: S }),
  c('{m|message a}', {
    m: '{0 datetime}|{0 datetime short}',
    a: S,
    website: { timeZone: 'Asia/Tokyo' },
  }),
  c('[{m|message a}][{m|message b}][{m|message c}][{m|message d}]', {
    m: '{0 datetime}',
    a: 'abc',
    b: null,
    c: '1582571080000',
  }),
  c('{m|message a}', { m: '{0 datetime date:full time:short}|{0 datetime}', a: S }, 'ja'),
  c('{m|message s e}', {
    m: '{0;1 datetime-interval}\n{0;1 datetime-interval yMMMMdEEEE}\n{0;1 datetime-interval EEE}',
    s: 1582663910000,
    e: 1583763910000,
  }),
  c('{m|message s e}', {
    m: '{0;1 datetime-interval}|{0;1 datetime-interval Hm}',
    s: S,
    e: 1582591080000,
    website: { timeZone: 'Asia/Tokyo' },
  }),
  c('[{m|message a}][{m|message b e}][{m|message a e}][{m|message a}]', {
    m: '{0;1 datetime-interval}',
    n: '{0 datetime-interval}',
    a: S,
    b: 'abc',
    e: 1583763910000,
  }),
  c('[{n|message a e}]', { n: '{0 datetime-interval}', a: S, e: 1583763910000 }),
  c('[{m|message a x}][{m|message a n}][{m|message x a}][{o|message a}]', {
    m: '{0;1 datetime-interval}',
    o: '{0;5 datetime-interval}',
    a: S,
    n: null,
  }),
  c('[{m|message x a}][{o|message a}]', {
    m: '{0 datetime}|{0 decimal}|{0 plural other{# x}}|{0 select other{x}}|{0 money}',
    o: '{1 decimal}|{1 datetime}|{1 money}|{1}|{1 plural other{# y}}',
    a: S,
  }),
  c('[{m|message a}]', { m: '{0 relative-time} {0 plural-x} {0 unit} {0 date}', a: 5 }),
  c('{m|message a}|{m|plural a}', { m: '{0} x', a: 'A' }, ''),
];

const pm = (m: string, a: unknown, locale = 'en-US') => c('[{m|message a}]', { m, a }, locale);
const MESSAGE_SYNTAX: OracleCase[] = [
  pm('{0 plural}', 1),
  pm('{0 plural one}', 1),
  pm('{0 plural one{x}}', 2),
  pm('{0 select}', 1),
  pm('{0 plural one{x} other{y} =5{five}}', 5),
  pm('{ 0 }|{0,number}|{0, plural, one{x} other{y}}', 1),
  pm('{0 plural one {{0} x} other {# y {0 decimal}}}', 1234.5),
  c('{m|message a b}', { m: '{0 plural one {{1 select a{A} other{B}}} other {#}}', a: 1, b: 'a' }),
  pm('{{0}}|{}|{-1}|{a.b}', 1),
  pm("'{'0'}'|it's {0}|''", 1),
  pm('{0 money style:name}', { value: '1', currency: 'USD' }),
  pm('{0 datetime date:full}', S, 'de'),
  pm('{0 decimal style:short}', '1234567', 'ja'),
  pm('{0 selectordinal one{#st} other{#th}}', '1.5'),
  ...['1e3', '-0', '0.00', '+1', '.5', 1.1, 0.1, 12345678901234567000].map((a) =>
    pm('{0 plural one{# st} other{# th}}', a),
  ),
];

const MORE: OracleCase[] = [
  c('{t|datetime ca:japanese full}|{t|datetime nu:arab full}|{t|datetime atTime:false full}', {
    t: T,
  }),
  c('{t|datetime full}', { t: T }, 'ar'),
  c('{t|datetime calendar:japanese skeleton:GyMMMd}', { t: T }, 'ja'),
  c('{t|datetime context:begin-sentence skeleton:EEEE}', { t: T }, 'fr'),
  c(
    '{n|decimal style:short style:percent}|{n|decimal style:percent style:bogus}|{n|decimal style:}',
    { n: 0.5 },
  ),
  c(
    '{a|money style:short style:bogus}|{a|money style:name style:}|{a|money symbol:narrow symbol:x}',
    cur('1234567', 'CAD'),
  ),
  c(
    '{a|money symbol:bogus}|{a|money symbol:narrow}|{b|money symbol:narrow}',
    { a: cur('1234567', 'CAD').a, b: cur('5', 'USD').a },
    'en-CA',
  ),
  c(
    '{a|money style:name}|{b|money style:name}',
    { a: cur('2', 'RUB').a, b: cur('5', 'RUB').a },
    'ru',
  ),
  c('{a|money style:accounting}', cur('-5', 'USD'), 'ja'),
  c('{a|relative-time width:short}', { a: 1600000000000 }, 'de'),
  c(
    '{a|relative-time width:narrow}|{b|relative-time context:begin-sentence width:short}',
    { a: 1600000000000, b: 1800000000000 },
    'fr',
  ),
  c('{a|relative-time}', { a: NOW }, 'ja'),
  c('{a|relative-time numericOnly:true field:day}', { a: NOW - D }, 'de'),
  c('{a|relative-time field:week allowWeeks:true}|{a|relative-time ca:japanese}', {
    a: 1701000000000,
  }),
  c('{a|relative-time}|{b|timesince}', { a: 1000 * D, b: -1000 * D }, 'en-US', { now: 0 }),
  c('{a|relative-time}|{b|timesince}', { a: 1000 * D, b: -1000 * D }, 'en-US', { now: null }),
];

const AMOUNT_MSG = '[{0}][{0 number}][{0 plural other{#}}][{0 select 7{S} other{O}}]';
const AMOUNTS: OracleCase[] = [
  { value: '7' },
  { decimalValue: '7' },
  { decimalValue: '7', value: '8' },
  { value: 7, currency: 'USD' },
  { value: true },
  { value: null },
  { value: { x: 1 } },
  { value: 'abc' },
  { amount: '7' },
  { decimalValue: 7 },
  { decimalValue: null, value: '3' },
  [7],
  { value: [7] },
  { value: { value: '9' } },
].map((a) => pm(AMOUNT_MSG, a));

const BOOKKEEPER: OracleCase[] = [
  c('{a|bookkeeper-money-format}|{b|bookkeeper-money-format}|{c|bookkeeper-money-format}', {
    a: -12345,
    b: 12345,
    c: -123.45,
  }),
  ...['de', 'fr', 'ja', 'en-GB', 'en', 'de-CH', 'es-MX', 'ar', 'zh', 'pt'].map((l) =>
    c('{a|bookkeeper-money-format}', { a: 123456 }, l),
  ),
  c(
    '{a|bookkeeper-money-format}|{b|bookkeeper-money-format}|{c|bookkeeper-money-format}|{d|bookkeeper-money-format}',
    { a: '12345', b: '123.45', c: 'abc', d: null },
  ),
  c(
    '{a|bookkeeper-money-format}|{b|bookkeeper-money-format}|{c|bookkeeper-money-format}|{d|bookkeeper-money-format}',
    { a: true, b: [5], c: { a: 1 } },
  ),
  c(
    '{a|bookkeeper-money-format}|{b|bookkeeper-money-format}|{c|bookkeeper-money-format}|{d|bookkeeper-money-format}',
    { a: 0, b: 1, c: 123456789012, d: 1e21 },
  ),
  c(
    '{a|bookkeeper-money-format}|{b|bookkeeper-money-format}|{c|bookkeeper-money-format}|{d|bookkeeper-money-format}',
    { a: 0.5, b: 1.5, c: 2.5, d: -0.5 },
  ),
  c(
    '{a|bookkeeper-money-format style:code}|{a|bookkeeper-money-format maxfrac:0}|{b|bookkeeper-money-format}|{c|bookkeeper-money-format|json}',
    { a: 12345, b: '1e3', c: ' 5' },
  ),
  c('[{a|bookkeeper-money-format}]', { a: 12345 }, ''),
];

const PERCENT: OracleCase[] = [
  c(
    '{a|percentage-format}|{b|percentage-format}|{b|percentage-format trim}|{c|percentage-format trim}',
    { a: 12.3456, b: 12, c: 12.5 },
  ),
  c(
    '{a|percentage-format trim}|{a|percentage-format}|{b|percentage-format}|{c|percentage-format}',
    { a: 12.5678, b: 0.0005, c: 0.0015 },
  ),
  c('{a|percentage-format}|{b|percentage-format}|{c|percentage-format}|{d|percentage-format}', {
    a: 0.0025,
    b: 1234567.5,
    c: -5.5,
    d: '5.5',
  }),
  c(
    '{a|percentage-format}|{a|percentage-format trim}|{b|percentage-format}|{c|percentage-format}',
    { a: 'abc', b: null, c: true },
  ),
  c('{a|percentage-format}|{b|percentage-format}|{c|percentage-format}|{d|percentage-format}', {
    a: [5],
    b: 1e21,
    c: '1e3',
    d: ' 5',
  }),
  c('{a|percentage-format}|{a|percentage-format trim}', { a: 1234.5 }, 'de'),
  c('{a|percentage-format}|{a|percentage-format trim}', { a: 1234.5 }, 'fr'),
  c('{a|percentage-format trim}', { a: 1234.5 }, 'ar'),
  c(
    '{a|percentage-format trim:true}|{a|percentage-format foo}|{a|percentage-format foo trim}|{a|percentage-format TRIM}',
    { a: 12 },
  ),
  c('{x|percentage-format}|{b|percentage-format|json}', { b: 'x' }),
  c('[{a|percentage-format}]', { a: 12 }, ''),
];

// numbers JSON.parse reads as Infinity (e.g. 1e400)
const INF = Number.POSITIVE_INFINITY;
const NONFINITE: OracleCase[] = [
  c('[{a|decimal}][{b|decimal}][{a|percentage-format}]', { a: INF, b: -INF }),
  c('[{a|money}]', { a: { value: INF, currency: 'USD' } }),
  c('[{a|money}]', { a: { decimalValue: -INF, currencyCode: 'USD' } }),
  c('[{a|bookkeeper-money-format}]', { a: INF }),
  c('{a|datetime}|{b|datetime}|[{a,z|datetime-interval}][{a|relative-time}]', {
    a: INF,
    b: -INF,
    z: 0,
  }),
  c('[{z,b|datetime-interval}][{b|relative-time}][{a,z|relative-time}]', { a: INF, b: -INF, z: 0 }),
  c('{a|timesince}|{b|timesince}', { a: INF, b: -INF }),
  c('{m|message a}|{m|message b}', {
    m: '[{0}] {0 decimal} {0 plural other{# x}} {0 datetime}',
    a: INF,
    b: -INF,
  }),
  c('{a|decimal}|{a|datetime}|{a|timesince}|{a|percentage-format}', { a: Number.NaN }),
  c('{a|decimal minint:100000}|{b|decimal maxfrac:100000}|{b|decimal minfrac:400}', {
    a: 5,
    b: 5.5,
  }),
  c(
    '{a|decimal minint:51}|{a|decimal minint:49}|{a|decimal minsig:60}|{b|decimal maxsig:60}|{b|decimal maxfrac:60}',
    {
      a: 5,
      b: '1.234567890123456789012345678901234567890123456789012345678901234567890123',
    },
  ),
  c('{a|money minint:60}|{b|relative-time field:day minfrac:70}', {
    a: { value: 5, currency: 'USD' },
    b: 1700060000000,
  }),
];

export const I18N_CASES: OracleCase[] = [
  ...NONFINITE,
  ...DATETIME,
  ...DECIMAL,
  ...MONEY,
  ...INTERVAL,
  ...RELATIVE,
  ...TIMESINCE,
  ...MESSAGE,
  ...MESSAGE_SYNTAX,
  ...MORE,
  ...AMOUNTS,
  c('{a|timesince}|{b|timesince}|{c|timesince}|{d|timesince}|{e|timesince}|{f|timesince}', {
    a: '-0',
    b: '00012',
    c: ' 12',
    d: '12.50',
    e: -0,
    f: '0x1F',
  }),
  c('{.section s}{t|datetime full}{.end}', {
    s: { t: T, website: {} },
    website: { timeZone: 'Asia/Tokyo' },
  }),
  c('{.section s}{t|datetime full}{.end}', {
    s: { t: T, website: { timeZone: null } },
    website: { timeZone: 'Asia/Tokyo' },
  }),
  c('{.repeated section l}{@|datetime hm}/{.end}', {
    l: [T, 1582591080000],
    website: { timeZone: 'Asia/Tokyo' },
  }),
  c('{s,e|datetime-interval hm }|{s,e|datetime-interval yMMMd }', { s: S, e: 1800000000000 }, 'it'),
  c(
    '{a|decimal style:short round:down round:05up}|{b|decimal round:up round:x maxfrac:0}',
    { a: 1582571080000, b: 1.1 },
    'tr',
  ),
  c(
    '{a|relative-time field:day field:bogus}|{a|relative-time field:day field:}|{a|relative-time width:short width:bogus}',
    { a: 1710000000000 },
  ),
  c('{a|relative-time context:begin-sentence context:bogus}', { a: 1710000000000 }, 'fr'),
  c('{a|relative-time width:wide}|{a|relative-time width:abbreviated}', { a: 1710000000000 }),
  c(
    '{t|datetime context:begin-sentence context:bogus MMMM}|{t|datetime context:begin-sentence context: MMMM}',
    { t: T },
    'fr',
  ),
  c(
    '{t|datetime calendar:japanese calendar:bogus full}|{t|datetime date:short time:short wrap:full wrap:bogus}',
    { t: T },
  ),
  c(
    '{s,e|datetime-interval context:begin-sentence context:bogus MMMM}',
    { s: S, e: 1592591080000 },
    'fr',
  ),
  pm('[{0 datetime}][{0;0 datetime-interval}][{0 money}]', {
    value: '1582571080000',
    currency: 'USD',
  }),
  ...BOOKKEEPER,
  ...PERCENT,
];
