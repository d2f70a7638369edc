/**
 * Our built-in formatter and predicate tables against the public engine's own registry
 * (`Formatters` / `Predicates` of @squarespace/template-engine, built from its lib/plugins): every
 * name it registers must be registered by ours, so a gap fails the build; the names ours adds are
 * listed here, so adding one is a decision the test records.
 */
import {
  Formatters as PublicFormatters,
  Predicates as PublicPredicates,
} from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { Formatters, Predicates } from '../../src/template';

/** Ours alone: `image-bytes` [Z-07] and `subscribable?` [TF-11, E-11], both from the spec. */
const OUR_EXTRA_FORMATTERS = ['image-bytes'];
const OUR_EXTRA_PREDICATES = ['subscribable?'];

const names = (table: object) => Object.keys(table).sort();
const missingFrom = (ours: object, theirs: object) =>
  names(theirs).filter((name) => !Object.hasOwn(ours, name));

describe('the built-in registry covers the public engine’s', () => {
  it('reads a non-trivial public registry (the comparison cannot pass on an empty one)', () => {
    expect(names(PublicFormatters).length).toBeGreaterThan(90);
    expect(names(PublicPredicates).length).toBeGreaterThan(90);
  });

  it('registers every formatter the public engine registers', () => {
    expect(missingFrom(Formatters, PublicFormatters)).toEqual([]);
  });

  it('registers every predicate the public engine registers', () => {
    expect(missingFrom(Predicates, PublicPredicates)).toEqual([]);
  });

  it('adds only the listed formatters and predicates of its own', () => {
    expect(missingFrom(PublicFormatters, Formatters)).toEqual(OUR_EXTRA_FORMATTERS);
    expect(missingFrom(PublicPredicates, Predicates)).toEqual(OUR_EXTRA_PREDICATES);
  });

  it('registers each name to an implementation', () => {
    for (const name of names(Formatters)) {
      expect(typeof (Formatters[name] as { apply?: unknown }).apply, name).toBe('function');
    }
    for (const name of names(Predicates)) {
      expect(typeof (Predicates[name] as { apply?: unknown }).apply, name).toBe('function');
    }
  });
});
