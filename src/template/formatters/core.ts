/**
 * The core formatter family: partials, counting, encoding and escaping, JSON, paths and
 * lookups, and text clean-up (truncate, slugify, smartypants)
 * [template language, Core formatters].
 */
import { argPath } from '../core/arg-path';
import type { Context } from '../core/context';
import { type Formatter, type FormatterTable, pure, step, valueFormatter } from '../core/plugin';
import { isObject, isTruthy, printValue, toNumber, toText } from '../core/value';
import { readPath } from '../tags/scan';
import { escapeAttr, escapeHtml, scriptJson, urlEncode } from './text';

/** Splits `a.b.0` into a path the way a tag would; null when it is not one. */
function parsePath(text: string): (string | number)[] | null {
  const r = readPath(text, 0);
  return r && r[1] === text.length ? r[0] : null;
}

const resolveArg = (text: string, ctx: Context): unknown => {
  const path = parsePath(text);
  return path ? ctx.lookup(path) : undefined;
};

/** Replaces a string value through `fn`; non-strings go through as-string first. */
const textFormatter = (fn: (s: string) => string): Formatter => pure((x) => fn(toText(x)));

function applyPartial(value: unknown, args: string[], ctx: Context): unknown {
  const name = args[0];
  if (name === undefined) return '';
  let isPrivate = false;
  let params: Record<string, string> | null = null;
  for (let i = 1; i < args.length; i++) {
    const a = args[i] as string;
    if (a === 'private') isPrivate = true;
    else {
      const eq = a.indexOf('=');
      if (eq > 0) {
        params ??= {};
        params[a.slice(0, eq)] = a.slice(eq + 1);
      }
    }
  }
  const body = ctx.findPartial(name);
  if (!body) return '';
  if (!ctx.enterPartial(name)) return '';
  try {
    return ctx.capture(() => {
      const frame = ctx.push(value);
      frame.stop = isPrivate;
      if (params) ctx.setVar('@args', params);
      try {
        ctx.run(body);
      } finally {
        ctx.pop();
      }
    });
  } finally {
    ctx.exitPartial();
  }
}

/**
 * find-first / find-last: the first (last) element whose value at the path is truthy; with exactly
 * two arguments, the path is read in `lookup[element]` (the first argument a reference); with more,
 * only the first is the path. Arguments split as references do (argPath).
 */
function findIn(last: boolean) {
  return pure((list, args, ctx) => {
    if (!Array.isArray(list)) return undefined;
    let test: (item: unknown) => boolean;
    if (args.length === 0) test = () => true;
    else if (args.length !== 2) {
      const path = argPath(args[0] as string);
      test = (item) => isTruthy(stepAll(item, path));
    } else {
      const lookup = ctx.lookup(argPath(args[0] as string));
      const path = argPath(args[1] as string);
      test = (item) => isTruthy(stepAll(step(lookup, toText(item)), path));
    }
    const n = list.length;
    for (let k = 0; k < n; k++) {
      const item = list[last ? n - 1 - k : k];
      if (test(item)) return item;
    }
    return undefined;
  });
}

/** Steps along a path, each step as `step` takes it (no `@`). */
function stepAll(v: unknown, path: (string | number)[]): unknown {
  for (const key of path) {
    if (v === undefined) return undefined;
    v = step(v, key);
  }
  return v;
}

function follow(v: unknown, path: (string | number)[]): unknown {
  for (const key of path) {
    if (v === undefined) return undefined;
    v = key === '@' ? v : step(v, key);
  }
  return v;
}

/** What `/\s/` matches, by code unit. */
const isJsSpace = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  (c >= 160 &&
    (c === 0xa0 ||
      c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0x202f ||
      c === 0x205f ||
      c === 0x3000 ||
      c === 0xfeff));

function truncate(s: string, limit: number, ellipsis: string): string {
  if (s.length <= limit) return s;
  let cut = limit;
  for (let i = limit - 1; i >= 0; i--) {
    if (isJsSpace(s.charCodeAt(i))) {
      cut = i + 1;
      break;
    }
  }
  return s.slice(0, cut) + ellipsis;
}

