/**
 * The `message` formatter (alias `plural`): an ICU-style pattern formatted by the CLDR
 * message formatter, with the `money`/`currency`, `decimal`/`number`, `datetime` and
 * `datetime-interval` formatters available inside it.
 */
import type { Path } from '../core/ast';
import type { Context } from '../core/context';
import { isObject, toText } from '../core/value';
import { readPath } from '../tags/scan';
import { type Cldr, decimalOptions, decimalOr0, money } from './cldr-money';
import { datetime, epochOf, interval } from './i18n-dates';

/** How a message's argument references are resolved. */
export type Resolve = (path: Path) => unknown;

/** Resolves an argument reference; a missing one is null. */
function resolveRef(resolve: Resolve, ref: string): unknown {
  const r = readPath(ref, 0);
  return (r && r[1] === ref.length ? resolve(r[0]) : undefined) ?? null;
}

/** Arguments that are plain objects stand for their amount (`decimalValue`, else `value`). */
const amountOf = (v: unknown) =>
  isObject(v) && v.constructor === Object
    ? v.decimalValue !== undefined
      ? v.decimalValue
      : v.value
    : v;

type Embedded = (a: unknown[], o: string[]) => string;

/** A formatter inside the pattern; '' when the tag names an argument that was not given. */
const embed =
  (n: number, fn: Embedded): Embedded =>
  (a, o) => {
    for (let i = 0; i < n; i++) if (a[i] === undefined) return '';
    return fn(a, o);
  };

/** The context of the message being formatted, for the embedded date formatters. */
let current: Context | null = null;

// biome-ignore lint/suspicious/noExplicitAny: the CLDR message formatter type
const formatters = new WeakMap<Cldr, any>();

/** One message formatter per locale, so its cache of parsed patterns outlives a call. */
function formatterFor(cldr: Cldr) {
  let mf = formatters.get(cldr);
  if (mf) return mf;
  const asDecimal = (v: unknown) =>
    typeof v === 'boolean' || v === undefined
      ? cldr.Numbers.parseDecimal(v === undefined ? 'NaN' : +v)
      : decimalOr0(cldr, amountOf(v));
  const num = embed(1, (a, o) => cldr.Numbers.formatDecimal(asDecimal(a[0]), decimalOptions(o)));
  const cur = embed(1, (a, o) => money(cldr, a[0], o));
  const ctx = () => current as Context;
  mf = cldr.General.messageFormatter({
    converter: {
      // '#' in plural branches arrives as a Decimal
      asString: (v: unknown) =>
        isObject(v) && v.constructor !== Object ? String(v) : toText(amountOf(v)),
      asDecimal,
    },
    formatters: {
      money: cur,
      currency: cur,
      decimal: num,
      number: num,
      datetime: embed(1, (a, o) =>
        Number.isFinite(epochOf(a[0])) ? datetime(cldr, ctx(), a[0], o) : '',
      ),
      'datetime-interval': embed(2, (a, o) =>
        interval(cldr, ctx(), epochOf(a[0]), epochOf(a[1]), o),
      ),
    },
  });
  formatters.set(cldr, mf);
  return mf;
}

/**
 * Arguments are references, positional, or `name=ref` / `name:ref`, which are named and
 * positional at once; `resolve` reads them (the scope from the current frame by default).
 */
export function message(
  pattern: unknown,
  args: string[],
  ctx: Context,
  cldr: Cldr,
  resolve: Resolve = (path) => ctx.lookup(path),
): string {
  const positional: unknown[] = [];
  const named: Record<string, unknown> = {};
  for (const a of args) {
    const i = a.search(/[=:]/);
    const v = resolveRef(resolve, i < 0 ? a : a.slice(i + 1));
    positional.push(v);
    if (i >= 0) named[a.slice(0, i)] = v;
  }
  const outer = current;
  current = ctx;
  try {
    return formatterFor(cldr).format(toText(pattern), positional, named);
  } finally {
    current = outer;
  }
}
