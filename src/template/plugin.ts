/**
 * The public plugin surface: `Node`, `Variable`, and the abstract `Formatter` and
 * `PredicatePlugin` classes custom plugins extend (docs §1).
 */
import type { Context } from './context';
import { isObject, isTruthy, orderOf, sameValue, sizeOf, toFlag, toNumber, toText } from './value';

export type NodeType = 'missing' | 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

/** A data value as plugins see it. `value === undefined` means missing. */
export class Node {
  // Declared, not initialized: see Context.
  declare readonly value: unknown;

  constructor(value: unknown) {
    this.value = typeof value === 'function' ? undefined : value;
  }

  get type(): NodeType {
    const v = this.value;
    if (v === undefined) return 'missing';
    if (v === null) return 'null';
    if (Array.isArray(v)) return 'array';
    return typeof v as NodeType;
  }

  isNull(): boolean {
    return this.value === null;
  }

  isMissing(): boolean {
    return this.value === undefined;
  }

  equals(other: unknown): boolean {
    return sameValue(this.value, other instanceof Node ? other.value : other);
  }

  compare(other: unknown): number {
    return orderOf(this.value, other instanceof Node ? other.value : other);
  }

  size(): number {
    return sizeOf(this.value);
  }

  asBoolean(): boolean {
    return toFlag(this.value);
  }

  asString(): string {
    return toText(this.value);
  }

  asNumber(): number {
    return toNumber(this.value);
  }

  isTruthy(): boolean {
    return isTruthy(this.value);
  }

  /** Replaces each character found in `mapping` by its mapped text. */
  replace(mapping: Record<string, string>): string {
    let s = '';
    for (const ch of this.asString()) s += Object.hasOwn(mapping, ch) ? mapping[ch] : ch;
    return s;
  }

  get(key: string | number): Node {
    return new Node(step(this.value, key));
  }

  path(path: (string | number)[]): Node {
    let v = this.value;
    for (const key of path) v = step(v, key);
    return new Node(v);
  }
}

/** One step into a value: own properties of objects, positions of arrays. */
export function step(v: unknown, key: string | number): unknown {
  if (Array.isArray(v)) {
    if (typeof key !== 'number') return undefined;
    const r = v[key];
    return typeof r === 'function' ? undefined : r;
  }
  if (isObject(v)) {
    const k = String(key);
    if (!Object.hasOwn(v, k)) return undefined;
    const r = v[k];
    return typeof r === 'function' ? undefined : r;
  }
  return undefined;
}

export const MISSING_NODE = new Node(undefined);

export const toNode = (value: unknown): Node => (value instanceof Node ? value : new Node(value));

/** A value travelling through a formatter chain. */
export class Variable {
  declare readonly name: string;
  declare node: Node;

  constructor(name: string, node: Node | unknown) {
    this.name = name;
    this.node = toNode(node);
  }

  set(value: Node | unknown): void {
    this.node = toNode(value);
  }

  get(): unknown {
    return this.node.value;
  }
}

export abstract class Formatter {
  abstract apply(args: string[], vars: Variable[], ctx: Context): void;
}

export abstract class PredicatePlugin {
  abstract apply(args: string[], ctx: Context): boolean;
}

export type FormatterTable = Record<string, Formatter>;
export type PredicateTable = Record<string, PredicatePlugin>;
export type FormatterMap = FormatterTable;
export type PredicateMap = PredicateTable;

/**
 * A formatter's fast form: the first variable's value in, its new value out. The
 * renderer calls it directly for single-value tags, without Variable objects.
 */
export type ValueMap = (value: unknown, args: string[], ctx: Context) => unknown;

/**
 * Builds a formatter that only maps the first variable's value (see ValueMap).
 * `pure`: the map only reads (data, arguments, scope) and may report errors or
 * throw; it never renders, writes output or counts instructions, so the renderer
 * may run it while building a run of text.
 */
export const valueFormatter = (map: ValueMap, pure = false): Formatter =>
  ({
    map,
    pure,
    apply(args: string[], vars: Variable[], ctx: Context) {
      const v = vars[0] as Variable;
      v.set(map(v.get(), args, ctx));
    },
  }) as Formatter;

/** Builds a formatter object from a function (handy for the built-in tables). */
export const formatter = (
  fn: (args: string[], vars: Variable[], ctx: Context) => void,
): Formatter => ({ apply: fn }) as Formatter;

export const predicate = (fn: (args: string[], ctx: Context) => boolean): PredicatePlugin =>
  ({ apply: fn }) as PredicatePlugin;
