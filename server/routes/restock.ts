import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RESTOCK_SIGNUP_PATH, type RestockSignup } from '../../src/api/restock';
import { TEST_CAPTCHA_TOKEN, TEST_SITE_KEY } from '../../src/captcha/captcha';
import { isValidEmail } from '../../src/forms/email';
import { RESTOCK_MESSAGES } from '../../src/i18n/messages';
import type { Database } from '../db/database';
import { HttpError, invalidField } from '../errors/http-error';
import { cartQuery, restockSignupBody } from './schemas';

/**
 * The reference server checks the local test captcha only; a production key would be verified
 * with its provider, which this offline server cannot reach, so it is refused.
 */
function captchaPasses(siteKey: string | null, token: string | undefined): boolean {
  if (!siteKey) return true;
  return siteKey === TEST_SITE_KEY && token === TEST_CAPTCHA_TOKEN;
}

/** The visitor's back-in-stock signup (checklist part 3, item 9); a repeat signup is not duplicated. */
export function registerRestockRoutes(
  app: FastifyInstance,
  db: Database,
  options: { captchaSiteKey: string | null },
) {
  app.post<{ Body: RestockSignup }>(
    `/${RESTOCK_SIGNUP_PATH}`,
    { schema: { body: restockSignupBody, querystring: cartQuery } },
    async (request) => {
      const { productId, variantId, siteVisitorEmail, isJoinMailingList, captchaToken } =
        request.body;
      if (!isValidEmail(siteVisitorEmail.trim()))
        throw invalidField('siteVisitorEmail', RESTOCK_MESSAGES.emailInvalid);
      if (!captchaPasses(options.captchaSiteKey, captchaToken)) {
        throw new HttpError(400, { message: RESTOCK_MESSAGES.completeCaptcha });
      }
      const variant = await db.client.execute({
        sql: 'SELECT 1 FROM variants WHERE product_id = ? AND sku = ?',
        args: [productId, variantId],
      });
      if (!variant.rows.length) throw invalidField('variantId', 'is not a variant of this product');
      await db.write((tx) =>
        tx.execute({
          sql: `INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (email, product_id, variant_id) DO UPDATE SET is_join_mailing_list = excluded.is_join_mailing_list`,
          args: [
            randomUUID(),
            productId,
            variantId,
            siteVisitorEmail.trim().toLowerCase(),
            isJoinMailingList ? 1 : 0,
            Date.now(),
          ],
        }),
      );
      return {};
    },
  );
}
