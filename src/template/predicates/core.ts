/**
 * The core predicate family: comparisons, even/odd/nth, plural/singular, debug, and the
 * unsupported units-metric? [template language, Core predicates].
 */
import type { Context } from '../core/context';
import { type PredicateTable, predicate } from '../core/plugin';
import { isTruthy, orderOf, sameValue, toNumber } from '../core/value';
import { readPath } from '../tags/scan';

const JSON_START = /^(?:["[{\d]|-\d|true$|false$|null$)/;

/** How an argument text reads: a reference path, or a JSON literal (objects re-parsed each use). */
interface ArgForm {
  path: (string | number)[] | null;
  value: unknown;
  object: boolean;
}

const ARG_FORMS = new Map<string, ArgForm>();

function argForm(text: string): ArgForm {
  if (JSON_START.test(text)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = null;
    }
    return { path: null, value, object: typeof value === 'object' && value !== null };
  }
  const r = readPath(text, 0);
  return r && r[1] === text.length
    ? { path: r[0], value: null, object: false }
    : { path: null, value: null, object: false };
}

/** A predicate argument: a JSON literal when it looks like one, otherwise a reference. */
export function argValue(text: string, ctx: Context): unknown {
  let form = ARG_FORMS.get(text);
  if (form === undefined) {
    form = argForm(text);
    if (ARG_FORMS.size >= 1000) ARG_FORMS.clear();
    ARG_FORMS.set(text, form);
  }
  if (form.path) return ctx.lookup(form.path) ?? null;
  return form.object ? JSON.parse(text) : form.value;
}

function comparing(test: (order: number, equal: boolean) => boolean) {
  return predicate((args, ctx) => {
    if (args.length === 0) return false;
    let a: unknown;
    let b: unknown;
    if (args.length === 1) {
      a = ctx.current() ?? null;
      b = argValue(args[0] as string, ctx);
    } else {
      a = argValue(args[0] as string, ctx);
      b = argValue(args[1] as string, ctx);
    }
    return test(orderOf(a, b), sameValue(a, b));
  });
}

const numberArg = (args: string[], ctx: Context): unknown =>
  args.length ? argValue(args[0] as string, ctx) : ctx.current();

export const CORE_PREDICATES: PredicateTable = {
  'debug?': predicate((_args, ctx) => isTruthy(ctx.lookup(['debug']))),
  'equal?': comparing((_o, eq) => eq),
  'notEqual?': comparing((_o, eq) => !eq),
  'greaterThan?': comparing((o) => o > 0),
  'greaterThanOrEqual?': comparing((o) => o >= 0),
  'lessThan?': comparing((o) => o < 0),
  'lessThanOrEqual?': comparing((o) => o <= 0),
  'even?': predicate((args, ctx) => {
    const v = numberArg(args, ctx);
    return typeof v === 'number' && v % 2 === 0;
  }),
  'odd?': predicate((args, ctx) => {
    const v = numberArg(args, ctx);
    return typeof v === 'number' && Math.abs(v % 2) === 1;
  }),
  'nth?': predicate((args, ctx) => {
    let v: unknown;
    let n: unknown;
    if (args.length === 1) {
      v = ctx.current();
      n = argValue(args[0] as string, ctx);
    } else if (args.length >= 2) {
      v = argValue(args[0] as string, ctx);
      n = argValue(args[1] as string, ctx);
    } else return false;
    const d = toNumber(n);
    return typeof v === 'number' && d !== 0 && v % d === 0;
  }),
  'plural?': predicate((_args, ctx) => toNumber(ctx.current()) > 1),
  'singular?': predicate((_args, ctx) => toNumber(ctx.current()) === 1),
  'units-metric?': predicate((_args, ctx) => {
    ctx.error({ type: 'engine', message: '"units-metric?" formatter is not yet implemented' });
    return false;
  }),
};
