import { Type, typeOf } from './types';
import { deepEquals, type Json, type PathSegment, replaceChars, stringCompare } from './util';

/** A value wrapped with its JSON type; missing values share one instance. */
export class Node {
  readonly value: Json;
  readonly type: Type;

  constructor(value: Json, type?: Type) {
    this.value = value;
    this.type = type === undefined ? typeOf(value) : type;
  }

  isNull(): boolean {
    return this.type === Type.NULL;
  }

  isMissing(): boolean {
    return this.type === Type.MISSING;
  }

  equals(other: Json): boolean {
    return deepEquals(this.value, other instanceof Node ? other.value : other);
  }

  /** Orders this node against another; the left side's type decides how. */
  compare(other: Json): number {
    const node = other instanceof Node ? other : new Node(other);
    switch (this.type) {
      case Type.NUMBER: {
        const n = node.asNumber();
        return this.value < n ? -1 : this.value === n ? 0 : 1;
      }
      case Type.STRING:
        return stringCompare(this.value, node.asString());
      case Type.BOOLEAN: {
        const b = node.asBoolean();
        return this.value === b ? 0 : this.value ? 1 : -1;
      }
      default:
        return deepEquals(this.value, node.value) ? 0 : -1;
    }
  }

  /** Number of keys of an object or elements of an array; 0 otherwise. */
  size(): number {
    if (this.type === Type.OBJECT) return Object.keys(this.value).length;
    if (this.type === Type.ARRAY) return this.value.length;
    return 0;
  }

  /** Jackson-style boolean: "true", true, or a non-zero integer. */
  asBoolean(): boolean {
    switch (this.type) {
      case Type.BOOLEAN:
        return this.value;
      case Type.STRING:
        return this.value === 'true';
      case Type.NUMBER:
        return Number.parseInt(this.value, 10) === this.value ? this.value !== 0 : false;
      default:
        return false;
    }
  }

  asString(): string {
    switch (this.type) {
      case Type.STRING:
        return this.value;
      case Type.NUMBER:
      case Type.BOOLEAN:
        return String(this.value);
      default:
        return '';
    }
  }

  asNumber(): number {
    switch (this.type) {
      case Type.NUMBER:
        return this.value;
      case Type.STRING:
        return this.value.indexOf('.') === -1
          ? Number.parseInt(this.value, 10)
          : Number.parseFloat(this.value);
      case Type.BOOLEAN:
        return this.value ? 1 : 0;
      default:
        return 0;
    }
  }

  /** The string form with each mapped character replaced. */
  replace(map: Record<string, string>): string {
    return replaceChars(this.asString(), map);
  }

  /** Follows own properties (objects) and numeric indexes (arrays). */
  path(path: readonly PathSegment[]): Node {
    if (path.length === 0) return this;
    let value = this.value;
    let type = this.type;
    for (let i = 0; i < path.length; i++) {
      const key = path[i] as PathSegment;
      if (
        type === Type.OBJECT
          ? Object.hasOwn(value, key)
          : type === Type.ARRAY && typeof key === 'number'
      ) {
        value = value[key];
      } else {
        return MISSING_NODE;
      }
      type = typeOf(value);
    }
    return type === Type.MISSING ? MISSING_NODE : new Node(value, type);
  }

  /** Plain member access on an object or array (the first step of a lookup). */
  get(key: PathSegment): Node {
    if (this.type === Type.OBJECT || this.type === Type.ARRAY) {
      const value = this.value[key];
      const type = typeOf(value);
      if (type !== Type.MISSING) return new Node(value, type);
    }
    return MISSING_NODE;
  }
}

export const MISSING_NODE: Node = new Node(null, Type.MISSING);

export const toNode = (value: Json): Node => (value instanceof Node ? value : new Node(value));

/** Template truthiness: non-empty strings, arrays and objects, non-zero numbers, true. */
export const isTruthy = (n: Json): boolean => {
  const node = toNode(n);
  const value = node.value;
  switch (node.type) {
    case Type.STRING:
      return value !== '';
    case Type.NUMBER:
      return !Number.isNaN(value) && value !== 0;
    case Type.BOOLEAN:
      return value;
    case Type.OBJECT:
      return Object.keys(value).length !== 0 || value.constructor !== Object;
    case Type.ARRAY:
      return value.length !== 0;
    default:
      return false;
  }
};
