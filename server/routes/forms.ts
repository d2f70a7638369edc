import type { FastifyInstance } from 'fastify';
import { TEST_CAPTCHA_TOKEN } from '../../src/captcha/captcha';
import type { FormSubmission } from '../../src/contract/forms';
import { parseAnswers } from '../../src/forms/answers';
import { FORM_MESSAGES } from '../../src/i18n/messages';
import { HttpError } from '../errors/http-error';
import {
  cartQuery,
  formParams,
  formSchemaQuery,
  formValuesBody,
  saveBody,
  submissionKeyBody,
  submissionKeyQuery,
} from '../http/schemas';
import { assertValidAnswers, type FormRepository } from '../repositories/forms';

/** A submission key is good for one submission within this time. */
const KEY_LIFETIME_MS = 60 * 60 * 1000;
const KEY_EXPIRED = 'This form has expired. Please reload the page and try again.';
/**
 * The site forms' calls: the schema, server validation, single-use submission keys and the
 * submission itself, stored whole or refused.
 */
export function registerFormRoutes(
  app: FastifyInstance,
  forms: FormRepository,
  options: { submissionsPerMinute: number },
): void {
  const formById = forms.form;

  app.get<{ Querystring: { type: string; formId: string } }>(
    '/api/template/GetTemplateSchema',
    {
      schema: { querystring: formSchemaQuery },
    },
    (request) => formById(request.query.formId),
  );

  app.post<{ Params: { formId: string }; Body: Record<string, unknown> }>(
    '/api/rest/forms/validate/:formId',
    {
      schema: { params: formParams, body: formValuesBody, querystring: cartQuery },
    },
    async (request) => {
      assertValidAnswers(await formById(request.params.formId), request.body);
      return {};
    },
  );

  // The key call has an empty body; the form it is for travels in the query. Each key is a stored
  // row (kept a day), so a client may ask for three keys per submission it may send.
  app.post<{ Querystring: { formId: string } }>(
    '/api/form/FormSubmissionKey',
    {
      schema: { body: submissionKeyBody, querystring: submissionKeyQuery },
      config: { rateLimit: { max: 3 * options.submissionsPerMinute, timeWindow: 60_000 } },
    },
    async (request) => {
      const form = await formById(request.query.formId);
      return { key: await forms.issueKey(form.id) };
    },
  );

  app.post<{ Body: FormSubmission }>(
    '/api/form/SaveFormSubmission',
    {
      schema: { body: saveBody, querystring: cartQuery },
      config: { rateLimit: { max: options.submissionsPerMinute, timeWindow: 60_000 } },
    },
    async (request) => {
      const body = request.body;
      const values = parseAnswers(body.form);
      if (!values) throw new HttpError(400, { error: FORM_MESSAGES.cannotParse });
      const key = await forms.key(body.key);
      if (!key || key.used !== null || Date.now() - key.created > KEY_LIFETIME_MS) {
        throw new HttpError(400, { error: KEY_EXPIRED });
      }
      const form = await formById(key.formId);
      // The reference server knows only the local test captcha (see routes/restock.ts).
      if (form.captchaEnabled && body.captchaKey !== TEST_CAPTCHA_TOKEN) {
        throw new HttpError(400, { error: FORM_MESSAGES.completeCaptcha });
      }
      assertValidAnswers(form, values);
      // Spending the key and storing the submission happen together, or not at all.
      const saved = await forms.save(body.key, form.id, values, {
        pageTitle: body.pageTitle,
        pageId: body.pageId,
        contentSource: body.contentSource,
        pagePermissionTypeValue: String(body.pagePermissionTypeValue),
        pagePath: body.pagePath,
      });
      if (!saved) throw new HttpError(400, { error: KEY_EXPIRED });
      return { success: true };
    },
  );
}
