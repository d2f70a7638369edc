import * as v from 'valibot';
import { URL_MAX_LENGTH } from '../constants/limits';
import { id, jsonObject, text } from './common';

/**
 * The form calls: the definition, server validation, single-use submission keys, the submission
 * itself, and the site owner's list of submissions. The definition's own shape is decoded
 * tolerantly on the page (src/forms/form-model.ts), so it is not checked here.
 */

export const formSchemaQuery = v.object({ type: v.picklist(['form']), formId: id });

export const formParams = v.object({ formId: id });

/** Answers to check: field id → value; the form decides what is valid. */
export const formValues = jsonObject;
export type FormValues = v.InferInput<typeof formValues>;

/** The key call's query: which form the key is for, and the crumb. */
export const submissionKeyQuery = v.object({ formId: id, crumb: v.optional(v.string()) });

/** The key call is sent with an empty body (an empty JSON object is the same). */
export const submissionKeyBody = v.nullable(v.strictObject({}));

export const submissionKeyResult = v.object({ key: v.string() });
export type SubmissionKeyResult = v.InferOutput<typeof submissionKeyResult>;

/** A page's id as a submission names it: empty when the page has none. */
const pageId = v.union([v.literal(''), id]);

/** A form submission; `form` is JSON text, `captchaKey` only when a captcha was used. */
export const formSubmission = v.strictObject({
  key: id,
  form: text(100_000),
  captchaKey: v.optional(text(4096)),
  pageTitle: text(1000),
  pageId,
  contentSource: v.picklist(['i', 'c']),
  pagePermissionTypeValue: v.union([v.string(), v.pipe(v.number(), v.integer())]),
  pagePath: text(URL_MAX_LENGTH),
});
export type FormSubmission = v.InferInput<typeof formSubmission>;

export const saveResult = v.object({ success: v.literal(true) });
export type SaveResult = v.InferOutput<typeof saveResult>;

/** The submission list's query: JSON (the default) or a CSV download. */
export const submissionListQuery = v.object({ format: v.optional(v.picklist(['json', 'csv'])) });

export const submissionList = v.object({
  formId: v.string(),
  submissions: v.array(
    v.object({
      id: v.string(),
      created: v.number(),
      pagePath: v.string(),
      values: v.record(v.string(), v.unknown()),
    }),
  ),
});
export type SubmissionList = v.InferOutput<typeof submissionList>;
