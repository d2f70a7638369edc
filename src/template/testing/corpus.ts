/**
 * Our own differential corpus: templates and data written for this project, rendered by our
 * engine and by the public one; output, errors and the instruction tree must be identical.
 */
import type { Case } from './oracle';

const shop = {
  title: 'Mugs & <Cups>',
  website: { siteTitle: 'Clay "Studio"', baseUrl: 'https://clay.test' },
  items: [
    { name: 'Espresso', price: 1200, tags: ['small', 'white'], onSale: true, qty: 3 },
    { name: 'Latte', price: 1800, tags: [], onSale: false, qty: 0 },
    { name: 'Jug', price: 4200, tags: ['large'], qty: 1, note: null },
  ],
  empty: [],
  zero: 0,
  nan: 'NaN',
  flag: true,
  nothing: null,
  nested: { a: { b: { c: 'deep' } }, list: [[1, 2], [3]] },
  count: 2,
  text: 'It\'s a "fine" day -- isn\'t it? <b>bold</b>\nnext line',
  long: 'The quick brown fox jumps over the lazy dog and keeps on running far away',
  keys: { espresso: { stock: 5 }, latte: { stock: 0 } },
  names: ['espresso', 'latte', 'jug'],
  big: 1.5e21,
  frac: 2.5,
  neg: -3,
  str10: '10',
  objInArray: [{ a: 1 }, null, 'x', [1, [2, 3]]],
};

