/**
 * The image-bytes formatter: a byte count in 1024-based units, `{n} B` below 1 KB, then one
 * decimal place in KB, MB or GB (`512 B`, `1.5 KB`, `2.0 MB`, `3.1 GB`) [Z-07]. It is the one
 * place 1024 is a kilobyte: size limits and their messages count 1,000,000 bytes to a megabyte
 * [B-20]. A value is shown in the largest unit it reaches once rounded, so 1,048,575 bytes read
 * `1.0 MB`, never `1024.0 KB`; GB is the largest unit. Anything but a finite count of 0 or more
 * is no size: the pure function answers null, and the template formatter, given anything but
 * such a number or a numeric string, leaves nothing.
 */
import { type FormatterTable, MISSING_NODE, valueFormatter } from '../core/plugin';

const STEP = 1024;
const UNITS = ['KB', 'MB', 'GB'] as const;

export function formatImageBytes(bytes: number): string | null {
  if (!Number.isFinite(bytes) || bytes < 0) return null;
  const whole = Math.round(bytes);
  if (whole < STEP) return `${whole} B`;
  let value = bytes / STEP;
  let unit = 0;
  // The next unit once the rounded value would read 1024.0 or more.
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** A number, or a string holding only a decimal number; anything else is no size. */
function byteCount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

export const IMAGE_BYTES_FORMATTERS: FormatterTable = {
  'image-bytes': valueFormatter(
    (value) => formatImageBytes(byteCount(value)) ?? MISSING_NODE,
    true,
  ),
};
