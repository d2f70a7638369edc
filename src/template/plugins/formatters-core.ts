/** The core formatters (31). */
import type { Context } from '../context';
import { partialMissing } from '../errors';
import { executeTemplate } from '../exec';
import { isTruthy, MISSING_NODE, Node, toNode } from '../node';
import { Formatter, type FormatterTable } from '../plugin';
import { Type } from '../types';
import { type Json, type PathSegment, splitCached } from '../util';
import type { Variable } from '../variable';
import {
  escapeHtml,
  escapeHtmlAttributes,
  escapeScriptTags,
  formatPattern,
  slugify,
  truncate,
  urlEncode,
} from './strings';

type Apply = (args: string[], vars: Variable[], ctx: Context) => void;

/** Wraps a function as a Formatter instance. */
export const formatter = (fn: Apply): Formatter =>
  new (class extends Formatter {
    apply(args: string[], vars: Variable[], ctx: Context): void {
      fn(args, vars, ctx);
    }
  })();

/** A formatter that maps the first variable's node to a new value. */
const map = (fn: (node: Node, args: string[], ctx: Context) => Json): Formatter =>
  formatter((args, vars, ctx) => {
    const first = vars[0] as Variable;
    first.set(fn(first.node, args, ctx));
  });

export class ApplyFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0] as Variable;
    if (args.length === 0 || !ctx.engine) {
      first.set('');
      return;
    }
    const name = args[0] as string;
    let argvar: Variable | undefined;
    let privateContext = false;
    if (args.length > 1) {
      const argmap: Record<string, string> = {};
      for (let i = 1; i < args.length; i++) {
        const arg = args[i] as string;
        if (arg === 'private') {
          privateContext = true;
          continue;
        }
        const j = arg.indexOf('=');
        if (j !== -1) argmap[arg.slice(0, j)] = arg.slice(j + 1);
      }
      argvar = ctx.newVariable('@args', new Node(argmap));
    }
    const inst = ctx.getPartial(name);
    if (!Array.isArray(inst)) {
      ctx.error(partialMissing(name));
      first.set('');
      return;
    }
    if (ctx.enterPartial(name)) {
      first.set(executeTemplate(ctx, inst, first.node, privateContext, argvar));
      ctx.exitPartial(name);
    } else {
      first.set('');
    }
  }
}

const count = map((node) => {
  if (node.type === Type.OBJECT) return Object.keys(node.value).length;
  if (node.type === Type.ARRAY || node.type === Type.STRING) return node.value.length;
  return 0;
});

const cycle = map((node, args) => {
  const n = args.length;
  let index = (node.asNumber() - 1) % n;
  if (index < 0) index += n;
  return args[index];
});

/** Resolves `path` against the scope the tag was written in (the frame below the value's). */
const resolveOuter = (ctx: Context, names: PathSegment[]): Node => {
  const parent = ctx.frame().parent;
  return ctx.resolveFrom(names, parent ? parent : ctx.frame());
};

const format = map((node, args, ctx) => {
  const values = args.map((arg) => {
    const n = resolveOuter(ctx, splitCached(arg));
    return n.type === Type.NULL || n.type === Type.MISSING ? '' : n.value;
  });
  return formatPattern(node.asString(), values);
});

const get = map((node, args, ctx) => {
  let tmp = node;
  for (const arg of args) {
    const n = ctx.resolve(splitCached(arg));
    if (n.type === Type.MISSING) tmp = MISSING_NODE;
    else {
      const path =
        n.type === Type.ARRAY ? n.value : n.type === Type.NUMBER ? [n.asNumber()] : [n.asString()];
      tmp = tmp.path(path);
    }
    if (tmp.type === Type.MISSING) break;
  }
  return tmp;
});

const prop = map((node, args) => {
  let tmp = node;
  for (const arg of args) {
    tmp = tmp.path(splitCached(arg));
    if (tmp.type === Type.MISSING) break;
  }
  return tmp;
});

const json = (indent?: string) =>
  map((node) =>
    node.isMissing() ? '' : escapeScriptTags(JSON.stringify(node.value, undefined, indent)),
  );

