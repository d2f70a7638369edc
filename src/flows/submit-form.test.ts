import { describe, expect, it, vi } from 'vitest';
import forms from '../../fixtures/forms.json';
import { ApiError } from '../api/api-error';
import type { FormsApi } from '../api/forms';
import { decodeForm } from '../forms/form-model';
import { type SubmitInput, submitForm } from './submit-form';

const form = decodeForm(forms[0]);
const inputs = {
  'f-name': { first: 'Ada', last: 'Lovelace' },
  'f-email': 'ada@example.com',
  'f-topic': 'Order',
  'f-message': 'Hello',
};
const base: SubmitInput = {
  form,
  inputs,
  query: new URLSearchParams('source=ad'),
  page: {
    pageTitle: 'Contact',
    pageId: 'p1',
    contentSource: 'c',
    pagePermissionTypeValue: 1,
    pagePath: '/contact',
  },
  captchaToken: 'token-1',
  validate: true,
  maxLengthEnabled: true,
};

function fakeApi(overrides: Partial<FormsApi> = {}) {
  const calls: string[] = [];
  const api = {
    schema: vi.fn(),
    validate: vi.fn(),
    submissionKey: vi.fn(async () => {
      calls.push('key');
      return 'k1';
    }),
    save: vi.fn(async () => {
      calls.push('save');
      return { success: true };
    }),
    ...overrides,
  } as unknown as FormsApi;
  return { api, calls };
}

describe('submitting a form (O-02 to O-08)', () => {
  it('gets a key, then posts the sanitized fields with the captcha and page fields', async () => {
    const { api, calls } = fakeApi();
    expect(await submitForm(api, base)).toEqual({ ok: true });
    expect(calls).toEqual(['key', 'save']);
    const payload = vi.mocked(api.save).mock.calls[0]?.[0];
    expect(payload).toMatchObject({
      key: 'k1',
      captchaKey: 'token-1',
      pageId: 'p1',
      contentSource: 'c',
      pagePath: '/contact',
    });
    expect(JSON.parse(payload?.form ?? '')).toMatchObject({
      'f-name': ['Ada', 'Lovelace'],
      'f-source': 'ad',
    });
  });

  it('stops before any request when validation fails, and skips validation when disabled', async () => {
    const { api, calls } = fakeApi();
    const result = await submitForm(api, { ...base, inputs: { ...inputs, 'f-topic': '' } });
    expect(result).toEqual({
      ok: false,
      stage: 'page',
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { 'f-topic': 'Required' },
    });
    expect(calls).toEqual([]);
    expect((await submitForm(api, { ...base, inputs: {}, validate: false })).ok).toBe(true);
  });

  it('needs the captcha solved when one is shown, and sends no captchaKey without one', async () => {
    const { api, calls } = fakeApi();
    expect(await submitForm(api, { ...base, captchaToken: '' })).toMatchObject({
      message: 'Complete CAPTCHA before submitting.',
    });
    expect(calls).toEqual([]);
    await submitForm(api, { ...base, captchaToken: null });
    expect(vi.mocked(api.save).mock.calls[0]?.[0]).not.toHaveProperty('captchaKey');
  });

  it('reports a missing key, unreadable fields and the server answer each with its text', async () => {
    const noKey = fakeApi({
      submissionKey: vi.fn().mockRejectedValue(new ApiError('http', 500, null)),
    });
    expect(await submitForm(noKey.api, base)).toMatchObject({
      message: 'Could not get a form submission key, please try again later.',
    });
    const bad = await submitForm(fakeApi().api, {
      ...base,
      inputs: { ...inputs, 'f-name': 'Ada' },
      validate: false,
    });
    expect(bad).toMatchObject({
      message: 'Could not parse the form fields, please check your entries.',
    });
    const refused = fakeApi({ save: vi.fn().mockRejectedValue(new ApiError('http', 404, null)) });
    expect(await submitForm(refused.api, base)).toMatchObject({
      message: 'This form has not been configured yet.',
    });
  });

  it('says cookies are blocked when the key call cannot go for that, and sends nothing', async () => {
    // The client refuses a state-changing call before any request while cookies are blocked.
    const blocked = fakeApi({
      submissionKey: vi.fn().mockRejectedValue(new ApiError('cookies', null, null)),
    });
    expect(await submitForm(blocked.api, base)).toMatchObject({
      ok: false,
      message: 'Please enable cookies in your browser, reload the page, and try again.',
    });
    expect(blocked.api.save).not.toHaveBeenCalled();
  });
});
