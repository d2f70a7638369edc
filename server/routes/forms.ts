import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_CAPTCHA_TOKEN } from '../../src/captcha/captcha';
import { parseAnswers } from '../../src/forms/answers';
import { FORM_MESSAGES } from '../../src/i18n/messages';
import type { Database } from '../db/database';
import { HttpError } from '../errors/http-error';
import { assertValidAnswers, loadForm } from '../repositories/forms';
import { registerFormSubmissionList } from './form-submissions';
import { cartQuery, id as formId } from './schemas';

/** A submission key is good for one submission within this time. */
const KEY_LIFETIME_MS = 60 * 60 * 1000;
interface SaveBody {
  key: string;
  form: string;
  captchaKey?: string;
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePermissionTypeValue: string | number;
  pagePath: string;
}

const saveBody = {
  type: 'object',
  required: [
    'key',
    'form',
    'pageTitle',
    'pageId',
    'contentSource',
    'pagePermissionTypeValue',
    'pagePath',
  ],
  additionalProperties: false,
  properties: {
    key: { type: 'string', maxLength: 64 },
    form: { type: 'string', maxLength: 100_000 },
    captchaKey: { type: 'string', maxLength: 4096 },
    pageTitle: { type: 'string', maxLength: 1000 },
    pageId: { type: 'string', maxLength: 64 },
    contentSource: { type: 'string', enum: ['i', 'c'] },
    pagePermissionTypeValue: { type: ['string', 'integer'] },
    pagePath: { type: 'string', maxLength: 2083 },
  },
} as const;

/**
 * The form calls of spec §7: the schema, server validation, single-use submission keys and the
 * submission itself, stored whole or refused.
 */
export function registerFormRoutes(
  app: FastifyInstance,
  db: Database,
  options: { merchantSession: string; submissionsPerMinute: number },
): void {
  const formById = (id: string) => loadForm(db, id);

  app.get<{ Querystring: { type: string; formId: string } }>(
    '/api/template/GetTemplateSchema',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['type', 'formId'],
          properties: { type: { type: 'string', enum: ['form'] }, formId },
        },
      },
    },
    (request) => formById(request.query.formId),
  );

  app.post<{ Params: { formId: string }; Body: Record<string, unknown> }>(
    '/api/rest/forms/validate/:formId',
    {
      schema: {
        params: { type: 'object', properties: { formId } },
        body: { type: 'object' },
        querystring: cartQuery,
      },
    },
    async (request) => {
      assertValidAnswers(await formById(request.params.formId), request.body);
      return {};
    },
  );

  // §7 sends this with an empty body; the form it is for travels in the query.
  app.post<{ Querystring: { formId: string } }>(
    '/api/form/FormSubmissionKey',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['formId'],
          properties: { formId, crumb: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const form = await formById(request.query.formId);
      const key = randomUUID();
      await db.write((tx) =>
        tx.execute({
          sql: 'INSERT INTO form_keys (key, form_id, created) VALUES (?, ?, ?)',
          args: [key, form.id, Date.now()],
        }),
      );
      return { key };
    },
  );

  app.post<{ Body: SaveBody }>(
    '/api/form/SaveFormSubmission',
    {
      schema: { body: saveBody, querystring: cartQuery },
      config: { rateLimit: { max: options.submissionsPerMinute, timeWindow: 60_000 } },
    },
    async (request) => {
      const body = request.body;
      const values = parseAnswers(body.form);
      if (!values) throw new HttpError(400, { error: FORM_MESSAGES.cannotParse });
      const { rows } = await db.client.execute({
        sql: 'SELECT form_id, created, used FROM form_keys WHERE key = ?',
        args: [body.key],
      });
      const key = rows[0];
      if (!key || key.used !== null || Date.now() - Number(key.created) > KEY_LIFETIME_MS) {
        throw new HttpError(400, {
          error: 'This form has expired. Please reload the page and try again.',
        });
      }
      const form = await formById(String(key.form_id));
      // The reference server knows only the local test captcha (see routes/restock.ts).
      if (form.captchaEnabled && body.captchaKey !== TEST_CAPTCHA_TOKEN) {
        throw new HttpError(400, { error: FORM_MESSAGES.completeCaptcha });
      }
      assertValidAnswers(form, values);
      await db.write(async (tx) => {
        // Spending the key and storing the submission happen together, or not at all.
        const spent = await tx.execute({
          sql: 'UPDATE form_keys SET used = ? WHERE key = ? AND used IS NULL',
          args: [Date.now(), body.key],
        });
        if (spent.rowsAffected !== 1) {
          throw new HttpError(400, {
            error: 'This form has expired. Please reload the page and try again.',
          });
        }
        await tx.execute({
          sql: `INSERT INTO form_submissions (id, form_id, form_values, page_title, page_id, content_source,
                page_permission_type_value, page_path, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          args: [
            randomUUID(),
            form.id,
            JSON.stringify(values),
            body.pageTitle,
            body.pageId,
            body.contentSource,
            String(body.pagePermissionTypeValue),
            body.pagePath,
            Date.now(),
          ],
        });
      });
      return { success: true };
    },
  );

  registerFormSubmissionList(app, db, options.merchantSession, formById);
}
