/**
 * Compiled references. A name is looked up through the scope stack, innermost
 * frame first, up to a frame that stops the search; a block's own path looks in
 * the current frame only. Each step takes an own, non-function property of a
 * non-array object; a path's first name also finds an array frame's `length` (its one own
 * named property, which the public engine's scope lookup reads; a later step does not). Paths
 * of plain names get a closure of their own; `@`-names and
 * positions go through the Context's general lookup.
 */
import type { Path } from '../core/ast';
import type { Frame } from '../core/context';
import type { Lookup } from './op';

const hasOwn = Object.hasOwn;
const isArray = Array.isArray;

/** `step` for a name (not an `@`-name, not a position): an own, non-function property. */
export function getOwn(v: unknown, name: string): unknown {
  if (typeof v !== 'object' || v === null || isArray(v)) return undefined;
  const r = (v as Record<string, unknown>)[name];
  return r === undefined || typeof r === 'function' || !hasOwn(v, name) ? undefined : r;
}

/** A path's first name in one frame's value: `getOwn`, or an array frame's `length` (core/node.ts `stepFirst`). */
function inFrame(v: unknown, name: string): unknown {
  return isArray(v) ? (name === 'length' ? v.length : undefined) : getOwn(v, name);
}

/** A name looked up through the scope stack. */
function lookupName(f: Frame | null, name: string): unknown {
  for (; f; f = f.parent) {
    const r = inFrame(f.value, name);
    if (r !== undefined) return r;
    if (f.stop) break;
  }
  return undefined;
}

const isPlainName = (k: string | number | undefined): k is string =>
  typeof k === 'string' && k.charCodeAt(0) !== 64; /* @ */

/** `@`: the current frame's value. */
export const current: Lookup = (ctx) => ctx.top.value;

/** A compiled reference: through the scope stack, or the current frame only (`here`). */
export function compileLookup(path: Path, here: boolean): Lookup {
  const first = path[0];
  if (path.length === 1) {
    if (first === '@') return current;
    if (isPlainName(first)) {
      return here ? (ctx) => inFrame(ctx.top.value, first) : (ctx) => lookupName(ctx.top, first);
    }
  }
  if (isPlainName(first) && path.every((k) => typeof k === 'string')) {
    const rest = path.slice(1) as string[];
    const n = rest.length;
    return (ctx) => {
      let v = here ? inFrame(ctx.top.value, first) : lookupName(ctx.top, first);
      for (let i = 0; i < n && v !== undefined; i++) v = getOwn(v, rest[i] as string);
      return v;
    };
  }
  return here ? (ctx) => ctx.lookupHere(path) : (ctx) => ctx.lookup(path);
}
