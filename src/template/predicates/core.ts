/**
 * The core predicate family (docs §7 "Core").
 */
import type { Context } from '../context';
import { type PredicateTable, predicate } from '../plugin';
import { readPath } from '../tags';
import { isTruthy, orderOf, sameValue, toNumber } from '../value';

const JSON_START = /^(?:["[{\d]|-\d|true$|false$|null$)/;

/** A predicate argument: a JSON literal when it looks like one, otherwise a reference. */
export function argValue(text: string, ctx: Context): unknown {
  if (JSON_START.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }
  const r = readPath(text, 0);
  return r && r[1] === text.length ? (ctx.lookup(r[0]) ?? null) : null;
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
