import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isoDay } from '../../src/contract/analytics';
import type { MerchantLoginForm } from '../../src/contract/merchant-pages';
import { INTERFACE_LANGUAGE } from '../../src/i18n/document-language';
import { MESSAGES } from '../../src/i18n/messages';
import { invalidLinkPage } from '../http/invalid-link';
import {
  anyQuery,
  merchantLoginBody,
  merchantLogoutBody,
  merchantPageQuery,
} from '../http/schemas';
import { sendPage } from '../http/send-page';
import { crumbMatches, renewCrumb } from '../plugins/crumb';
import { MERCHANT_COOKIE, type MerchantAuth } from '../plugins/merchant';
import { MERCHANT_SESSION_MS } from '../repositories/merchant-sessions';
import type { PageRenderer } from '../templates/pages';

/**
 * The site owner's pages: the analytics dashboard at /merchant/analytics. With a live merchant
 * session the page is the dashboard's shell and its own script (dist/merchant/, built apart from
 * the storefront script); without one, a login form for the merchant secret. The form posts to
 * /merchant/login with the crumb as a hidden field (checked like the checkout's Place order, so a
 * refusal is a page); the secret is compared in constant time, and the right one opens a merchant
 * session (repositories/merchant-sessions.ts) whose random token is set as the httpOnly,
 * SameSite=Strict session cookie for the session's 12 hours (Secure as the server's cookie
 * settings say) before a 303 back to the dashboard, with the range it showed. The login is rate
 * limited per client like the API. /merchant/logout ends the session and clears the cookie, the
 * same way. /merchant/site, the site's header, footer and languages, and /merchant/restock, the
 * back-in-stock signups, are the same shell for the same script, which shows their page there;
 * their login forms come back to them (the form's `next`).
 */

const PAGE_TITLE = 'Site analytics';
export const MERCHANT_PAGE_MESSAGES = {
  wrongSecret: 'The merchant secret is not correct.',
  tooManyTries: 'Too many tries. Wait a minute, then try again.',
} as const;

const DASHBOARD_PATH = '/merchant/analytics';
const SITE_PATH = '/merchant/site';
const SITE_PAGE_TITLE = 'Site header, footer and languages';
const RESTOCK_PATH = '/merchant/restock';
const RESTOCK_PAGE_TITLE = 'Back-in-stock signups';
/** The pages a login may come back to other than the dashboard, with their titles. */
const NEXT_PAGES: ReadonlyMap<string, string> = new Map([
  [SITE_PATH, SITE_PAGE_TITLE],
  [RESTOCK_PATH, RESTOCK_PAGE_TITLE],
]);
const SESSION_COOKIE = { path: '/', httpOnly: true, sameSite: 'strict' } as const;
/** The cookie ends with its session, so a browser drops it when the server stops taking it. */
const SESSION_COOKIE_MAX_AGE_S = MERCHANT_SESSION_MS / 1000;

/** The dashboard's URL with `range` in its query when both days are YYYY-MM-DD. */
function dashboardUrl(range: { from?: string; to?: string }): string {
  const { from, to } = range;
  if (!v.is(isoDay, from) || !v.is(isoDay, to)) return DASHBOARD_PATH;
  return `${DASHBOARD_PATH}?${new URLSearchParams({ from, to })}`;
}

