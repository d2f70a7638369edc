import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { formsApi } from './forms';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The forms API over a fetch that records what each call passed and answers with `answer`. */
function setup(answer: () => Response) {
  const calls: { request: Request; init: RequestInit | undefined }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ request: new Request(input, init), init });
    return answer();
  };
  const client = createApiClient({
    baseUrl: 'http://shop.test/',
    fetch: fetchMock as typeof fetch,
    getCrumb: () => 'crumb-1',
  });
  return { api: formsApi(client), calls };
}

describe('the form submission key call', () => {
  it('posts to api/form/FormSubmissionKey with credentials and an empty body, and reads data.key', async () => {
    const { api, calls } = setup(() => json({ key: 'key-42' }));
    await expect(api.submissionKey('form-contact')).resolves.toBe('key-42');
    expect(calls).toHaveLength(1);
    const [{ request, init }] = calls as [(typeof calls)[number]];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/form/FormSubmissionKey');
    expect(init?.credentials).toBe('include');
    expect(request.credentials).toBe('include');
    expect(init?.body ?? null).toBeNull();
    expect(await request.text()).toBe('');
  });

  it('fails when the answer has no key in data.key', async () => {
    const { api } = setup(() => json({ submissionKey: 'key-42' }));
    await expect(api.submissionKey('form-contact')).rejects.toThrow();
  });
});
