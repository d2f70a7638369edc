/**
 * How template data values behave: printing, truthiness, coercions, equality
 * and ordering. Data is plain JSON; `undefined` stands for a missing value.
 */

export type Value = unknown;

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Text of a variable tag's value: strings, numbers and booleans as JS prints them, arrays joined
 * with `,`, anything else empty.
 */
export function printValue(v: unknown): string {
  if (!Array.isArray(v)) return toText(v);
  let s = '';
  for (let i = 0; i < v.length; i++) {
    if (i > 0) s += ',';
    s += String(v[i]);
  }
  return s;
}

export function isTruthy(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
      return v.length > 0;
    case 'number':
      return v !== 0 && !Number.isNaN(v);
    case 'boolean':
      return v;
    case 'object':
      if (v === null) return false;
      if (Array.isArray(v)) return v.length > 0;
      for (const k in v) if (Object.hasOwn(v, k)) return true;
      return false;
    default:
      return false;
  }
}

/** as-number: strings are parsed (float with a `.`, integer otherwise), booleans are 1/0. */
export function toNumber(v: unknown): number {
  switch (typeof v) {
    case 'number':
      return v;
    case 'boolean':
      return v ? 1 : 0;
    case 'string':
      return v.includes('.') ? Number.parseFloat(v) : Number.parseInt(v, 10);
    default:
      return 0;
  }
}

/** as-string: strings as they are, numbers and booleans printed, everything else empty. */
export function toText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

/** as-boolean, Jackson style: only "true", true, or a non-zero integer below 1e21 in size. */
export function toFlag(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return v === 'true';
  if (typeof v === 'number') return Number.isInteger(v) && v !== 0 && v < 1e21 && v > -1e21;
  return false;
}

/** Number of keys, elements or characters. */
export function sizeOf(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  if (isObject(v)) return Object.keys(v).length;
  return 0;
}

/** Deep JSON equality. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null) return false;
  if (typeof a === 'number') return Number.isNaN(a) && Number.isNaN(b as number);
  if (typeof a !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b as object, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

/**
 * Ordering as seen from the left value: a number, string or boolean reads the right value as its
 * own type; any other left value is equal to an equal value and less than anything else.
 */
export function orderOf(a: unknown, b: unknown): number {
  if (typeof a === 'number') {
    const n = toNumber(b);
    return a < n ? -1 : a > n ? 1 : 0;
  }
  if (typeof a === 'string') {
    const s = toText(b);
    return a < s ? -1 : a > s ? 1 : 0;
  }
  if (typeof a === 'boolean') {
    const x = toFlag(b);
    return a === x ? 0 : a ? 1 : -1;
  }
  return sameValue(a, b) ? 0 : -1;
}
