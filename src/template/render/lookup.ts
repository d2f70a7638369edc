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
import { firstName, stepName } from '../core/node';
import type { Lookup } from './op';

/** A name looked up through the scope stack. */
function lookupName(f: Frame | null, name: string): unknown {
  for (; f; f = f.parent) {
    const r = firstName(f.value, name);
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
      return here ? (ctx) => firstName(ctx.top.value, first) : (ctx) => lookupName(ctx.top, first);
    }
  }
  if (isPlainName(first) && path.every((k) => typeof k === 'string')) {
    const rest = path.slice(1) as string[];
    const n = rest.length;
    return (ctx) => {
      let v = here ? firstName(ctx.top.value, first) : lookupName(ctx.top, first);
      for (let i = 0; i < n && v !== undefined; i++) v = stepName(v, rest[i] as string);
      return v;
    };
  }
  return here ? (ctx) => ctx.lookupHere(path) : (ctx) => ctx.lookup(path);
}
