import { describe, expect, it } from 'vitest';
import forms from '../../fixtures/forms.json';
import { CONTACT_INPUTS } from '../../tests/helpers/contact-form';
import { answerErrors, parseAnswers } from './answers';
import { decodeForm } from './form-model';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';
import { type FormInputs, inputsFromValues, sanitizeForm } from './sanitize';
import { validateForm } from './validate';

const form = decodeForm(forms[0]);
const check = (values: Record<string, unknown>) =>
  answerErrors(form, values, { maxLengthEnabled: true });

describe('answers as the server receives them', () => {
  it('accepts whatever the page sends for a valid form, every field type included', () => {
    const inputs: FormInputs = {
      ...CONTACT_INPUTS,
      'f-survey': { Delivery: '-2', Packaging: '0' },
    };
    const sent = JSON.parse(
      JSON.stringify(sanitizeForm(form, inputs, new URLSearchParams('source=x'))),
    );
    expect(check(sent)).toEqual({});
  });

  it('accepts an optional choice left empty, and optional fields left out', () => {
    const required = {
      'f-name': ['Ada', 'L'],
      'f-email': 'a@b.co',
      'f-topic': 'Order',
      'f-message': 'Hi',
    };
    expect(check({ ...required, 'f-size': '', 'f-channels': [], 'f-survey': {} })).toEqual({});
  });

  it('reports the required fields as the page does, beside the refused values', () => {
    expect(check({ 'f-size': 'XL', extra: 1 })).toEqual({
      'f-size': 'Not one of the options.',
      extra: 'This form has no such field.',
      'f-name': 'Required',
      'f-email': 'Required',
      'f-topic': 'Required',
      'f-message': 'Required',
    });
  });

  it('refuses a required address sent without its country, as the page does', () => {
    const withAddress = decodeForm({ fields: [{ id: 'a', type: 'address', required: true }] });
    const address = (country: string) => ({
      a: ['1 Main St', '', 'Springfield', 'IL', '62701', country],
    });
    const options = { maxLengthEnabled: true };
    expect(answerErrors(withAddress, address('US'), options)).toEqual({});
    expect(answerErrors(withAddress, address(''), options)).toEqual({ a: 'Required' });
  });

  it('refuses number and currency answers that are no number, and takes any number or none', () => {
    const required = {
      'f-name': ['Ada', 'L'],
      'f-email': 'a@b.co',
      'f-topic': 'Order',
      'f-message': 'Hi',
    };
    expect(check({ ...required, 'f-count': '12abc', 'f-amount': '1e' })).toEqual({
      'f-count': 'Must be a number.',
      'f-amount': 'Must be a number.',
    });
    expect(check({ ...required, 'f-count': '-1.5e2', 'f-amount': '', 'f-order': '12abc' })).toEqual(
      {},
    );
  });

  it('reports a key named __proto__ like any other unknown field', () => {
    const values = JSON.parse('{"__proto__": "x"}');
    expect(Object.keys(check(values))).toContain('__proto__');
  });
});

describe('reading answers text', () => {
  it('gives the map, or null for text that is not JSON, not a map or too deep', () => {
    expect(parseAnswers('{"a":["b"]}')).toEqual({ a: ['b'] });
    for (const text of [
      '{"a":',
      '["a"]',
      'null',
      '"a"',
      `{"a":${'['.repeat(40)}${']'.repeat(40)}}`,
    ]) {
      expect(parseAnswers(text)).toBeNull();
    }
  });
});

describe('inputs from stored values', () => {
  it('leaves out values of the wrong shape and never throws, whatever the values hold', () => {
    const odd = JSON.parse(
      '{"f-name":[{"toString":1},null],"f-survey":{"Delivery":{"toString":1}},"f-channels":[[1],{}],"f-email":{"toString":"x"}}',
    );
    const inputs = inputsFromValues(form, odd);
    expect(inputs).toEqual({
      'f-name': { first: '', last: '' },
      'f-survey': { Delivery: '' },
      'f-channels': ['', ''],
    });
    expect(validateForm(form, inputs, { maxLengthEnabled: true })).toMatchObject({
      'f-name': 'Required',
      'f-email': 'Required',
    });
  });
});

describe('JSON depth', () => {
  const nested = (levels: number) => `${'[{"a":'.repeat(levels / 2)}1${'}]'.repeat(levels / 2)}`;

  it(`allows ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(`[${nested(MAX_JSON_DEPTH)}]`)).toBe(true);
  });

  it('counts no brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ a: `\\"${'['.repeat(100)}` }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(['"', '['.repeat(100)]))).toBe(false);
  });
});
