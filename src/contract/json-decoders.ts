/**
 * The one toolkit for reading JSON the server wrote, without trusting it and without a schema
 * library the browser would have to download. Two kinds of reader, a file each:
 * - Decoders (here), for data whose faults are reported (the page context's sections): a decoder
 *   returns the value it was given when it has the expected shape (objects and records as new
 *   objects), else throws a DecodeProblem naming the dotted path of the first bad value. An object
 *   is anything non-null of type object (an array too); an absent field of an object decodes its
 *   default input instead, so defaults come out as fresh values; a loose object keeps the keys it
 *   does not know as they came; keys that could reach a prototype (`__proto__`, `prototype`,
 *   `constructor`) are never copied.
 * - Field readers (json-fields.ts), for data read tolerantly.
 * Two files, because the bundle's core carries the decoders (the page context) and only the
 * chunks that read products and forms need the field readers.
 */
import { isValidUrl } from './urls';

export type Decoder<T> = (value: unknown, path: string) => T;

/** Per field of T: its decoder and the input an absent field decodes instead. */
export type Fields<T> = { [K in keyof T]-?: readonly [Decoder<T[K]>, unknown] };

/** An object that keeps the keys it does not know, as they came. */
export type Loose<T> = T & { [key: string]: unknown };

export class DecodeProblem extends Error {
  constructor(
    readonly path: string,
    expected: string,
    received: unknown,
  ) {
    super(`expected ${expected} but received ${describe(received)}`);
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'an array';
  if (value === null || typeof value !== 'object') return String(value);
  return 'an object';
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

const safeKey = (key: string) =>
  key !== '__proto__' && key !== 'prototype' && key !== 'constructor';

/** A decoder of the values passing `test`, `expected` naming them in a problem. */
export const accept =
  <T>(expected: string, test: (value: unknown) => boolean): Decoder<T> =>
  (value, path) => {
    if (test(value)) return value as T;
    throw new DecodeProblem(path, expected, value);
  };

export const string = accept<string>('a string', (value) => typeof value === 'string');
export const boolean = accept<boolean>('a boolean', (value) => typeof value === 'boolean');
export const unknown: Decoder<unknown> = (value) => value;

/** One of the listed values. */
export const oneOf = <const T extends readonly (string | number)[]>(...values: T) =>
  accept<T[number]>(values.map((v) => JSON.stringify(v)).join(' or '), (value) =>
    values.includes(value as T[number]),
  );

/** A URL the one URL rule accepts: absolute http(s), at most 2083 characters [D-09]. */
export const url = accept<string>('a URL', isValidUrl);

export const nullable =
  <T>(decode: Decoder<T>): Decoder<T | null> =>
  (value, path) =>
    value === null ? null : decode(value, path);

const object = accept<Record<string, unknown>>(
  'an object',
  (value) => value !== null && typeof value === 'object',
);

export const arrayOf =
  <T>(decode: Decoder<T>): Decoder<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new DecodeProblem(path, 'an array', value);
    return value.map((item, index) => decode(item, join(path, String(index))));
  };

/** An object whose every value `decode` accepts. */
export const recordOf =
  <T>(decode: Decoder<T>): Decoder<Record<string, T>> =>
  (value, path) => {
    const input = object(value, path);
    const output: Record<string, T> = {};
    for (const key of Object.keys(input)) {
      if (safeKey(key)) output[key] = decode(input[key], join(path, key));
    }
    return output;
  };

/** An object with these fields, in this order, then the keys it does not know. */
export const looseObject =
  <T extends object>(fields: Fields<T>): Decoder<Loose<T>> =>
  (value, path) => {
    const input = object(value, path);
    const output: Record<string, unknown> = {};
    for (const [key, [decode, absent]] of Object.entries(fields) as [
      string,
      Fields<T>[keyof T],
    ][]) {
      const given = input[key];
      output[key] = decode(given === undefined ? absent : given, join(path, key));
    }
    for (const key of Object.keys(input)) {
      if (safeKey(key) && !Object.hasOwn(fields, key)) output[key] = input[key];
    }
    return output as Loose<T>;
  };
