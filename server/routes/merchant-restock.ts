import type { FastifyInstance } from 'fastify';
import type { SendAllRequest, SendRequest } from '../../src/contract/merchant-restock';
import { HttpError } from '../errors/http-error';
import {
  crumbQuery,
  sendAllBody,
  sendBody,
  signUpGroupsQuery,
  signUpsQuery,
} from '../http/schemas';
import { type MerchantAuth, merchantRoutes } from '../plugins/merchant';
import type { RestockRepository } from '../repositories/restock';

const PAGE_SIZE = 20;

const encode = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
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
  throw new HttpError(400, {
    message: 'Invalid request: cursor: is not a cursor from this API',
    errors: { cursor: 'is invalid' },
  });
}

/**
 * The merchant's restock tools, behind a merchant session: waiting signups grouped by variant, the
 * signups of one variant, and sending the notices. Pages use keyset cursors.
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
        const page = rows.slice(0, PAGE_SIZE);
        const last = page[page.length - 1];
        const hasNextPage = rows.length > PAGE_SIZE;
        return {
          signUpGroups: page,
          hasNextPage,
          nextPageCursor: hasNextPage && last ? encode([last.productId, last.variantId]) : null,
        };
      },
    );

    merchant.get<{ Querystring: SendRequest & { cursor?: string } }>(
      base,
      { schema: { querystring: signUpsQuery } },
      async (request) => {
        const { productId, variantId } = request.query;
        const [after = ''] = decode(request.query.cursor, 1) ?? [];
        const rows = await restock.signups({ productId, variantId }, after, PAGE_SIZE + 1);
        const page = rows.slice(0, PAGE_SIZE);
        const hasNextPage = rows.length > PAGE_SIZE;
        return {
          signUps: page,
          hasNextPage,
          nextPageCursor: hasNextPage ? encode([String(page[page.length - 1]?.email)]) : null,
        };
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
