/** Small shared helpers: reference splitting, JSON sniffing, equality and comparison. */

// biome-ignore lint/suspicious/noExplicitAny: template data is arbitrary JSON
export type Json = any;

/** One segment of a dotted reference: a name, or an array index. */
export type PathSegment = string | number;

const MAX_INDEX = 0x7fffffff;

const isAllDigits = (s: string): boolean => {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};

const SPLIT_CACHE = new Map<string, PathSegment[]>();

/**
 * Runtime form of splitVariable for plugin arguments: digit segments that fit in 31 bits become
 * numbers. Results are cached and shared, so callers must not mutate them.
 */
export const splitCached = (ref: string): PathSegment[] => {
  let parts = SPLIT_CACHE.get(ref);
  if (parts === undefined) {
    parts = splitVariable(ref);
    if (SPLIT_CACHE.size >= 4096) SPLIT_CACHE.clear();
    SPLIT_CACHE.set(ref, parts);
  }
  return parts;
};

/** Splits `a.0.b` into a fresh `['a', 0, 'b']` (used for instruction trees callers may keep). */
export const splitVariable = (ref: string): PathSegment[] => {
  const parts: PathSegment[] = ref.split('.');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (isAllDigits(part)) {
      const n = Number.parseInt(part, 10);
      if (n <= MAX_INDEX) parts[i] = n;
    }
  }
  return parts;
};

const JSON_START = /^["\d[{]|^-\d|^(?:true|false|null)$/;

/** True when an argument looks like a JSON literal rather than a reference. */
export const isJsonStart = (s: string): boolean => JSON_START.test(s);

/** Deep equality over JSON values (same prototype, same keys, same elements). */
export const deepEquals = (a: Json, b: Json): boolean => {
  const seen = new Map<object, object>();
  const visit = (x: Json, y: Json): boolean => {
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
      return x === y;
    }
    if (Object.getPrototypeOf(x) !== Object.getPrototypeOf(y)) return false;
    if (seen.has(x)) return seen.get(x) === y;
    seen.set(x, y);
    seen.set(y, x);
    if (Array.isArray(x)) {
      if (x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) if (!visit(x[i], y[i])) return false;
      return true;
    }
    for (const k in x) if (!visit(x[k], y[k])) return false;
    for (const k in y) if (!visit(x[k], y[k])) return false;
    return true;
  };
  return visit(a, b);
};

/** Compares strings by UTF-16 code unit, then by length (Java's String.compareTo). */
export const stringCompare = (a: string, b: string): number => {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return d;
  }
  return a.length - b.length;
};

/** Replaces each character found in `map` by its mapped string. */
export const replaceChars = (s: string, map: Record<string, string>): string => {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const r = map[s[i] as string];
    if (r !== undefined) {
      out += s.slice(last, i) + r;
      last = i + 1;
    }
  }
  return last === 0 ? s : out + s.slice(last);
};
