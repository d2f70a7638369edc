import type { FastifyInstance } from 'fastify';
import { formParams, submissionListQuery } from '../http/schemas';
import { type MerchantAuth, merchantRoutes } from '../plugins/merchant';
import type { FormRepository } from '../repositories/forms';
import { submissionsCsv } from '../views/submissions-csv';

/**
 * The site owner's list of a form's submissions, as JSON or CSV (views/submissions-csv.ts);
 * merchant session required.
 */
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
        return reply.type('text/csv; charset=utf-8').send(submissionsCsv(form, submissions));
      },
    );
  });
}