export const CORPUS: Case[] = [
  // --- text, comments, escapes
  { name: 'plain text', template: 'Hello, world.\n' },
  { name: 'empty template', template: '' },
  { name: 'comments', template: 'a{# one line }b{## multi\nline ##}c{##unterminated' },
  { name: 'meta escapes', template: '{.meta-left}x{.meta-right}{.space}{.tab}{.newline}' },
  { name: 'nested braces', template: '{{title}} {a{b}c} {.section {x}', json: shop },
  { name: 'unclosed brace', template: 'before {title and more', json: shop },
  { name: 'tag with space is text', template: '{ title } {title } {.section title }', json: shop },
  { name: 'double pipe js', template: '{a||b} {title|} {title|html|}', json: shop },
  // --- variables
  {
    name: 'variables',
    template: '{title} {website.siteTitle} {items.0.name} {items.2.note}|',
    json: shop,
  },
  { name: 'scalars', template: '{zero} {flag} {nothing} {big} {frac} {neg} {nan}', json: shop },
  {
    name: 'arrays print',
    template: '{items.0.tags} {nested.list} {objInArray} {empty}',
    json: shop,
  },
  { name: 'object prints nothing', template: '[{website}]', json: shop },
  { name: 'missing', template: '[{nope}] [{items.9.name}] [{title.x}] [{nothing.x}]', json: shop },
  { name: 'multiple refs', template: '{title, zero , flag|html}', json: shop },
  { name: 'root at', template: '{@}', json: 'root string' },
  {
    name: 'dollar and digits',
    template: '{$x} {0} {1.a} {items.01.name} {items.99999999999.name}',
    json: shop,
  },
  { name: 'bad refs', template: '{a.} {.a} {@1} {a..b} {-1}', json: shop },
  {
    name: 'prototype names',
    template: '[{constructor}] [{toString}] [{items.length}] [{__proto__}]',
    json: shop,
  },
  // --- section
  {
    name: 'section truthy and or',
    template:
      '{.section website}{siteTitle} {title}{.or}none{.end}|{.section nope}x{.or}[{@}]{.end}',
    json: shop,
  },
  {
    name: 'section falsy values',
    template: '{.section zero}Z{.or}[{@}]{.end}{.section empty}E{.or}[{@}]{.end}',
    json: shop,
  },
  {
    name: 'section only looks at current node',
    template: '{.section website}{.section title}T{.or}no{.end}{.end}',
    json: shop,
  },
  { name: 'section dotted', template: '{.section nested.a.b}{c}{.end}', json: shop },
  { name: 'section at', template: '{.section @}{title}{.end}', json: shop },
  // --- repeated
  {
    name: 'repeated with alternates',
    template: '{.repeated section items}{@index}:{name}({@index0}){.alternates with}, {.end}',
    json: shop,
  },
  {
    name: 'repeated or',
    template: '{.repeated section empty}x{.or}none {title}{.end}',
    json: shop,
  },
  {
    name: 'repeated over non array',
    template: '{.repeated section website}x{.or}not array{.end}',
    json: shop,
  },
  {
    name: 'repeated nested',
    template:
      '{.repeated section items}{name}[{.repeated section tags}{@}{.alternates with}/{.or}-{.end}]{.end}',
    json: shop,
  },
  {
    name: 'repeated scalars',
    template: '{.repeated section names}{@|html}{.alternates with};{.end}',
    json: shop,
  },
  {
    name: 'alternates then block goes to body',
    template: '{.repeated section names}x{.alternates with}{.section flag}y{.end}z{.end}',
    json: shop,
  },
  {
    name: 'outer lookup from repeated',
    template: '{.repeated section items}{title}|{.end}',
    json: shop,
  },
  // --- predicates
  {
    name: 'equal chain',
    template: '{.equal? count 2}two{.or equal? count 3}three{.or}other{.end}',
    json: shop,
  },
  {
    name: 'compare predicates',
    template:
      '{.greaterThan? count 1}a{.end}{.lessThan? str10 5}b{.end}{.greaterThanOrEqual? count 2}c{.end}{.lessThanOrEqual? neg "-3"}d{.end}{.notEqual? title "x"}e{.end}',
    json: shop,
  },
  {
    name: 'one arg compares current node',
    template: '{.section count}{.equal? 2}yes{.or}no{.end}{.end}',
    json: shop,
  },
  {
    name: 'json args',
    template:
      '{.equal? website {"siteTitle":"Clay \\"Studio\\"","baseUrl":"https://clay.test"}}obj{.end}{.equal? empty []}arr{.end}{.equal? nothing null}null{.end}{.equal? flag true}t{.end}',
    json: shop,
  },
  {
    name: 'even odd nth',
    template:
      '{.repeated section items}{.even? @index}E{.or odd? @index}O{.end}{.nth? @index 3}!{.end}{.end}',
    json: shop,
  },
  {
    name: 'plural singular',
    template: '{.section count}{.plural?}P{.end}{.singular?}S{.end}{.end}',
    json: shop,
  },
  { name: 'debug', template: '{.debug?}D{.or}nd{.end}', json: { debug: 1 } },
  { name: 'unknown predicate', template: '{.bogus? x}yes{.or}no{.end}', json: shop },
  {
    name: 'predicate delimiters',
    template: '{.equal?:count:2}c{.end}{.equal?}x{.end}{.equal? }y{.end}',
    json: shop,
  },
  // --- if
  {
    name: 'if operators',
    template:
      '{.if flag && zero}A{.or}B{.end}{.if zero || flag}C{.end}{.if zero || nothing && flag}D{.or}E{.end}',
    json: shop,
  },
  { name: 'if predicate form', template: '{.if equal? count 2}yes{.end}', json: shop },
  {
    name: 'if trailing space and junk',
    template: '{.if flag }a{.end}{.if flag x}b{.end}',
    json: shop,
  },
  { name: 'if or chain', template: '{.if nothing}a{.or if flag}b{.or}c{.end}', json: shop },
  // --- variables and ctx
  {
    name: 'bindvar',
    template: '{.var @t title|html}{.var @n items.0}{@t} {@n.name} {.section website}{@t}{.end}',
    json: shop,
  },
  {
    name: 'bindvar bad forms',
    template: '{.var @t}{.var  @t title}{.var t title}{.var @t title x}',
    json: shop,
  },
  {
    name: 'ctx var',
    template: '{.ctx @c a=title b=items.0.price  }{@c.a}/{@c.b}{.ctx @d k=nope x}[{@d|json}]',
    json: shop,
  },
  {
    name: 'inject',
    template: '{.inject @m ./messages.json extra}{@m.hello} {.inject @n missing}[{@n}]',
    injects: { './messages.json': { hello: 'hi' } },
  },
  // --- macros, apply, include
  {
    name: 'macro apply',
    template: '{.macro card}<{name}:{price}>{.end}{.repeated section items}{@|apply card}{.end}',
    json: shop,
  },
  {
    name: 'partial apply with args and private',
    template: '{items.0|apply p}|{items.0|apply p private}|{items.0|apply p x=1 y=2}',
    json: shop,
    partials: { p: '{name}-{title}-{@args.x}{@args.y}' },
  },
  { name: 'missing partial', template: 'a{title|apply nope}b', json: shop },
  {
    name: 'partial with syntax error',
    template: '[{@|apply bad}]',
    json: shop,
    partials: { bad: '{.section x}unclosed{.bogus? y}' },
  },
  {
    name: 'recursive partial hits depth',
    template: '{@|apply r}',
    json: { n: 1 },
    partials: { r: 'x{@|apply r}' },
  },
  {
    name: 'include',
    template:
      '{.macro m}{.var @v title}M{.end}{.include m}[{@v}]{.include m output}{.include nope}',
    json: shop,
    enableInclude: true,
  },
  { name: 'include disabled', template: '{.macro m}M{.end}{.include m output}', json: shop },
  // --- errors of the block machine
  { name: 'unclosed section', template: '{.section title}abc', json: shop },
  { name: 'end at root', template: 'a{.end}b{.or}c{.alternates with}d', json: shop },
  { name: 'dead or', template: '{.section zero}a{.or}b{.or}c{.or equal? 1 1}d{.end}e', json: shop },
  {
    name: 'alternates in section',
    template: '{.section title}a{.alternates with}b{.end}',
    json: shop,
  },
  {
    name: 'two alternates',
    template: '{.repeated section names}a{.alternates with}b{.alternates with}c{.end}',
    json: shop,
  },
  { name: 'or in macro', template: '{.macro m}a{.or}b{.end}{@|apply m}', json: shop },
  { name: 'eof keyword', template: 'a{.eof}b{.section x}', json: shop },
  {
    name: 'unclosed nest',
    template: '{.section a}{.repeated section b}{.if c}{.equal? 1 1}{.macro m}',
    json: shop,
  },
  // --- core formatters
  {
    name: 'html family',
    template: '{title|html} {website.siteTitle|htmlattr} {website.siteTitle|htmltag} {text|safe}',
    json: shop,
  },
  {
    name: 'json',
    template: '{website|json} {items.0|json-pretty} {nope|json}|{nope|raw} {title|raw} {bad|json}',
    json: { ...shop, bad: '</script>' },
  },
  {
    name: 'count',
    template: '{items|count} {website|count} {title|count} {zero|count} {nope|count}',
    json: shop,
  },
  {
    name: 'cycle',
    template: '{.repeated section items}{@index|cycle a b}{.end} {neg|cycle x y z} {zero|cycle}',
    json: shop,
  },
  {
    name: 'encoders',
    template: '{text|encode-space}|{text|encode-uri}|{text|encode-uri-component}|{text|url-encode}',
    json: shop,
  },
  { name: 'url-encode unicode', template: '{s|url-encode}', json: { s: 'café ☕ 𝄞 a+b/c' } },
  {
    name: 'format',
    template: '{pattern|format title count nope}',
    json: { ...shop, pattern: '{0} has {1} items{2}; {x} {10}' },
  },
  {
    name: 'get',
    template: '{keys|get k "stock"} {keys|get names.0} {nested|get path}',
    json: { ...shop, k: 'espresso', path: ['a', 'b', 'c'] },
  },
  { name: 'iter', template: '{.repeated section names}{@|iter}{.end}[{title|iter}]', json: shop },
  { name: 'key-by', template: '{items|key-by name|json}', json: shop },
  {
    name: 'find first last',
    template:
      '{items|find-first onSale|json} {items|find-last qty|json} {names|find-first keys stock} {items|find-first|json} {empty|find-first}',
    json: shop,
  },
  { name: 'line-breaks', template: '{text|line-breaks}', json: shop },
  {
    name: 'lookup',
    template: '{ref|lookup ref} {title|lookup}',
    json: { ...shop, ref: 'website.siteTitle' },
  },
  {
    name: 'mod',
    template: '{count|mod} {neg|mod 2} {count|mod 0} {frac|mod 2} {str10|mod x}',
    json: shop,
  },
  { name: 'output', template: '{nope|output a b c}', json: shop },
  {
    name: 'pluralize',
    template:
      '{count|pluralize} {zero|pluralize y ies} {one|pluralize item items} {one|pluralize x}',
    json: { ...shop, one: 1 },
  },
  { name: 'prop', template: '{nested|prop a.b c} {nested|prop list.1.0}', json: shop },
  { name: 'round', template: '{frac|round} {neg|round} {str10|round} {title|round}', json: shop },
  { name: 'slugify', template: '{title|slugify} {text|slugify}', json: shop },
  {
    name: 'smartypants',
    template: '{text|smartypants} {s|smartypants}',
    json: { ...shop, s: "cats' toys 'q' \"(x)\" -- a\\'b" },
  },
  {
    name: 'str',
    template: '[{website|str}] [{count|str}] [{flag|str}] [{nothing|str}]',
    json: shop,
  },
  {
    name: 'truncate',
    template:
      '{long|truncate 20} {long|truncate 20 …} {long|truncate 0} {long|truncate} {long|truncate x}',
    json: shop,
  },
  { name: 'truncate no space', template: '{s|truncate 5}', json: { s: 'abcdefghij' } },
  {
    name: 'formatter chain and delimiters',
    template: '{title|truncate:8:!|html} {long|truncate 10 |html }',
    json: shop,
  },
  { name: 'unknown formatter', template: '{title|nope} {title|html|nope2}', json: shop },
  {
    name: 'prototype formatter names',
    template: '{title|constructor} {title|toString}',
    json: shop,
  },
];

