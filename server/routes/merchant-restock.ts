import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../errors/http-error';
import { merchantRoutes } from '../plugins/merchant';
import { crumbQuery, id } from './schemas';

/** One variant whose waiting signups are to be notified. */
interface SendRequest {
  productId: string;
  variantId: string;
}

const PAGE_SIZE = 20;
const cursor = { type: 'string', maxLength: 512 } as const;
const variantBody = {
  type: 'object',
  required: ['productId', 'variantId'],
  additionalProperties: false,
  properties: { productId: id, variantId: id },
} as const;

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
 * The merchant's restock tools (spec §7), behind a merchant session: waiting signups grouped by
 * variant, the signups of one variant, and sending the notices. Pages use keyset cursors.
 */
export function registerMerchantRestockRoutes(
  app: FastifyInstance,
  db: Database,
  options: { merchantSession: string },
) {
  const base = '/api/site-users/account/notifications/restock';
  merchantRoutes(app, options.merchantSession, (merchant) => {
    merchant.get<{ Querystring: { cursor?: string } }>(
      `${base}/groups`,
      { schema: { querystring: { type: 'object', properties: { cursor } } } },
      async (request) => {
        const after = decode(request.query.cursor, 2) ?? ['', ''];
        const { rows } = await db.client.execute({
          sql: `SELECT s.product_id, s.variant_id, p.title, COUNT(*) AS n FROM restock_signups s
                JOIN products p ON p.id = s.product_id WHERE s.notified IS NULL
                GROUP BY s.product_id, s.variant_id HAVING (s.product_id, s.variant_id) > (?, ?)
                ORDER BY s.product_id, s.variant_id LIMIT ?`,
          args: [after[0] ?? '', after[1] ?? '', PAGE_SIZE + 1],
        });
        const page = rows.slice(0, PAGE_SIZE);
        const last = page[page.length - 1];
        const hasNextPage = rows.length > PAGE_SIZE;
        return {
          signUpGroups: page.map((row) => ({
            productId: String(row.product_id),
            variantId: String(row.variant_id),
            productTitle: String(row.title),
            signUpCount: Number(row.n),
          })),
          hasNextPage,
          nextPageCursor:
            hasNextPage && last ? encode([String(last.product_id), String(last.variant_id)]) : null,
        };
      },
    );

    merchant.get<{ Querystring: SendRequest & { cursor?: string } }>(
      base,
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['productId', 'variantId'],
            properties: { productId: id, variantId: id, cursor },
          },
        },
      },
      async (request) => {
        const { productId, variantId } = request.query;
        const [after = ''] = decode(request.query.cursor, 1) ?? [''];
        const { rows } = await db.client.execute({
          sql: `SELECT email, is_join_mailing_list, created FROM restock_signups
                WHERE product_id = ? AND variant_id = ? AND notified IS NULL AND email > ?
                ORDER BY email LIMIT ?`,
          args: [productId, variantId, after, PAGE_SIZE + 1],
        });
        const page = rows.slice(0, PAGE_SIZE);
        const hasNextPage = rows.length > PAGE_SIZE;
        return {
          signUps: page.map((row) => ({
            email: String(row.email),
            isJoinMailingList: Number(row.is_join_mailing_list) === 1,
            created: Number(row.created),
          })),
          hasNextPage,
          nextPageCursor: hasNextPage ? encode([String(page[page.length - 1]?.email)]) : null,
        };
      },
    );

    const send = (requests: SendRequest[]) =>
      db.write(async (tx) => {
        let sent = 0;
        for (const { productId, variantId } of requests) {
          const result = await tx.execute({
            sql: 'UPDATE restock_signups SET notified = ? WHERE product_id = ? AND variant_id = ? AND notified IS NULL',
            args: [Date.now(), productId, variantId],
          });
          sent += result.rowsAffected;
        }
        return { sent };
      });

    merchant.post<{ Body: SendRequest }>(
      `${base}/send`,
      { schema: { body: variantBody, querystring: crumbQuery } },
      (request) => send([request.body]),
    );
    merchant.post<{ Body: { sendRequests: SendRequest[] } }>(
      `${base}/send/all`,
      {
        schema: {
          querystring: crumbQuery,
          body: {
            type: 'object',
            required: ['sendRequests'],
            additionalProperties: false,
            properties: { sendRequests: { type: 'array', maxItems: 500, items: variantBody } },
          },
        },
      },
      (request) => send(request.body.sendRequests),
    );
  });
}
