/**
 * A data value as plugins and the renderer see it (`Node`), a bound variable (`Variable`), and
 * one step of a lookup path (`step`).
 */
import { isTruthy, orderOf, sameValue, sizeOf, toFlag, toNumber, toText } from './value';

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

/**
 * One named step: an own, non-function property of a non-array object. A missing key is found
 * missing by reading it, without asking whether it is the object's own.
 */
export function stepName(v: unknown, name: string): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const r = (v as Record<string, unknown>)[name];
  return r === undefined || typeof r === 'function' || !Object.hasOwn(v, name) ? undefined : r;
}

/** One step into a value: own properties of objects (see stepName), positions of arrays. */
export function step(v: unknown, key: string | number): unknown {
  if (typeof key === 'string') return stepName(v, key);
  if (!Array.isArray(v)) return stepName(v, String(key));
  const r = v[key];
  return typeof r === 'function' ? undefined : r;
}

/**
 * A path's first name, in one scope frame's value: `stepName`, except that an array frame also
 * has its `length` (its one own named property), which the public engine's scope lookup reads
 * and a later step does not.
 */
export function firstName(v: unknown, name: string): unknown {
  return Array.isArray(v) ? (name === 'length' ? v.length : undefined) : stepName(v, name);
}

/** A path's first step, in one scope frame's value: `firstName` for a name, else `step`. */
export function stepFirst(v: unknown, key: string | number): unknown {
  return typeof key === 'string' ? firstName(v, key) : step(v, key);
}

export const MISSING_NODE = new Node(undefined);

export const toNode = (value: unknown): Node => (value instanceof Node ? value : new Node(value));

/** A value as a Node holds it: a Node's own value, and a function counts as missing. */
const plainValue = (v: unknown): unknown =>
  v instanceof Node ? v.value : typeof v === 'function' ? undefined : v;

/**
 * A value travelling through a formatter chain. It keeps the plain value; its `node` is made
 * when a plugin asks for it, so a chain of built-in formatters allocates no Node.
 */
export class Variable {
  declare readonly name: string;
  private declare value: unknown;

  constructor(name: string, node: Node | unknown) {
    this.name = name;
    this.value = plainValue(node);
  }

  get node(): Node {
    return new Node(this.value);
  }

  set node(node: Node) {
    this.value = plainValue(node);
  }

  set(value: Node | unknown): void {
    this.value = plainValue(value);
  }

  get(): unknown {
    return this.value;
  }
}