const keyBy = map((node, args) => {
  const path = args[0];
  const out: Record<string, Json> = {};
  if (node.type === Type.ARRAY && path) {
    const names = splitCached(path);
    for (const val of node.value as Json[]) {
      const at = new Node(val).path(names);
      if (at.type !== Type.MISSING) out[at.value] = val;
    }
  }
  return out;
});

/** The nth (1 = first, -1 = last) element of an array whose path is truthy. */
const findNth = (nth: 1 | -1) =>
  map((node, args, ctx) => {
    const items = node.value;
    if (!Array.isArray(items) || items.length === 0) return MISSING_NODE;
    const hasLookup = args.length === 2;
    const lookup = hasLookup ? ctx.resolve(splitCached(args[0] as string)) : null;
    const path = args.length >= 1 ? splitCached(args[hasLookup ? 1 : 0] as string) : null;
    const forward = nth > 0;
    for (let i = forward ? 0 : items.length - 1; forward ? i < items.length : i > -1; i += nth) {
      const item = toNode(items[i]);
      if (path === null) return item;
      const candidate = lookup ? lookup.path([item.asString()]) : item;
      if (isTruthy(candidate.path(path))) return item;
    }
    return MISSING_NODE;
  });

const lookup = map((_node, args, ctx) => {
  const key = args[0];
  if (!key) return '';
  const ref = ctx.resolve(splitCached(key));
  return ctx.resolve(splitCached(ref.asString()));
});

const mod = map((node, args) => {
  const n = node.asNumber();
  const divisor = Number.parseInt(args[0] as string, 10) || 2;
  return n % (divisor && Number.isFinite(divisor) ? divisor : 2);
});

const pluralize = map((node, args) => {
  let singular = '';
  let plural = 's';
  if (args.length === 1) plural = args[0] as string;
  else if (args.length >= 2) {
    singular = args[0] as string;
    plural = args[1] as string;
  }
  return node.asNumber() === 1 ? singular : plural;
});

const safe = formatter((_args, vars) => {
  const first = vars[0] as Variable;
  if (isTruthy(first.node)) first.set(first.node.asString().replace(/<[^>]*?>/g, ''));
});

const smartypants = map((node) =>
  node
    .asString()
    .replace(/(^|[-\u2014\\s(["])'/gm, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[-\u2014/[(\u2018\s])"/gm, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014'),
);

const truncateFormatter = formatter((args, vars) => {
  const limit = args.length ? Number.parseInt(args[0] as string, 10) : 100;
  const ellipsis = args.length > 1 ? (args[1] as string) : '...';
  if (Number.isFinite(limit) && limit > 0) {
    const first = vars[0] as Variable;
    first.set(truncate(first.node.asString(), limit, ellipsis));
  }
});

const htmlattr = map((node) => escapeHtmlAttributes(node.asString()));

export const CORE_FORMATTERS: FormatterTable = {
  apply: new ApplyFormatter(),
  count,
  cycle,
  'encode-space': map((node) => node.asString().replace(/\s/g, '&nbsp;')),
  'encode-uri': map((node) => encodeURI(node.asString())),
  'encode-uri-component': map((node) => encodeURIComponent(node.asString())),
  'find-first': findNth(1),
  'find-last': findNth(-1),
  format,
  get,
  html: map((node) => escapeHtml(node.asString())),
  htmlattr,
  htmltag: htmlattr,
  iter: map((_node, _args, ctx) => ctx.lookupStack('@index').asString()),
  json: json(),
  'json-pretty': json('  '),
  'key-by': keyBy,
  'line-breaks': map((node) => node.asString().replace(/\n/g, '<br/>')),
  lookup,
  mod,
  output: map((_node, args) => args.join(' ')),
  pluralize,
  prop,
  raw: map((node) => JSON.stringify(node.value)),
  round: map((node) => Math.round(node.asNumber())),
  safe,
  slugify: map((node) => slugify(node.asString())),
  smartypants,
  str: map((node) =>
    node.type === Type.OBJECT || node.type === Type.ARRAY ? '' : node.asString(),
  ),
  truncate: truncateFormatter,
  'url-encode': map((node) => urlEncode(node.asString())),
};
