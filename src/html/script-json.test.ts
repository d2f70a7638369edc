import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-json';

const HOSTILE = [
  'Mug </script><script>alert(1)</script>',
  'Mug <!--<script>',
  'Mug <!--',
  'Mug ]]>',
  'Tea & cake > coffee',
  'line\u2028separator\u2029paragraph',
  '</SCRIPT >',
];

describe('scriptSafeJson', () => {
  it('reads back as the same value through JSON.parse', () => {
    const value = { title: HOSTILE.join(' '), list: HOSTILE, n: 1, ok: true, none: null };
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
    expect(JSON.parse(scriptSafeJson(value, 2))).toEqual(value);
  });

  it('leaves no <, >, &, U+2028 or U+2029 in the text', () => {
    for (const text of HOSTILE) {
      expect(scriptSafeJson({ text })).not.toMatch(/[<>&\u2028\u2029]/);
    }
  });

  it('writes each as its \\u escape', () => {
    expect(scriptSafeJson('<>&\u2028\u2029')).toBe('"\\u003c\\u003e\\u0026\\u2028\\u2029"');
  });

  it('writes plain data as JSON.stringify does, indented when asked', () => {
    const value = { a: [1, 'two'], b: { c: null } };
    expect(scriptSafeJson(value)).toBe(JSON.stringify(value));
    expect(scriptSafeJson(value, 2)).toBe(JSON.stringify(value, null, 2));
  });

  it('writes a value JSON cannot hold as null', () => {
    expect(scriptSafeJson(undefined)).toBe('null');
  });
});
