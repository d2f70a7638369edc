/**
 * The i18n formatter family and the CLDR commerce formatters `bookkeeper-money-format`
 * and `percentage-format`: number, currency, date, interval, relative-time and message
 * formatting through the caller's `cldr`. Without `cldr` they output ''.
 */
import type { Context } from '../core/context';
import { type FormatterTable, formatter, type Variable } from '../core/plugin';
import { type Cldr, decimalOptions, decimalOr0, money, toDecimal } from './cldr-money';
import { datetime, epochOf, interval, nowOf, relativeOptions, since } from './i18n-dates';
import { message } from './i18n-message';

const first = (vars: Variable[]) => vars[0] as Variable;

/** A formatter that needs CLDR: without it the value becomes ''. */
const cldrFormatter = (
  fn: (args: string[], value: unknown, ctx: Context, cldr: Cldr, vars: Variable[]) => string,
) =>
  formatter((args, vars, ctx) => {
    const v = first(vars);
    v.set(ctx.cldr ? fn(args, v.get(), ctx, ctx.cldr, vars) : '');
  });

/**
 * `message` as a template calls it: its arguments resolve from the frame below the current
 * one, as in the public engine (in a `{path|message …}` tag that is the tag's scope, below
 * the frame holding the tag's value; in `{.var}` it skips the current section's frame).
 */
const messageFormatter = cldrFormatter((args, value, ctx, cldr) =>
  message(value, args, ctx, cldr, (path) => ctx.lookupFrom(path, ctx.top.parent ?? ctx.top)),
);

/** `message` with arguments resolved from the current frame, for built-in markup. */
export const messageInScope = cldrFormatter((args, value, ctx, cldr) =>
  message(value, args, ctx, cldr),
);

export const I18N_FORMATTERS: FormatterTable = {
  datetime: cldrFormatter((args, value, ctx, cldr) => datetime(cldr, ctx, value, args)),
  'datetime-interval': cldrFormatter((args, value, ctx, cldr, vars) => {
    const s = epochOf(value);
    const e = vars[1] ? epochOf(vars[1].get()) : Number.NaN;
    return Number.isFinite(s) && Number.isFinite(e) ? interval(cldr, ctx, s, e, args) : '';
  }),
  decimal: cldrFormatter((args, value, _ctx, cldr) => {
    const n = toDecimal(cldr, value);
    return n === undefined ? '' : cldr.Numbers.formatDecimal(n, decimalOptions(args));
  }),
  money: cldrFormatter((args, value, _ctx, cldr) => money(cldr, value, args)),
  message: messageFormatter,
  plural: messageFormatter,
  'relative-time': cldrFormatter((args, value, ctx, cldr, vars) => {
    // one reference: from now to it; two: from the first to the second
    const s = vars[1] ? epochOf(value) : nowOf(ctx);
    const e = epochOf(vars[1] ? vars[1].get() : value);
    if (!Number.isFinite(s) || !Number.isFinite(e)) return '';
    return cldr.Calendars.formatRelativeTime({ date: s }, { date: e }, relativeOptions(args));
  }),
  timesince: formatter((_args, vars, ctx) => {
    const v = first(vars);
    const t = epochOf(v.get());
    v.set(
      !ctx.cldr || !Number.isFinite(t)
        ? 'Invalid date.'
        : `<span class="timesince" data-date="${t}">${since(t, nowOf(ctx))}</span>`,
    );
  }),
  // value in cents, in the currency of the locale's region
  'bookkeeper-money-format': cldrFormatter((_args, value, _ctx, cldr) =>
    cldr.Numbers.formatCurrency(
      decimalOr0(cldr, value).movePoint(-2),
      cldr.Numbers.getCurrencyForRegion(cldr.General.locale().tag.region()),
    ),
  ),
  'percentage-format': cldrFormatter((args, value, _ctx, cldr) =>
    cldr.Numbers.formatDecimal(decimalOr0(cldr, value), {
      minimumFractionDigits: args.includes('trim') ? 0 : 2,
      maximumFractionDigits: 3,
    }),
  ),
};