export function registerMerchantPages(
  app: FastifyInstance,
  pages: PageRenderer,
  options: { merchant: MerchantAuth },
): void {
  /** The owner's pages are in the dashboard's own language, whatever the site's. */
  const base = { lang: INTERFACE_LANGUAGE, pageTitle: PAGE_TITLE };
  /** The merchant's page, never kept by a cache: the dashboard's shell, or its login form. */
  const send = (reply: FastifyReply, status: number, json: Record<string, unknown>) =>
    sendPage(reply, pages.render('merchant-analytics', { ...base, ...json }), {
      status,
      caching: 'private',
    });
  const nextOf = (next: string | undefined) => (next && NEXT_PAGES.has(next) ? next : '');

  /** The login form; `error` is shown under the secret's field and linked to it. */
  const loginPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    error: string | null,
    range: { from?: string; to?: string; next?: string } = {},
  ) =>
    send(reply, status, {
      ...(nextOf(range.next) ? { pageTitle: NEXT_PAGES.get(nextOf(range.next)) } : {}),
      login: {
        crumb: request.crumb,
        error,
        from: range.from ?? '',
        to: range.to ?? '',
        next: nextOf(range.next),
        toRestock: nextOf(range.next) === RESTOCK_PATH,
      },
    });

  /** A body or query that breaks its schema (a repeated field) is a 400 invalid-link page. */
  const invalid = invalidLinkPage(pages);

  app.get<{ Querystring: { from?: string; to?: string } }>(
    DASHBOARD_PATH,
    { schema: { querystring: merchantPageQuery }, attachValidation: true, preHandler: invalid },
    async (request, reply) => {
      if (!(await options.merchant.allows(request))) {
        return loginPage(request, reply, 200, null, request.query);
      }
      return send(reply, 200, { dashboard: { crumb: request.crumb } });
    },
  );

  app.get(
    SITE_PATH,
    {
      schema: { querystring: anyQuery },
      attachValidation: true,
      preHandler: invalid,
    },
    async (request, reply) => {
      if (!(await options.merchant.allows(request))) {
        return loginPage(request, reply, 200, null, { next: SITE_PATH });
      }
      return send(reply, 200, {
        pageTitle: SITE_PAGE_TITLE,
        siteSettings: { crumb: request.crumb },
      });
    },
  );

  app.get(
    RESTOCK_PATH,
    { schema: { querystring: anyQuery }, attachValidation: true, preHandler: invalid },
    async (request, reply) => {
      if (!(await options.merchant.allows(request))) {
        return loginPage(request, reply, 200, null, { next: RESTOCK_PATH });
      }
      return send(reply, 200, { pageTitle: RESTOCK_PAGE_TITLE, restock: { crumb: request.crumb } });
    },
  );

  app.post<{ Body: MerchantLoginForm }>(
    '/merchant/login',
    {
      schema: { querystring: anyQuery, body: merchantLoginBody },
      attachValidation: true,
      preHandler: invalid,
      // Counted per client as API calls are (the global limit lets every page through).
      config: { rateLimit: { allowList: () => false } },
      // The limit's refusal is the form again, saying so, rather than the API's JSON.
      errorHandler: (error: FastifyError, request, reply) => {
        if (error.statusCode !== 429) throw error;
        return loginPage(request, reply, 429, MERCHANT_PAGE_MESSAGES.tooManyTries);
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      if (!crumbMatches(request, body.crumb)) {
        renewCrumb(request, reply);
        return loginPage(request, reply, 401, MESSAGES.sessionExpired, body);
      }
      const session = await options.merchant.signIn(body.secret);
      if (!session) {
        return loginPage(request, reply, 401, MERCHANT_PAGE_MESSAGES.wrongSecret, body);
      }
      reply.setCookie(MERCHANT_COOKIE, session.token, {
        ...SESSION_COOKIE,
        maxAge: SESSION_COOKIE_MAX_AGE_S,
      });
      return reply.redirect(nextOf(body.next) || dashboardUrl(body), 303);
    },
  );

  app.post<{ Body: { crumb?: string } }>(
    '/merchant/logout',
    {
      schema: { querystring: anyQuery, body: merchantLogoutBody },
      attachValidation: true,
      preHandler: invalid,
    },
    async (request, reply) => {
      if (!crumbMatches(request, request.body?.crumb)) {
        renewCrumb(request, reply);
        return loginPage(request, reply, 401, MESSAGES.sessionExpired);
      }
      await options.merchant.signOut(request);
      reply.clearCookie(MERCHANT_COOKIE, SESSION_COOKIE);
      return reply.redirect(DASHBOARD_PATH, 303);
    },
  );
}
