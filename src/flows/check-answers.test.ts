import { describe, expect, it, vi } from 'vitest';
import forms from '../../fixtures/forms.json';
import { ApiError } from '../api/api-error';
import { decodeForm } from '../forms/form-model';
import { type AnswersInput, checkAnswers } from './check-answers';

const form = decodeForm(forms.find((f) => f.id === 'form-engraving'));
const input: AnswersInput = {
  form,
  inputs: { 'e-text': ' Ada ', 'e-font': 'Script' },
  query: new URLSearchParams(),
  maxLengthEnabled: true,
};
const apiAnswering = (validate: () => Promise<unknown>) => ({ validate: vi.fn(validate) });

describe('checking an additional-fields form’s answers (G-04, A-08)', () => {
  it('sends the sanitized answers to the server’s validation; passing, they are the entry’s text', async () => {
    const api = apiAnswering(async () => ({}));
    const result = await checkAnswers(api, input);
    expect(api.validate).toHaveBeenCalledWith('form-engraving', {
      'e-text': 'Ada',
      'e-font': 'Script',
    });
    expect(result).toEqual({
      ok: true,
      additionalFields: JSON.stringify({ 'e-text': 'Ada', 'e-font': 'Script' }),
    });
  });

  it('answers the page refuses never reach the server', async () => {
    const api = apiAnswering(async () => ({}));
    expect(await checkAnswers(api, { ...input, inputs: { 'e-font': 'Script' } })).toEqual({
      ok: false,
      stage: 'page',
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { 'e-text': 'Required' },
    });
    expect(api.validate).not.toHaveBeenCalled();
  });

  it('the server’s per-field errors come back keyed by field, as a submission’s do (N-08)', async () => {
    const errors = { 'e-font': 'Not one of the options.' };
    const api = apiAnswering(async () => {
      throw new ApiError('http', 400, { message: 'invalid', errors });
    });
    expect(await checkAnswers(api, input)).toEqual({
      ok: false,
      stage: 'server',
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: errors,
    });
  });

  it('a validation that cannot be asked (offline) is the form’s processing error', async () => {
    const api = apiAnswering(async () => {
      throw new ApiError('offline', null, null);
    });
    expect(await checkAnswers(api, input)).toEqual({
      ok: false,
      stage: 'server',
      message: 'Error processing form submission. Please reload and try again.',
      fieldErrors: {},
    });
  });
});
