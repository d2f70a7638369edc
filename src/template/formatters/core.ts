/**
 * The core formatter family (docs §6 "Core").
 */
import type { Context } from '../context';
import { type Formatter, type FormatterTable, formatter, step, type Variable } from '../plugin';
import { readPath } from '../tags';
import { isObject, isTruthy, printValue, toNumber, toText } from '../value';
import { escapeAttr, escapeHtml, scriptJson, urlEscape } from './text';

const first = (vars: Variable[]) => vars[0] as Variable;

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
const textFormatter = (fn: (s: string) => string): Formatter =>
  formatter((_args, vars) => {
    const v = first(vars);
    v.set(fn(toText(v.get())));
  });

function applyPartial(args: string[], vars: Variable[], ctx: Context): void {
  const v = first(vars);
  const name = args[0];
  if (name === undefined) return;
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
  if (!body) {
    v.set('');
    return;
  }
  if (!ctx.enterPartial(name)) {
    v.set('');
    return;
  }
  try {
    const text = ctx.capture(() => {
      const frame = ctx.push(v.get());
      frame.stop = isPrivate;
      if (params) ctx.setVar('@args', params);
      try {
        ctx.run(body);
      } finally {
        ctx.pop();
      }
    });
    v.set(text);
  } finally {
    ctx.exitPartial();
  }
}

function findIn(last: boolean) {
  return formatter((args, vars, ctx) => {
    const v = first(vars);
    const list = v.get();
    if (!Array.isArray(list)) {
      v.set(undefined);
      return;
    }
    let test: (item: unknown) => boolean;
    if (args.length === 0) test = () => true;
    else if (args.length === 1) {
      const path = parsePath(args[0] as string) ?? [];
      test = (item) => isTruthy(follow(item, path));
    } else {
      const lookup = resolveArg(args[0] as string, ctx);
      const path = parsePath(args[1] as string) ?? [];
      test = (item) => isTruthy(follow(step(lookup, printValue(item)), path));
    }
    const n = list.length;
    for (let k = 0; k < n; k++) {
      const item = list[last ? n - 1 - k : k];
      if (test(item)) {
        v.set(item);
        return;
      }
    }
    v.set(undefined);
  });
}

function follow(v: unknown, path: (string | number)[]): unknown {
  for (const key of path) {
    if (v === undefined) return undefined;
    v = key === '@' ? v : step(v, key);
  }
  return v;
}

function truncate(s: string, limit: number, ellipsis: string): string {
  if (s.length <= limit) return s;
  let cut = limit;
  for (let i = limit - 1; i >= 0; i--) {
    if (/\s/.test(s.charAt(i))) {
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
  return s
    .replace(/[^a-zA-Z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
}

export const CORE_FORMATTERS: FormatterTable = {
  apply: formatter(applyPartial),

  count: formatter((_args, vars) => {
    const v = first(vars);
    const x = v.get();
    v.set(
      Array.isArray(x)
        ? x.length
        : isObject(x)
          ? Object.keys(x).length
          : typeof x === 'string'
            ? x.length
            : 0,
    );
  }),

  cycle: formatter((args, vars) => {
    const v = first(vars);
    const n = args.length;
    let i = (toNumber(v.get()) - 1) % n;
    if (i < 0) i += n;
    v.set(args[i]);
  }),

  'encode-space': textFormatter((s) => s.replace(/\s/g, '&nbsp;')),
  'encode-uri': textFormatter((s) => encodeURI(s)),
  'encode-uri-component': textFormatter((s) => encodeURIComponent(s)),
  'find-first': findIn(false),
  'find-last': findIn(true),

  format: formatter((args, vars, ctx) => {
    const v = first(vars);
    const values = args.map((a) => resolveArg(a, ctx));
    v.set(
      toText(v.get()).replace(/\{(\d+)\}/g, (_m, d: string) => {
        const x = values[Number(d)];
        return x === undefined || x === null ? '' : String(x);
      }),
    );
  }),

  get: formatter((args, vars, ctx) => {
    const v = first(vars);
    let x = v.get();
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
    v.set(x);
  }),

  html: textFormatter(escapeHtml),
  htmlattr: textFormatter(escapeAttr),
  htmltag: textFormatter(escapeAttr),

  iter: formatter((_args, vars, ctx) => {
    first(vars).set(ctx.lookup(['@index']));
  }),

  json: formatter((_args, vars) => {
    const v = first(vars);
    v.set(v.get() === undefined ? '' : scriptJson(v.get()));
  }),

  'json-pretty': formatter((_args, vars) => {
    const v = first(vars);
    v.set(v.get() === undefined ? '' : scriptJson(v.get(), 2));
  }),

  'key-by': formatter((args, vars) => {
    const v = first(vars);
    const list = v.get();
    const path = parsePath(args[0] ?? '') ?? [];
    if (!Array.isArray(list)) {
      v.set({});
      return;
    }
    const out: Record<string, unknown> = {};
    for (const item of list) {
      const key = follow(item, path);
      if (key !== undefined) out[printValue(key)] = item;
    }
    v.set(out);
  }),

  'line-breaks': textFormatter((s) => s.replace(/\n/g, '<br/>')),

  lookup: formatter((args, vars, ctx) => {
    const v = first(vars);
    const name = toText(resolveArg(args[0] ?? '', ctx));
    const path = parsePath(name);
    v.set(path ? ctx.lookup(path) : undefined);
  }),

  mod: formatter((args, vars) => {
    const v = first(vars);
    const n = Number.parseInt(args[0] ?? '', 10) || 2;
    v.set(toNumber(v.get()) % n);
  }),

  output: formatter((args, vars) => {
    first(vars).set(args.join(' '));
  }),

  pluralize: formatter((args, vars) => {
    const v = first(vars);
    let singular = '';
    let plural = 's';
    if (args.length === 1) plural = args[0] as string;
    else if (args.length >= 2) {
      singular = args[0] as string;
      plural = args[1] as string;
    }
    v.set(toNumber(v.get()) === 1 ? singular : plural);
  }),

  prop: formatter((args, vars) => {
    const v = first(vars);
    let x = v.get();
    for (const a of args) x = follow(x, parsePath(a) ?? []);
    v.set(x);
  }),

  raw: formatter((_args, vars) => {
    const v = first(vars);
    v.set(JSON.stringify(v.get()) ?? 'null');
  }),

  round: formatter((_args, vars) => {
    const v = first(vars);
    v.set(Math.round(toNumber(v.get())));
  }),

  safe: formatter((_args, vars) => {
    const v = first(vars);
    const x = v.get();
    if (isTruthy(x)) v.set(toText(x).replace(/<[^>]*?>/g, ''));
  }),

  slugify: textFormatter(slugify),
  smartypants: textFormatter(smartypants),

  str: formatter((_args, vars) => {
    const v = first(vars);
    v.set(toText(v.get()));
  }),

  truncate: formatter((args, vars) => {
    const v = first(vars);
    const limit = args.length ? toNumber(args[0]) : 100;
    const ellipsis = args.length > 1 ? (args[1] as string) : '...';
    if (!(limit > 0)) return;
    v.set(truncate(toText(v.get()), limit, ellipsis));
  }),

  'url-encode': textFormatter(urlEscape),
};
