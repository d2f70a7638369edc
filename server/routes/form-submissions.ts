import type { FastifyInstance } from 'fastify';
import { type MerchantAuth, merchantRoutes } from '../plugins/merchant';
import type { FormRepository } from '../repositories/forms';
import { formParams, submissionListQuery } from './schemas';

/**
 * Text a spreadsheet may read as a formula, or that may hide one on a line of its own: a start of
 * =, +, -, @, tab, carriage return or line feed (OWASP's CSV-injection list).
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** One stored part as text; a part of no simple kind (only in old submissions) as its JSON. */
const plainText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A spreadsheet cell: quoted, and never read as a formula (such text gets a leading apostrophe). */
export function csvCell(value: unknown): string {
  const text = Array.isArray(value)
    ? value.map(plainText).join(' ')
    : value && typeof value === 'object'
      ? Object.entries(value)
          .map(([k, v]) => `${k}: ${plainText(v)}`)
          .join('; ')
      : plainText(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
}

/** The site owner's list of a form's submissions, as JSON or CSV (merchant session required). */
export function registerFormSubmissionList(
  app: FastifyInstance,
  forms: FormRepository,
  auth: MerchantAuth,
): void {
  merchantRoutes(app, auth, (merchant) => {
    merchant.get<{ Params: { formId: string }; Querystring: { format?: 'json' | 'csv' } }>(
      '/api/forms/:formId/submissions',
      {
        schema: { params: formParams, querystring: submissionListQuery },
      },
      async (request, reply) => {
        const form = await forms.form(request.params.formId);
        const submissions = await forms.submissions(form.id);
        if (request.query.format !== 'csv') return { formId: form.id, submissions };
        const fields = form.fields.filter((f) => f.type !== 'section');
        const lines = [
          ['Submitted', ...fields.map((f) => f.title)].map(csvCell).join(','),
          ...submissions.map((s) =>
            [new Date(s.created).toISOString(), ...fields.map((f) => s.values[f.id])]
              .map(csvCell)
              .join(','),
          ),
        ];
        return reply.type('text/csv; charset=utf-8').send(`${lines.join('\r\n')}\r\n`);
      },
    );
  });
}
