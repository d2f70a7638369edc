import { describe, expect, it } from 'vitest';
import forms from '../../fixtures/forms.json';
import { CONTACT_INPUTS, contactValues } from '../../tests/helpers/contact-form';
import { ApiError } from '../api/api-error';
import { submissionFailure } from '../api/submission-errors';
import { resolveStrings } from '../i18n/strings';
import { decodeForm, FIELD_TYPES } from './form-model';
import { UNREADABLE_NUMBER } from './numbers';
import { type FormInputs, sanitizeForm } from './sanitize';
import { summarizeForm } from './summary';
import { validateForm } from './validate';

const form = decodeForm(forms[0]);
const complete: FormInputs = CONTACT_INPUTS;

describe('form model (M-01, M-02)', () => {
  it('decodes every field type of the fixture and drops malformed fields', () => {
    expect(form.fields.map((f) => f.type).sort()).toEqual([...FIELD_TYPES].sort());
    const decoded = decodeForm({
      id: 'x',
      fields: [{ id: 'a', type: 'rating' }, { type: 'text' }, { id: 'b', type: 'text' }],
    });
    expect(decoded.fields.map((f) => f.id)).toEqual(['b']);
  });
});

describe('sanitizing (M-11 to M-20)', () => {
  const values = sanitizeForm(form, complete, new URLSearchParams('source=newsletter'));

  it('gives each field type the shape the submission sends', () => {
    expect(values).toEqual(contactValues('newsletter'));
    expect(values).not.toHaveProperty('f-section');
  });

  it('keeps a phone with a country code as its four parts', () => {
    const withCode = decodeForm({ fields: [{ id: 'p', type: 'phone', showCountryCode: true }] });
    const parts = { country: '44', area: '20', prefix: '7946', line: '0000' };
    expect(sanitizeForm(withCode, { p: parts }, new URLSearchParams())).toEqual({
      p: ['44', '20', '7946', '0000'],
    });
  });

  it('uses the hidden default without a query parameter, and empty values where nothing was entered', () => {
    const empty = sanitizeForm(form, {}, new URLSearchParams());
    expect(empty).toMatchObject({
      'f-source': 'direct',
      'f-channels': [],
      'f-topic': '',
      'f-survey': {},
    });
  });

  it('sends text a number control could not read as the empty value the control reports', () => {
    const unreadable = { ...complete, 'f-count': UNREADABLE_NUMBER };
    expect(sanitizeForm(form, unreadable, new URLSearchParams())['f-count']).toBe('');
  });

  it('throws on a control holding the wrong kind of value', () => {
    expect(() => sanitizeForm(form, { 'f-channels': 'Email' }, new URLSearchParams())).toThrow(
      TypeError,
    );
    expect(() => sanitizeForm(form, { 'f-name': 'Ada' }, new URLSearchParams())).toThrow(TypeError);
  });
});

