/**
 * Typed parsing of custom-element attributes. Markup is untrusted input: a parser never throws,
 * it returns either a value or a reason that names what was expected. A value the element's rules
 * take in a changed form rather than refuse (clamped into its range, an unknown choice taken as the
 * default) is a value with `adjusted`, what was expected: the element works on and says so once.
 */
export type ParseResult<T> =
  | { ok: true; value: T; adjusted?: string }
  | { ok: false; expected: string };

/**
 * What a parser takes, as the element manifest (tools/elements-manifest/) and the editors' data
 * state it: the value's type as TypeScript text (`string`, `number`, `boolean`, or a union of the
 * values a choice takes), the default as markup would write it, whether the attribute is required,
 * and the values, pattern or range a value must meet. Facts only: what the attribute is for is
 * written in the element's `docs.ts`, which the bundle does not carry.
 */
export interface AttributeFacts {
  type: string;
  default?: string;
  required: boolean;
  /** A choice's values, in the order the type lists them. */
  values?: readonly string[];
  /** The source of the pattern a value must match. */
  pattern?: string;
  min?: number;
  max?: number;
}

declare const __SQ_FACTS__: boolean | undefined;

/**
 * Whether the parsers state their facts: everywhere but in the browser bundle, whose build defines
 * `__SQ_FACTS__` as false, so that no page carries what only the manifest's generator reads.
 */
export const STATES_FACTS = typeof __SQ_FACTS__ === 'undefined' || __SQ_FACTS__;

export interface AttributeSpec<T> {
  parse(raw: string | null): ParseResult<T>;
  /** What the parser takes; every parser of this file and of an element says it. */
  readonly facts?: AttributeFacts;
}

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });

export function stringAttribute(options: {
  required: true;
  pattern?: RegExp;
}): AttributeSpec<string>;
export function stringAttribute(options?: {
  required?: false;
  pattern?: RegExp;
}): AttributeSpec<string | null>;
export function stringAttribute(
  options: { required?: boolean; pattern?: RegExp } = {},
): AttributeSpec<string | null> {
  const expected = options.pattern ? `a value matching ${options.pattern}` : 'a non-empty value';
  return {
    facts: STATES_FACTS
      ? { type: 'string', required: options.required === true, pattern: options.pattern?.source }
      : undefined,
    parse(raw) {
      const value = raw?.trim() ?? '';
      if (!value) return options.required ? { ok: false, expected } : ok(null);
      if (options.pattern && !options.pattern.test(value)) return { ok: false, expected };
      return ok(value);
    },
  };
}

export function integerAttribute(options: {
  min: number;
  max: number;
  fallback: number;
}): AttributeSpec<number> {
  const expected = `a whole number from ${options.min} to ${options.max}`;
  const { min, max, fallback } = options;
  return {
    facts: STATES_FACTS
      ? { type: 'number', default: String(fallback), required: false, min, max }
      : undefined,
    parse(raw) {
      if (raw === null || raw.trim() === '') return ok(options.fallback);
      if (!/^[+-]?\d+$/.test(raw.trim())) return { ok: false, expected };
      const value = Number(raw);
      return value >= options.min && value <= options.max ? ok(value) : { ok: false, expected };
    },
  };
}

/** A boolean attribute: present (with any value, even empty) means true, as in HTML. */
export function booleanAttribute(): AttributeSpec<boolean> {
  return {
    facts: STATES_FACTS ? { type: 'boolean', required: false } : undefined,
    parse: (raw) => ok(raw !== null),
  };
}

export type AttributeSpecs = Record<string, AttributeSpec<unknown>>;
export type ParsedAttributes<S extends AttributeSpecs> = {
  [K in keyof S]: S[K] extends AttributeSpec<infer T> ? T : never;
};

export interface AttributeProblem {
  attribute: string;
  value: string | null;
  expected: string;
}

/** `itemId` → `item-id`: the attribute a camel-cased property reads from. */
export function attributeName(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Each element's specs as [property, attribute, spec], worked out once per definition. */
const fields = new WeakMap<AttributeSpecs, [string, string, AttributeSpec<unknown>][]>();

function fieldsOf(specs: AttributeSpecs): [string, string, AttributeSpec<unknown>][] {
  let list = fields.get(specs);
  if (!list) {
    list = Object.entries(specs).map(([property, spec]) => [
      property,
      attributeName(property),
      spec,
    ]);
    fields.set(specs, list);
  }
  return list;
}

/**
 * Every attribute parsed, or the first one refused. `adjusted`, present only when some are,
 * lists the attributes taken in a changed form.
 */
export function parseAttributes<S extends AttributeSpecs>(
  specs: S,
  read: (attribute: string) => string | null,
):
  | { ok: true; value: ParsedAttributes<S>; adjusted?: AttributeProblem[] }
  | { ok: false; problem: AttributeProblem } {
  const value: Record<string, unknown> = {};
  const adjusted: AttributeProblem[] = [];
  for (const [property, attribute, spec] of fieldsOf(specs)) {
    const raw = read(attribute);
    const result = spec.parse(raw);
    if (!result.ok)
      return { ok: false, problem: { attribute, value: raw, expected: result.expected } };
    if (result.adjusted !== undefined) {
      adjusted.push({ attribute, value: raw, expected: result.adjusted });
    }
    value[property] = result.value;
  }
  const parsed = value as ParsedAttributes<S>;
  return adjusted.length ? { ok: true, value: parsed, adjusted } : { ok: true, value: parsed };
}

export function describeProblem(tag: string, problem: AttributeProblem): string {
  const shown = problem.value === null ? 'missing' : `"${problem.value}"`;
  return `<${tag}>: invalid attribute "${problem.attribute}" (${shown}): expected ${problem.expected}`;
}

/** The one line that says which attributes were taken in a changed form. */
export function describeAdjusted(tag: string, adjusted: readonly AttributeProblem[]): string {
  const names = adjusted.map((problem) => problem.attribute).join(', ');
  return `<${tag}>: attributes not usable as given, taken with their clamped or default values: ${names}`;
}

/**
 * Thrown by a component whose attributes only turn out to be wrong once combined with the page
 * context; the element reports the message as it is and falls back to its inert server markup.
 */
export class ElementMarkupError extends Error {
  override readonly name = 'ElementMarkupError';
}