const ex = (
  name: string,
  template: string,
  json: unknown = { a: 3, b: 4, s: 'x', n: null, o: { k: 1 }, arr: [1], t: true, PI: 'pi' },
  extra: Partial<Case> = {},
): Case => ({
  name: `eval ${name}`,
  template,
  json,
  enableExpr: true,
  ...extra,
});

CORPUS.push(
  ex(
    'arithmetic',
    '{.eval 1 + 2 * 3} {.eval (1 + 2) * 3} {.eval 2 ** 3 ** 2} {.eval 7 % 3} {.eval 1 / 0} {.eval -1 / 0} {.eval 0 / 0}',
  ),
  ex('unary', '{.eval -a} {.eval +"5"} {.eval !t} {.eval ~5} {.eval ~a} {.eval - - 3} {.eval !!s}'),
  ex(
    'strings',
    '{.eval "a" + 1} {.eval 1 + "a"} {.eval \'it\\\'s\'} {.eval "\\x41\\u0042\\n"} {.eval "tab\\there" + s} {.eval "\\U0001F600"}',
  ),
  ex(
    'comparisons',
    '{.eval a < b} {.eval "10" < "9"} {.eval 1 == "1"} {.eval 1 === "1"} {.eval null == 0} {.eval n == null} {.eval a != 3} {.eval a !== 3}',
  ),
  ex(
    'bitwise and shifts',
    '{.eval 5 & 3} {.eval 5 | 3} {.eval 5 ^ 3} {.eval 1 << 4} {.eval -16 >> 2}',
  ),
  ex('logical', '{.eval t && 0} {.eval 0 || "x"} {.eval s && a}'),
  ex(
    'numbers',
    '{.eval 0x1F} {.eval 1e3} {.eval 1.5e-2} {.eval 007} {.eval .5} {.eval 1.2.3} {.eval 1e} {.eval 1e1.5} {.eval 0x}',
  ),
  ex(
    'constants',
    '{.eval PI} {.eval E} {.eval Infinity} {.eval NaN} {.eval @.PI} {.eval true + true} {.eval null}',
  ),
  ex(
    'functions',
    '{.eval max(1, 5, 3)} {.eval min(4, "2", a)} {.eval abs(-2)} {.eval num("0x10")} {.eval num("1e2")} {.eval num("x")} {.eval str(1.5)} {.eval bool("")} {.eval max()} {.eval foo(1)}',
  ),
  ex('assignment', '{.eval @x = a * 2; @y = @x + 1; @x + @y}[{@x}][{@y}]{.eval @z = 5}[{@z}]'),
  ex('assignment discarded on error', '{.eval @x = 1; @y = o + 1}[{@x}]'),
  ex('objects are not values', '{.eval o}|{.eval arr}|{.eval o.k + 1}|{.eval missing}|{.eval n}'),
  ex(
    'errors',
    '{.eval 1 +}|{.eval (1}|{.eval 1)}|{.eval "abc}|{.eval "a\nb"}|{.eval 1 $ 2}|{.eval \f}|{.eval "\\xZZ"}|{.eval "\\u12"}',
  ),
  ex('debug', '{.eval #1 + 2 * a; @v = 2}|{.eval #max(1, 2)}|{.eval #"s" + (1}'),
  ex('disabled', '{.eval 1 + 2}', {}, { enableExpr: false }),
  ex(
    'limits',
    '{.eval 1 + 2 + 3 + 4}|{.eval "aaa" + "bbb"}|{.eval "aa" + "b"}',
    {},
    { exprOpts: { maxTokens: 5, maxStringLen: 4 } },
  ),
  ex('in repeated', '{.repeated section arr}{.eval @index * 10 + @}{.eval (}{.end}', {
    arr: [1, 2, 3],
  }),
  ex('prototype names', '{.eval constructor + 1}|{.eval toString(1)}|{.eval constructor}'),
  ex('nbsp whitespace and semicolons', '{.eval\u00a01\u00a0+ 2;;3}|{.eval ;}'),
);
