import type { FormSubmission, FormValues, SubmissionKeyResult } from '../contract/forms';
import type { FormDefinition } from '../forms/form-model';
import type { ApiClient } from './client';

export type { FormSubmission } from '../contract/forms';

/** The form calls: the definition, server validation, a submission key, the submission. */
export function formsApi(client: ApiClient) {
  return {
    schema: (formId: string) =>
      client.request<FormDefinition>('get', 'api/template/GetTemplateSchema', {
        searchParams: { type: 'form', formId },
      }),
    validate: (formId: string, values: FormValues) =>
      client.request<unknown>('post', `api/rest/forms/validate/${encodeURIComponent(formId)}`, {
        json: values,
      }),
    /** Sent with an empty body and with credentials; which form travels in the query. */
    async submissionKey(formId: string): Promise<string> {
      const data = await client.request<Partial<SubmissionKeyResult> | null>(
        'post',
        'api/form/FormSubmissionKey',
        {
          searchParams: { formId },
          credentials: 'include',
        },
      );
      if (typeof data?.key !== 'string' || !data.key) throw new Error('no key in the answer');
      return data.key;
    },
    save: (submission: FormSubmission) =>
      client.request<unknown>('post', 'api/form/SaveFormSubmission', {
        json: submission,
        credentials: 'include',
      }),
  };
}

export type FormsApi = ReturnType<typeof formsApi>;
