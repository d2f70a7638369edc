/**
 * The core predicate family: comparisons, even/odd/nth, plural/singular, debug, and the
 * unsupported units-metric? [template language, Core predicates].
 */

import { argPath } from '../core/arg-path';
import type { Context } from '../core/context';
import { memo } from '../core/memo';
import { type PredicateTable, predicate } from '../core/plugin';
import { isTruthy, orderOf, sameValue, toNumber } from '../core/value';

const JSON_START = /^(?:["[{\d]|-\d|true$|false$|null$)/;

/**
 * How an argument text reads: a JSON literal when it starts like one and parses (objects re-parsed
 * each use), otherwise a reference path.
 */
interface ArgForm {
  path: (string | number)[] | null;
  value: unknown;
  object: boolean;
}

function argForm(text: string): ArgForm {
  if (JSON_START.test(text)) {
    try {
      const value: unknown = JSON.parse(text);
      return { path: null, value, object: typeof value === 'object' && value !== null };
    } catch {
      // not JSON after all: a reference, as any other text
    }
  }
  return { path: argPath(text), value: null, object: false };
}

/** How each argument text reads, remembered (up to 1,000 texts). */
const argFormOf = memo(1000, argForm);

/** A predicate argument: a JSON literal when it looks like one, otherwise a reference. */
export function argValue(text: string, ctx: Context): unknown {
  const form = argFormOf(text);
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

/** Reference paths by their text, remembered (up to 1,000 texts). */
const refPath = memo(1000, argPath);

/** even?/odd?: the first argument is always a reference (never a literal), else the current value. */
function numberArg(args: string[], ctx: Context): unknown {
  if (args.length === 0) return ctx.current();
  return ctx.lookup(refPath(args[0] as string));
}

const isInteger = (v: unknown): v is number => typeof v === 'number' && Math.floor(v) === v;

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
    return typeof v === 'number' && Math.abs(v) % 2 === 0;
  }),
  'odd?': predicate((args, ctx) => {
    const v = numberArg(args, ctx);
    return typeof v === 'number' && Math.abs(v) % 2 === 1;
  }),
  // exactly two arguments: value and modulus; otherwise the current value and the first argument
  'nth?': predicate((args, ctx) => {
    if (args.length === 0) return false;
    const two = args.length === 2;
    const v = two ? argValue(args[0] as string, ctx) : ctx.current();
    const m = argValue(args[two ? 1 : 0] as string, ctx);
    return isInteger(v) && isInteger(m) && m !== 0 && Math.abs(v) % Math.abs(m) === 0;
  }),
  'plural?': predicate((_args, ctx) => toNumber(ctx.current()) > 1),
  'singular?': predicate((_args, ctx) => toNumber(ctx.current()) === 1),
  'units-metric?': predicate((_args, ctx) => {
    ctx.error({ type: 'engine', message: '"units-metric?" formatter is not yet implemented' });
    return false;
  }),
};
