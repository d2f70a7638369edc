/**
 * Generated differential cases for `website-color`: every component rounded to two places the
 * way the public engine rounds (halves, binary near-halves, trailing zeros), the alpha channel
 * included, and values given as strings, booleans and out of bounds.
 */
import type { OracleCase } from './case';

/** Fractions whose two-place rounding is delicate, and plain ones. */
const FRACTIONS: unknown[] = [
  0,
  0.005,
  0.015,
  0.025,
  0.125,
  0.135,
  0.145,
  0.285,
  0.555,
  0.5549,
  0.995,
  0.9999,
  1,
  '0.555',
  '1',
  true,
  -0,
];

const HUES: unknown[] = [0, 0.956, 1.005, 12.345, 100.125, 359.995, 360, '200', 360.5];

const color = (hue: unknown, saturation: unknown, lightness: unknown, alpha?: unknown) => ({
  hue,
  saturation,
  lightness,
  ...(alpha === undefined ? {} : { alpha }),
});

export const WEBSITE_COLOR_CASES: OracleCase[] = [
  ...FRACTIONS.map((a): OracleCase => ['{@|website-color}', color(200, 0.3, 0.5, a)]),
  ...FRACTIONS.map((s): OracleCase => ['{@|website-color}', color(10, s, 0.5)]),
  ...FRACTIONS.map((l): OracleCase => ['{@|website-color}', color(10, 0.5, l, 0.5)]),
  ...HUES.map((h): OracleCase => ['{@|website-color}', color(h, 0.9554, 0.9567, 0.555)]),
  ['{@|website-color}', color(10, 0.5, 0.5, 1.005)],
  ['{@|website-color}', color(10, 0.5, 0.5, -0.001)],
  ['{@|website-color}', color(10, 0.5, 0.5, null)],
  ['{c|website-color}', { c: color(1, 0.12345, 0.5, 0.075) }],
];
