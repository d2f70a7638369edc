/**
 * Content formatters with plain-text results: URLs, sizes, colours, durations.
 * The markup-building ones are in `images.ts`.
 */
import { type FormatterTable, formatter, MISSING_NODE, type Variable } from '../core/plugin';
import { isObject, toNumber, toText } from '../core/value';
import { IMAGE_BYTES_FORMATTERS } from './image-bytes';

const first = (vars: Variable[]) => vars[0] as Variable;

/** `WxH` → [w, h], or null when it is not two parts. */
function dimensions(v: unknown): [number, number] | null {
  const parts = toText(v).split('x');
  if (parts.length !== 2) return null;
  return [Number.parseInt(parts[0] as string, 10), Number.parseInt(parts[1] as string, 10)];
}

const INVALID_SOURCE = "Invalid source parameter. Pass in 'originalSize'";
const THUMBNAIL_WIDTHS = [100, 300, 500, 750, 1000, 1500];

function thumbnail(width: number): string {
  for (const w of THUMBNAIL_WIDTHS) if (width <= w) return `${w}w`;
  return '1500w';
}

/** Two places as the public engine rounds them: `toFixed(2)` read back as a number (0.555 → 0.56). */
const round2 = (n: number) => Number.parseFloat(n.toFixed(2));

function websiteColor(v: unknown): string {
  if (!isObject(v)) return 'Missing an H/S/L value.';
  const { hue, saturation, lightness, alpha } = v;
  if (hue === undefined || saturation === undefined || lightness === undefined) {
    return 'Missing an H/S/L value.';
  }
  const h = toNumber(hue);
  const s = toNumber(saturation);
  const l = toNumber(lightness);
  const a = alpha === undefined ? undefined : toNumber(alpha);
  let problems = '';
  // a NaN hue or alpha passes (and prints NaN); a NaN saturation or lightness does not
  if (h < 0 || h > 360) problems += 'Hue out of bounds. ';
  if (!(s >= 0 && s <= 1)) problems += 'Saturation out of bounds. ';
  if (!(l >= 0 && l <= 1)) problems += 'Lightness out of bounds. ';
  if (a !== undefined && (a < 0 || a > 1)) problems += 'Alpha out of bounds.';
  if (problems) return problems;
  const body = `${round2(h)}, ${round2(s * 100)}%, ${round2(l * 100)}%`;
  return a === undefined ? `hsl(${body})` : `hsla(${body}, ${round2(a)})`;
}

export const CONTENT_TEXT_FORMATTERS: FormatterTable = {
  ...IMAGE_BYTES_FORMATTERS,

  AbsUrl: formatter((_args, vars, ctx) => {
    const v = first(vars);
    v.set(`${toText(ctx.lookup(['base-url']))}/${toText(v.get())}`);
  }),

  capitalize: formatter((_args, vars) => {
    const v = first(vars);
    v.set(toText(v.get()).toUpperCase());
  }),

  'color-weight': formatter((_args, vars) => {
    const v = first(vars);
    let hex = toText(v.get());
    if (hex.startsWith('#')) hex = hex.slice(1);
    if (!/^[0-9a-fA-F]{3,6}$/.test(hex)) {
      v.set(MISSING_NODE);
      return;
    }
    if (hex.length === 3) hex = hex.replace(/./g, '$&$&');
    // only the top byte decides, as in the public engine
    v.set(Number.parseInt(hex, 16) > 0x7fffff ? 'light' : 'dark');
  }),

  width: formatter((_args, vars) => {
    const v = first(vars);
    v.set(dimensions(v.get())?.[0]);
  }),

  height: formatter((_args, vars) => {
    const v = first(vars);
    v.set(dimensions(v.get())?.[1]);
  }),

  resizedHeightForWidth: formatter((args, vars) => {
    const v = first(vars);
    const d = dimensions(v.get());
    if (!d) return v.set(INVALID_SOURCE);
    v.set(((Number.parseInt(args[0] ?? '', 10) * d[1]) / d[0]) | 0);
  }),

  resizedWidthForHeight: formatter((args, vars) => {
    const v = first(vars);
    const d = dimensions(v.get());
    if (!d) return v.set(INVALID_SOURCE);
    v.set(((Number.parseInt(args[0] ?? '', 10) * d[0]) / d[1]) | 0);
  }),

  squarespaceThumbnailForWidth: formatter((args, vars) => {
    const v = first(vars);
    v.set(thumbnail(Number.parseInt(args[0] ?? '', 10) || 0));
  }),

  squarespaceThumbnailForHeight: formatter((args, vars) => {
    const v = first(vars);
    const d = dimensions(v.get());
    if (!d) return v.set(INVALID_SOURCE);
    v.set(thumbnail(((Number.parseInt(args[0] ?? '', 10) * d[0]) / d[1]) | 0));
  }),

  humanizeDuration: formatter((_args, vars) => {
    const v = first(vars);
    const ms = toNumber(v.get());
    // whole seconds wrap as a 32-bit integer (NaN is 0)
    const seconds = (ms / 1000) | 0;
    const minutes = Math.trunc(seconds / 60);
    v.set(`${minutes}:${String(seconds % 60).padStart(2, '0')}`);
  }),

  'website-color': formatter((_args, vars) => {
    const v = first(vars);
    v.set(websiteColor(v.get()));
  }),
};
