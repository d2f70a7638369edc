import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors } from '../plugins/errors';
import type { PageRenderer } from '../templates/pages';
import { sendPage } from './send-page';

/**
 * A page's preHandler (with `attachValidation`): a query or form that breaks the route's schema
 * (a repeated or over-long parameter) gets the 400 invalid-link page naming the first field at
 * fault and why, instead of the page or the API's JSON.
 */
export function invalidLinkPage(pages: PageRenderer) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.validationError) return;
    const [field, reason] = Object.entries(
      fieldErrors(request.validationError.validation ?? []),
    )[0] ?? ['query', 'is invalid'];
    const html = pages.render('invalid-link', {
      pageTitle: 'Invalid link',
      problem: `${field} ${reason}`,
    });
    return sendPage(reply, html, { status: 400, caching: 'default' });
  };
}
