import type { FormDefinition } from '../forms/form-model';
import type { ApiClient } from './client';

/** Spec §3 form submission payload; `form` is JSON text, `captchaKey` only when a captcha was used. */
export interface FormSubmission {
  key: string;
  form: string;
  captchaKey?: string;
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePermissionTypeValue: string | number;
  pagePath: string;
}

/** The form calls of spec §7. */
export function formsApi(client: ApiClient) {
  return {
    schema: (formId: string) =>
      client.request<FormDefinition>('get', 'api/template/GetTemplateSchema', {
        searchParams: { type: 'form', formId },
      }),
    validate: (formId: string, values: Record<string, unknown>) =>
      client.request<unknown>('post', `api/rest/forms/validate/${encodeURIComponent(formId)}`, {
        json: values,
      }),
    /** An empty body, with credentials (checklist A-09); which form travels in the query. */
    async submissionKey(formId: string): Promise<string> {
      const data = await client.request<{ key?: unknown }>('post', 'api/form/FormSubmissionKey', {
        searchParams: { formId },
        credentials: 'include',
      });
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
