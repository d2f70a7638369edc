import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, testServer } from './test-server';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ merchantSession: 'owner-1', formSubmissionsPerMinute: 1000 });
});
afterAll(() => server.close());

const values = {
  'f-name': ['Ada', 'Lovelace'],
  'f-email': 'ada@example.com',
  'f-phone': ['', '555', '123', '4567'],
  'f-topic': 'Returns',
  'f-channels': ['Email'],
  'f-survey': { Delivery: '2' },
  'f-message': '=SUM(A1) please',
  'f-source': 'newsletter',
};

const page = {
  pageTitle: 'Contact',
  pageId: 'page-1',
  contentSource: 'c',
  pagePermissionTypeValue: 1,
  pagePath: '/contact',
};

async function submit(
  visitor: ReturnType<typeof browser>,
  overrides: Record<string, unknown> = {},
) {
  const { key } = (
    await visitor.send('POST', '/api/form/FormSubmissionKey?formId=form-contact', undefined)
  ).json();
  return visitor.send('POST', '/api/form/SaveFormSubmission', {
    key,
    form: JSON.stringify(values),
    captchaKey: 'sq-test-captcha-token',
    ...page,
    ...overrides,
  });
}

const stored = async () => server.sql('SELECT form_values FROM form_submissions');

describe('form calls', () => {
  it('serves the form definition as its schema, and 404 for a form that does not exist', async () => {
    const schema = await server.app.inject({
      url: '/api/template/GetTemplateSchema?type=form&formId=form-contact',
    });
    expect(schema.json()).toMatchObject({
      id: 'form-contact',
      name: 'Contact us',
      captchaEnabled: true,
    });
    const missing = await server.app.inject({
      url: '/api/template/GetTemplateSchema?type=form&formId=nope',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('stores a submission with exactly the values sent, and a key works only once', async () => {
    const visitor = browser(server.app);
    const { key } = (
      await visitor.send('POST', '/api/form/FormSubmissionKey?formId=form-contact', undefined)
    ).json();
    const body = {
      key,
      form: JSON.stringify(values),
      captchaKey: 'sq-test-captcha-token',
      ...page,
    };
    const first = await visitor.send('POST', '/api/form/SaveFormSubmission', body);
    expect(first.statusCode).toBe(200);
    expect((await stored()).map((row) => JSON.parse(String(row.form_values)))).toEqual([values]);
    const again = await visitor.send('POST', '/api/form/SaveFormSubmission', body);
    expect(again.statusCode).toBe(400);
    expect(await stored()).toHaveLength(1);
  });

  it('validates on the server as on the page: per-field errors, nothing stored', async () => {
    const before = (await stored()).length;
    const response = await submit(browser(server.app), {
      form: JSON.stringify({
        ...values,
        'f-email': 'ada@',
        'f-topic': '',
        'f-message': 'x'.repeat(201),
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'f-email': 'Email is not valid. Email addresses should follow the format user@domain.com.',
      'f-topic': 'Required',
      'f-message': 'You have exceeded the character limit.',
    });
    expect(await stored()).toHaveLength(before);
  });

  it('the validate call answers the same errors, or {} when all is well', async () => {
    const visitor = browser(server.app);
    const ok = await visitor.send('POST', '/api/rest/forms/validate/form-contact', values);
    expect([ok.statusCode, ok.json()]).toEqual([200, {}]);
    const bad = await visitor.send('POST', '/api/rest/forms/validate/form-contact', {
      ...values,
      'f-name': ['Ada', ''],
    });
    expect(bad.json().errors).toEqual({ 'f-name': 'Required' });
  });

  it('refuses a missing captcha, unreadable fields and an unknown key with the form error text', async () => {
    const visitor = browser(server.app);
    expect((await submit(visitor, { captchaKey: undefined })).json()).toEqual({
      error: 'Complete CAPTCHA before submitting.',
    });
    expect((await submit(visitor, { form: '{not json' })).json()).toEqual({
      error: 'Could not parse the form fields, please check your entries.',
    });
    const unknownKey = await visitor.send('POST', '/api/form/SaveFormSubmission', {
      key: 'nope',
      form: '{}',
      ...page,
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('answers 429 past the submission rate limit', async () => {
    const limited = await testServer({ formSubmissionsPerMinute: 2 });
    try {
      const visitor = browser(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const { key } = (
          await visitor.send('POST', '/api/form/FormSubmissionKey?formId=form-contact', undefined)
        ).json();
        const response = await visitor.send('POST', '/api/form/SaveFormSubmission', {
          key,
          form: JSON.stringify(values),
          captchaKey: 'sq-test-captcha-token',
          ...page,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it("lists the form's submissions for its owner, as JSON and as spreadsheet-safe CSV", async () => {
    const owner = { cookie: 'sq-merchant-session=owner-1' };
    expect(
      (await server.app.inject({ url: '/api/forms/form-contact/submissions' })).statusCode,
    ).toBe(401);
    const json = await server.app.inject({
      url: '/api/forms/form-contact/submissions',
      headers: owner,
    });
    expect(json.json().submissions[0]).toMatchObject({ pagePath: '/contact', values });
    const csv = await server.app.inject({
      url: '/api/forms/form-contact/submissions?format=csv',
      headers: owner,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const [header, row] = csv.body.split('\r\n');
    expect(header).toContain('"Name","Email"');
    expect(row).toContain('"Ada Lovelace","ada@example.com"');
    expect(row).toContain(`"'=SUM(A1) please"`);
  });
});
