/**
 * Test-only: fast-check arbitraries for grammar-aware differential fuzzing. Well-formed templates
 * (nested sections, repeated sections with alternates, predicates, ifs, variables with formatter
 * chains, bindvars) and JSON-like data over a small set of keys, so lookups hit.
 */
import fc from 'fast-check';

const KEYS = ['a', 'b', 'c', 'items', 'title', 'n'] as const;

const leaf = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1, 2, -1.5, 10, '', 'x', '<b>&"', 'Tea cup', '1', 'a b  c'),
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -1000, max: 1000 }),
);
export const { data: randomData } = fc.letrec((tie) => ({
  data: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('list'), tie('record')),
  list: fc.array(tie('data'), { maxLength: 4 }),
  record: fc.dictionary(fc.constantFrom(...KEYS), tie('data'), {
    maxKeys: 4,
    noNullPrototype: true,
  }),
}));

const name = fc.constantFrom(
  'a',
  'b',
  'c',
  'items',
  'title',
  'n',
  'a.b',
  'items.0',
  'a.c.title',
  '@',
  '@index',
  '@v',
);
const FORMATTERS = [
  'html',
  'htmlattr',
  'json',
  'str',
  'raw',
  'count',
  'safe',
  'slugify',
  'smartypants',
  'capitalize',
  'truncate 4',
  'truncate 3 …',
  'pluralize',
  'pluralize y ies',
  'round',
  'mod 3',
  'cycle x y',
  'url-encode',
  'encode-uri',
  'encode-space',
  'iter',
  'line-breaks',
  'format a',
  'get b',
  'prop title',
  'key-by title',
  'find-first title',
  'find-last',
  'output q r',
  'json-pretty',
  'width',
  'height',
  'color-weight',
  'humanizeDuration',
  'AbsUrl',
  'item-classes',
  'product-status',
  'from-price',
  'comment-count',
  'image-meta',
  'variant-descriptor',
  'cart-quantity',
  'activate-twitter-links',
  'add-to-cart-btn',
  'quantity-input',
  'timesince',
  'google-calendar-url',
  'apply p',
];
const variable = fc
  .tuple(name, fc.array(fc.constantFrom(...FORMATTERS), { maxLength: 3 }))
  .map(([n, fs]) => `{${[n, ...fs].join('|')}}`);
const PREDICATES = [
  'equal? a b',
  'notEqual? n 1',
  'greaterThan? n 1',
  'lessThan? a "x"',
  'even?',
  'odd? n',
  'nth? 2',
  'plural?',
  'singular?',
  'debug?',
  'sold-out?',
  'on-sale?',
  'excerpt?',
  'has-variants?',
  'main-image?',
  'location?',
  'collection?',
  'same-day?',
  'image?',
];
const text = fc.constantFrom('', 'x', ' ', '\n', '<p>', '|', '.', '}');

export const { block: randomTemplate } = fc.letrec((tie) => ({
  block: fc.array(tie('node'), { maxLength: 4 }).map((xs) => (xs as string[]).join('')),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    variable,
    fc
      .tuple(name, tie('block'), fc.option(tie('block')))
      .map(([n, body, or]) => `{.section ${n}}${body}${or === null ? '' : `{.or}${or}`}{.end}`),
    fc
      .tuple(name, tie('block'), fc.option(tie('block')), fc.option(tie('block')))
      .map(
        ([n, body, alt, or]) =>
          `{.repeated section ${n}}${body}${alt === null ? '' : `{.alternates with}${alt}`}${or === null ? '' : `{.or}${or}`}{.end}`,
      ),
    fc
      .tuple(fc.constantFrom(...PREDICATES), tie('block'), tie('block'))
      .map(([p, yes, no]) => `{.${p}}${yes}{.or}${no}{.end}`),
    fc
      .tuple(name, name, fc.constantFrom('||', '&&'), tie('block'))
      .map(([x, y, op, body]) => `{.if ${x} ${op} ${y}}${body}{.end}`),
    fc.tuple(name, fc.constantFrom(...FORMATTERS)).map(([n, f]) => `{.var @v ${n}|${f}}`),
  ),
}));
