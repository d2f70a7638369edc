import { describe, expect, it } from 'vitest';
import { browser, suiteServer } from '../tests/helpers/test-server';

/**
 * The server checks number and currency answers as the page does: text that is no number is
 * refused with the field's error and nothing is stored; any number, or none for an optional
 * field, is kept as sent [N-12].
 */

const server = suiteServer({ formSubmissionsPerMinute: 1000 });

const values = {
  'f-name': ['Ada', 'Lovelace'],
  'f-email': 'ada@example.com',
  'f-topic': 'Returns',
  'f-message': 'Hello',
};

async function submit(answers: Record<string, unknown>) {
  const visitor = browser(server.app);
  const { key } = (
    await visitor.send('POST', '/api/form/FormSubmissionKey?formId=form-contact', undefined)
  ).json();
  return visitor.send('POST', '/api/form/SaveFormSubmission', {
    key,
    form: JSON.stringify(answers),
    captchaKey: 'sq-test-captcha-token',
    pageTitle: 'Contact',
    pageId: 'page-1',
    contentSource: 'c',
    pagePermissionTypeValue: 1,
    pagePath: '/contact',
  });
}

const stored = async () =>
  (await server.sql('SELECT form_values FROM form_submissions')).map((row) =>
    JSON.parse(String(row.form_values)),
  );

describe('number and currency answers (N-12)', () => {
  it('refuses text that is no number, in the submission and in the validate call', async () => {
    const answers = { ...values, 'f-count': '12abc', 'f-amount': 'NaN' };
    const errors = { 'f-count': 'Must be a number.', 'f-amount': 'Must be a number.' };
    const response = await submit(answers);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'One or more fields is invalid, please check your entries.', errors },
    ]);
    expect(await stored()).toEqual([]);
    const checked = await browser(server.app).send(
      'POST',
      '/api/rest/forms/validate/form-contact',
      answers,
    );
    expect([checked.statusCode, checked.json().errors]).toEqual([400, errors]);
  });

  it('keeps numbers as sent, and an optional number left empty', async () => {
    const answers = { ...values, 'f-count': '-1.5e2', 'f-amount': '' };
    expect((await submit(answers)).statusCode).toBe(200);
    expect(await stored()).toEqual([answers]);
  });
});