function smartypants(s: string): string {
  return s
    .replace(/(^|[-\u2014\n\r(["])'/g, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[-\u2014/[(\u2018\s])"/g, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014');
}

function slugify(s: string): string {
  // ASCII text in one pass: letters (lowered), digits and `-` kept, whitespace runs
  // (counted across removed characters) become one `-`, everything else dropped.
  let out = '';
  let space = false;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c > 127) return slowSlugify(s);
    if (c === 32 || (c >= 9 && c <= 13)) {
      if (!space) out += '-';
      space = true;
      continue;
    }
    if (c >= 65 && c <= 90) c += 32;
    else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) continue;
    out += String.fromCharCode(c);
    space = false;
  }
  return out;
}

function slowSlugify(s: string): string {
  return s
    .replace(/[^a-zA-Z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
}

/**
 * `{N}` placeholders, read the way the public engine reads them: `{}` is argument 0; a key with
 * anything but digits prints nothing; a `{` after non-digits starts a new key, after digits it
 * spoils the key; text after an unclosed `{` is dropped.
 */
function fillPattern(pattern: string, values: unknown[]): string {
  let out = '';
  let key: number | null = null; // null: outside braces; -1: a spoiled key
  let digits = '';
  for (const c of pattern) {
    if (key === null) {
      if (c === '{') [key, digits] = [0, ''];
      else out += c;
    } else if (c === '}') {
      const y = key < 0 ? undefined : values[Number(digits || '0')];
      if (y !== undefined && y !== null) out += String(y);
      key = null;
    } else if (c === '{') {
      if (key < 0) digits = '';
      key = key < 0 ? 0 : -1;
    } else if (key >= 0 && c >= '0' && c <= '9') {
      digits += c;
    } else {
      key = -1;
    }
  }
  return out;
}

export const CORE_FORMATTERS: FormatterTable = {
  apply: valueFormatter(applyPartial),

  count: pure((x) =>
    Array.isArray(x)
      ? x.length
      : isObject(x)
        ? Object.keys(x).length
        : typeof x === 'string'
          ? x.length
          : 0,
  ),

  cycle: pure((x, args) => {
    const n = args.length;
    let i = (toNumber(x) - 1) % n;
    if (i < 0) i += n;
    return args[i];
  }),

  'encode-space': textFormatter((s) => s.replace(/\s/g, '&nbsp;')),
  'encode-uri': textFormatter((s) => encodeURI(s)),
  'encode-uri-component': textFormatter((s) => encodeURIComponent(s)),
  'find-first': findIn(false),
  'find-last': findIn(true),

  format: pure((x, args, ctx) =>
    fillPattern(
      toText(x),
      args.map((a) => resolveArg(a, ctx)),
    ),
  ),

  get: pure((x, args, ctx) => {
    for (const a of args) {
      const key = resolveArg(a, ctx);
      if (Array.isArray(key)) {
        for (const k of key) x = step(x, k as string | number);
      } else if (typeof key === 'string' || typeof key === 'number') {
        x = step(x, key);
      } else {
        x = undefined;
      }
    }
    return x;
  }),

  html: pure((x) => escapeHtml(toText(x))),
  htmlattr: pure((x) => escapeAttr(toText(x))),
  htmltag: pure((x) => escapeAttr(toText(x))),

  // the 1-based position as text; '' outside a repeated section
  iter: pure((_x, _args, ctx) => {
    const i = ctx.lookup(['@index']);
    return i === undefined ? '' : String(i);
  }),

  json: pure((x) => (x === undefined ? '' : scriptJson(x))),

  'json-pretty': pure((x) => (x === undefined ? '' : scriptJson(x, 2))),

  'key-by': pure((list, args) => {
    const path = parsePath(args[0] ?? '') ?? [];
    if (!Array.isArray(list)) return {};
    const out: Record<string, unknown> = {};
    for (const item of list) {
      const key = follow(item, path);
      if (key !== undefined) out[printValue(key)] = item;
    }
    return out;
  }),

  'line-breaks': textFormatter((s) => s.replace(/\n/g, '<br/>')),

  lookup: pure((_x, args, ctx) => {
    const name = toText(resolveArg(args[0] ?? '', ctx));
    const path = parsePath(name);
    return path ? ctx.lookup(path) : undefined;
  }),

  mod: pure((x, args) => {
    const n = Number.parseInt(args[0] ?? '', 10) || 2;
    return toNumber(x) % n;
  }),

  output: pure((_x, args) => args.join(' ')),

  pluralize: pure((x, args) => {
    let singular = '';
    let plural = 's';
    if (args.length === 1) plural = args[0] as string;
    else if (args.length >= 2) {
      singular = args[0] as string;
      plural = args[1] as string;
    }
    return toNumber(x) === 1 ? singular : plural;
  }),

  prop: pure((x, args) => {
    for (const a of args) {
      x = stepAll(x, argPath(a));
      if (x === undefined) break;
    }
    return x;
  }),

  raw: pure((x) => JSON.stringify(x) ?? 'null'),

  round: pure((x) => Math.round(toNumber(x))),

  safe: pure((x) => (isTruthy(x) ? toText(x).replace(/<[^>]*?>/g, '') : x)),

  slugify: pure((x) => slugify(toText(x))),
  smartypants: textFormatter(smartypants),

  str: pure((x) => toText(x)),

  truncate: pure((x, args) => {
    const limit = args.length ? toNumber(args[0]) : 100;
    const ellipsis = args.length > 1 ? (args[1] as string) : '...';
    if (!(limit > 0)) return x;
    return truncate(toText(x), limit, ellipsis);
  }),

  'url-encode': pure((x) => urlEncode(toText(x))),
};
