import type { FastifyInstance } from 'fastify';
import { MAX_SUMMARY_DAYS, type SummaryQuery } from '../../src/contract/analytics';
import { invalidField } from '../errors/domain-error';
import { summaryQuery } from '../http/schemas';
import { type MerchantAuth, merchantRoutes } from '../plugins/merchant';
import type { AnalyticsRepository } from '../repositories/analytics';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The range when none is given: the 30 days up to today, both included. */
const DEFAULT_DAYS = 30;

/** Epoch ms of a YYYY-MM-DD day's start (UTC), or NaN when it is no calendar day (2025-02-30). */
function dayStart(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The range a summary query asks for: `to` defaults to today (UTC) and `from` to the 30 days up to
 * `to`; each must be a calendar day, `from` no later than `to`, at most MAX_SUMMARY_DAYS days in
 * all, else a 400 naming the field.
 */
export function summaryRange(query: SummaryQuery, now = Date.now()): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  const toMs = dayStart(to);
  if (Number.isNaN(toMs)) throw invalidField('to', 'is not a calendar day');
  const from = query.from ?? dayOf(toMs - (DEFAULT_DAYS - 1) * DAY_MS);
  const fromMs = dayStart(from);
  if (Number.isNaN(fromMs)) throw invalidField('from', 'is not a calendar day');
  if (fromMs > toMs) throw invalidField('from', 'must not be after to');
  if ((toMs - fromMs) / DAY_MS + 1 > MAX_SUMMARY_DAYS) {
    throw invalidField('from', `must be at most ${MAX_SUMMARY_DAYS} days before to`);
  }
  return { from, to };
}

/**
 * The owner dashboard's JSON, behind the merchant session: never cached by the browser or a
 * proxy (the server keeps each range's summary a short while, see repositories/analytics.ts).
 */
export function registerMerchantAnalyticsRoutes(
  app: FastifyInstance,
  analytics: AnalyticsRepository,
  options: { merchant: MerchantAuth },
): void {
  merchantRoutes(app, options.merchant, (merchant) => {
    merchant.get<{ Querystring: SummaryQuery }>(
      '/api/merchant/analytics/summary',
      { schema: { querystring: summaryQuery } },
      async (request, reply) => {
        const range = summaryRange(request.query);
        reply.header('cache-control', 'private, no-store');
        return analytics.summary(range);
      },
    );
  });
}