describe('validation (N-01 to N-05)', () => {
  const validate = (inputs: FormInputs, maxLengthEnabled = true) =>
    validateForm(form, inputs, { maxLengthEnabled });

  it('accepts a complete form', () => {
    expect(validate(complete)).toEqual({});
  });

  it("says 'Required' for each empty required field, multi-part ones included", () => {
    expect(
      validate({
        ...complete,
        'f-name': { first: 'Ada' },
        'f-topic': '',
        'f-message': '  ',
        'f-email': '',
      }),
    ).toEqual({
      'f-name': 'Required',
      'f-topic': 'Required',
      'f-message': 'Required',
      'f-email': 'Required',
    });
  });

  it('checks the email rule on a filled email field', () => {
    expect(validate({ ...complete, 'f-email': 'ada@b.museum' })).toEqual({
      'f-email': 'Email is not valid. Email addresses should follow the format user@domain.com.',
    });
  });

  it('checks the textarea limit only when maxLength is on, and exactly at the limit is fine', () => {
    expect(validate({ ...complete, 'f-message': 'x'.repeat(200) })).toEqual({});
    expect(validate({ ...complete, 'f-message': 'x'.repeat(201) })).toEqual({
      'f-message': 'You have exceeded the character limit.',
    });
    expect(validate({ ...complete, 'f-message': 'x'.repeat(201) }, false)).toEqual({});
  });

  it('says a number or currency field holds no number, rather than that it is empty [N-12]', () => {
    expect(validate({ ...complete, 'f-count': '12abc', 'f-amount': UNREADABLE_NUMBER })).toEqual({
      'f-count': 'Must be a number.',
      'f-amount': 'Must be a number.',
    });
    expect(validate({ ...complete, 'f-count': '1e3', 'f-amount': '' })).toEqual({});
    const required = decodeForm({ fields: [{ id: 'n', type: 'number', required: true }] });
    const check = (n: string) => validateForm(required, { n }, { maxLengthEnabled: true });
    expect(check(UNREADABLE_NUMBER)).toEqual({ n: 'Must be a number.' });
    expect(check('')).toEqual({ n: 'Required' });
  });

  it('a required address is incomplete without its country; only line 2 may stay empty', () => {
    const required = decodeForm({ fields: [{ id: 'a', type: 'address', required: true }] });
    const address = { line1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };
    const check = (a: Record<string, string>) =>
      validateForm(required, { a }, { maxLengthEnabled: true });
    expect(check({ ...address, country: 'US' })).toEqual({});
    expect(check({ ...address, line2: '', country: 'US' })).toEqual({});
    expect(check(address)).toEqual({ a: 'Required' });
    expect(check({ ...address, country: '  ' })).toEqual({ a: 'Required' });
  });

  it('a required phone may leave its country code empty, and no other part', () => {
    const required = decodeForm({
      fields: [{ id: 'p', type: 'phone', required: true, showCountryCode: true }],
    });
    const phone = { area: '555', prefix: '010', line: '4477' };
    const check = (p: Record<string, string>) =>
      validateForm(required, { p }, { maxLengthEnabled: true });
    expect(check(phone)).toEqual({});
    expect(check({ ...phone, country: '1' })).toEqual({});
    expect(check({ ...phone, line: '' })).toEqual({ p: 'Required' });
  });

  it('needs every likert question answered when the likert field is required', () => {
    const required = decodeForm({
      fields: [{ id: 'l', type: 'likert', required: true, options: ['A', 'B'] }],
    });
    expect(validateForm(required, { l: { A: '1' } }, { maxLengthEnabled: true })).toEqual({
      l: 'Required',
    });
    expect(validateForm(required, { l: { A: '1', B: '-2' } }, { maxLengthEnabled: true })).toEqual(
      {},
    );
  });
});

describe('summary (M-22)', () => {
  it("lists each answer with its title, 'N/A' for none, likert answers by label", () => {
    const values = sanitizeForm(form, { ...complete, 'f-size': '' }, new URLSearchParams());
    const summary = summarizeForm(form, values, resolveStrings());
    expect(summary.find((f) => f.rawTitle === 'Phone')?.values).toEqual(['555', '123', '4567']);
    expect(summary.find((f) => f.rawTitle === 'Size')?.values).toEqual(['N/A']);
    expect(summary.find((f) => f.rawTitle === 'How did we do?')?.values).toEqual([
      'Delivery: Strongly Agree',
    ]);
    expect(summary.map((f) => f.rawTitle)).not.toContain('About your order');
  });
});

describe('submission failures (O-06 to O-08)', () => {
  it.each([
    [new ApiError('http', 401, null), 'Unable to submit form. Please try again later.'],
    [new ApiError('not-found', 404, null), 'This form has not been configured yet.'],
    [
      new ApiError('rate-limit', 429, null),
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ],
    [new ApiError('http', 500, null), 'Unable to send form. Please try again later.'],
    [new ApiError('http', 400, { error: 'Too many links.' }), 'Too many links.'],
    [new ApiError('http', 400, null), 'Unknown error, please try again later.'],
    [new ApiError('http', 418, null), 'Unknown error, please try again later.'],
    [
      new ApiError('offline', null, null),
      'Error processing form submission. Please reload and try again.',
    ],
    [
      new ApiError('crumb', 401, { crumbFail: true }),
      'Error processing form submission. Please reload and try again.',
    ],
  ])('%o → %s', (error, message) => {
    expect(submissionFailure(error).message).toBe(message);
  });

  it('a 400 with errors gives the per-field messages', () => {
    const failure = submissionFailure(
      new ApiError('http', 400, { errors: { 'f-email': 'Taken' } }),
    );
    expect(failure).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { 'f-email': 'Taken' },
    });
  });
});
