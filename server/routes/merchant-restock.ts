import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { SendAllRequest, SendRequest } from '../../src/contract/merchant-restock';
import { HttpError } from '../errors/http-error';
import {
  anyQuery,
  crumbQuery,
  sendAllBody,
  sendBody,
  signUpGroupsQuery,
  signUpsQuery,
} from '../http/schemas';
import { type MerchantAuth, merchantRoutes } from '../plugins/merchant';
import type { RestockRepository } from '../repositories/restock';
import { restockCsvHeader, restockCsvLines } from '../views/restock-csv';

const PAGE_SIZE = 20;

const encode = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The refusal of a cursor this API did not make. */
const badCursor = () =>
  new HttpError(400, {
    message: 'Invalid request: cursor: is not a cursor from this API',
    errors: { cursor: 'is invalid' },
  });

function decode(value: string | undefined, length: number): string[] | null {
  if (!value) return null;
  try {
    const parts: unknown = JSON.parse(Buffer.from(value, 'base64url').toString());
    if (
      Array.isArray(parts) &&
      parts.length === length &&
      parts.every((p) => typeof p === 'string')
    )
      return parts;
  } catch {
    // fall through to the 400 below
  }
  throw badCursor();
}

/** The file name the signups' CSV is saved as. */
const CSV_FILE = 'back-in-stock-signups.csv';

/** The first of a sent-notices cursor's parts, a send's time: epoch ms as written by `encode`. */
/**
 * One page of a list read one row past a page: at most PAGE_SIZE rows, whether more follow, and
 * the cursor to them, made of the last row's key.
 */
function paged<T>(rows: T[], key: (last: T) => string[]) {
  const page = rows.slice(0, PAGE_SIZE);
  const last = page[page.length - 1];
  const hasNextPage = rows.length > PAGE_SIZE && last !== undefined;
  return { page, hasNextPage, nextPageCursor: hasNextPage ? encode(key(last)) : null };
}

const EPOCH_MS = /^\d{1,15}$/;

/**
 * The merchant's restock tools, behind a merchant session: waiting signups grouped by variant, the
 * signups of one variant, sending the notices, the notices sent (each variant's send with its time
 * and count, newest first), and every signup as CSV, streamed a batch at a time. Pages use keyset
 * cursors.
 */
export function registerMerchantRestockRoutes(
  app: FastifyInstance,
  restock: RestockRepository,
  options: { merchant: MerchantAuth },
) {
  const base = '/api/site-users/account/notifications/restock';
  merchantRoutes(app, options.merchant, (merchant) => {
    merchant.get<{ Querystring: { cursor?: string } }>(
      `${base}/groups`,
      { schema: { querystring: signUpGroupsQuery } },
      async (request) => {
        const [productId = '', variantId = ''] = decode(request.query.cursor, 2) ?? [];
        const rows = await restock.groups({ productId, variantId }, PAGE_SIZE + 1);
        const { page, ...next } = paged(rows, (last) => [last.productId, last.variantId]);
        return { signUpGroups: page, ...next };
      },
    );

    merchant.get<{ Querystring: SendRequest & { cursor?: string } }>(
      base,
      { schema: { querystring: signUpsQuery } },
      async (request) => {
        const { productId, variantId } = request.query;
        const [after = ''] = decode(request.query.cursor, 1) ?? [];
        const rows = await restock.signups({ productId, variantId }, after, PAGE_SIZE + 1);
        const { page, ...next } = paged(rows, (last) => [last.email]);
        return { signUps: page, ...next };
      },
    );

    merchant.get<{ Querystring: { cursor?: string } }>(
      `${base}/sent`,
      // The same query as the groups': a cursor alone.
      { schema: { querystring: signUpGroupsQuery } },
      async (request) => {
        const parts = decode(request.query.cursor, 3);
        const [sent = '', productId = '', variantId = ''] = parts ?? [];
        if (parts && !EPOCH_MS.test(sent)) throw badCursor();
        const after = parts ? { sent: Number(sent), productId, variantId } : null;
        const rows = await restock.sent(after, PAGE_SIZE + 1);
        const { page, ...next } = paged(rows, (last) => [
          String(last.sent),
          last.productId,
          last.variantId,
        ]);
        return { sentGroups: page, ...next };
      },
    );

    merchant.get(
      `${base}/signups.csv`,
      { schema: { querystring: anyQuery } },
      (_request, reply) => {
        async function* csv() {
          yield restockCsvHeader();
          for await (const batch of restock.everySignup()) yield restockCsvLines(batch);
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${CSV_FILE}"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(csv()));
      },
    );

    const send = async (requests: SendRequest[]) => ({ sent: await restock.markSent(requests) });

    merchant.post<{ Body: SendRequest }>(
      `${base}/send`,
      { schema: { body: sendBody, querystring: crumbQuery } },
      (request) => send([request.body]),
    );
    merchant.post<{ Body: SendAllRequest }>(
      `${base}/send/all`,
      { schema: { body: sendAllBody, querystring: crumbQuery } },
      (request) => send(request.body.sendRequests),
    );
  });
}
