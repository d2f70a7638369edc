import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/forms/json-depth';
import { browser, suiteServer, testServer } from '../tests/helpers/test-server';
import { csvCell } from './views/submissions-csv';

const server = suiteServer({
  merchantSession: 'owner-session-0001',
  formSubmissionsPerMinute: 1000,
});

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
    const owner = { authorization: 'Bearer owner-session-0001' };
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

describe('answers the form does not offer or cannot hold', () => {
  const invalid = 'One or more fields is invalid, please check your entries.';
  const validate = (body: unknown) =>
    browser(server.app).send('POST', '/api/rest/forms/validate/form-contact', body);

  it.each([
    [
      'a select answer not among its options',
      { 'f-size': 'XL' },
      { 'f-size': 'Not one of the options.' },
    ],
    [
      'a radio answer not among its options',
      { 'f-topic': 'Refunds' },
      { 'f-topic': 'Not one of the options.' },
    ],
    [
      'a checked box not among its options',
      { 'f-channels': ['Email', 'Fax'] },
      { 'f-channels': 'Not one of the options.' },
    ],
    [
      'a likert answer off the scale',
      { 'f-survey': { Delivery: '3' } },
      { 'f-survey': 'Not one of the options.' },
    ],
    ['an unknown field', { 'f-nope': 'x' }, { 'f-nope': 'This form has no such field.' }],
    [
      'a section given a value',
      { 'f-section': 'x' },
      { 'f-section': 'This form has no such field.' },
    ],
    ['a number where text is expected', { 'f-order': 12 }, { 'f-order': 'Expected text.' }],
    [
      'an object where text is expected',
      { 'f-email': { toString: 'x' } },
      { 'f-email': 'Expected text.' },
    ],
    [
      'text for a checkbox',
      { 'f-channels': 'Email' },
      { 'f-channels': 'Expected the list of checked options.' },
    ],
    [
      'named parts for a name',
      { 'f-name': { first: 'Ada' } },
      { 'f-name': 'Expected a list of 2 texts.' },
    ],
    [
      'too few parts for an address',
      { 'f-address': ['1 Main St'] },
      { 'f-address': 'Expected a list of 6 texts.' },
    ],
    [
      'a list for a likert',
      { 'f-survey': ['2'] },
      { 'f-survey': 'Expected the answers by question.' },
    ],
    [
      'a likert answer that is an object',
      { 'f-survey': { Delivery: { toString: 1 } } },
      { 'f-survey': 'Not one of the options.' },
    ],
    ['a null answer', { 'f-topic': null }, { 'f-topic': 'Expected text.' }],
  ])(
    'refuses %s with a 400 and the field error, storing nothing',
    async (_case, change, errors) => {
      const before = (await stored()).length;
      const form = { ...values, ...change };
      const response = await submit(browser(server.app), { form: JSON.stringify(form) });
      expect([response.statusCode, response.json()]).toEqual([400, { message: invalid, errors }]);
      expect(await stored()).toHaveLength(before);
      const validated = await validate(form);
      expect([validated.statusCode, validated.json()]).toEqual([400, { message: invalid, errors }]);
    },
  );

  it('refuses answers nested thousands of levels deep with a 400, never a 500', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await submit(browser(server.app), {
      form: `{"f-name":${deep},"f-survey":{"Delivery":${deep}}}`,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'Could not parse the form fields, please check your entries.' },
    ]);
    for (const field of ['f-name', 'f-channels', 'f-order']) {
      expect((await validate(`{"${field}":${deep}}`)).statusCode).toBe(400);
    }
  });

  it.each([
    ['arrays', '['.repeat(5000) + ']'.repeat(5000)],
    ['objects', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ])('refuses a body of %s nested 5000 levels deep with a 400 saying so', async (_case, body) => {
    for (const url of ['/api/form/SaveFormSubmission', '/api/rest/forms/validate/form-contact']) {
      const response = await browser(server.app).send('POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`nested more than ${MAX_JSON_DEPTH} levels deep`);
    }
  });
});

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@cmd', `"'@cmd"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['plain "quoted"', '"plain ""quoted"""'],
    ['a=b', '"a=b"'],
  ])('%j is quoted, and never read as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins parts, and writes parts of no simple kind as their JSON', () => {
    expect(csvCell(['Ada', 'Lovelace'])).toBe('"Ada Lovelace"');
    expect(csvCell({ Delivery: '2' })).toBe('"Delivery: 2"');
    expect(csvCell([{ toString: 1 }])).toBe('"{""toString"":1}"');
  });
});
