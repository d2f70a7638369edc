import type { FastifyInstance } from 'fastify';
import { RESTOCK_SIGNUP_PATH } from '../../src/api/restock';
import { TEST_CAPTCHA_TOKEN, TEST_SITE_KEY } from '../../src/captcha/captcha';
import type { RestockSignup } from '../../src/contract/restock';
import { isValidEmail } from '../../src/forms/email';
import { RESTOCK_MESSAGES } from '../../src/i18n/messages';
import { invalidField } from '../errors/domain-error';
import { HttpError } from '../errors/http-error';
import { cartQuery, restockSignupBody } from '../http/schemas';
import type { RestockRepository } from '../repositories/restock';
import type { Catalogue } from '../site-data/catalogue';

/**
 * The reference server checks the local test captcha only; a production key would be verified
 * with its provider, which this offline server cannot reach, so it is refused.
 */
function captchaPasses(siteKey: string | null, token: string | undefined): boolean {
  if (!siteKey) return true;
  return siteKey === TEST_SITE_KEY && token === TEST_CAPTCHA_TOKEN;
}

/** Back-in-stock signups a client address may send an hour: a shopper signs up for a few variants. */
export const RESTOCK_SIGNUPS_PER_HOUR = 20;

/**
 * The visitor's back-in-stock signup for a sold-out variant; a repeat signup is not duplicated.
 * Anonymous visitors store one row per signup, so each client address may send at most
 * `signupsPerHour` of them (counted when the request arrives, so a burst cannot pass it); past
 * that, 429 with Retry-After.
 */
export function registerRestockRoutes(
  app: FastifyInstance,
  restock: RestockRepository,
  options: { catalogue: Catalogue; captchaSiteKey: string | null; signupsPerHour?: number },
) {
  app.post<{ Body: RestockSignup }>(
    `/${RESTOCK_SIGNUP_PATH}`,
    {
      schema: { body: restockSignupBody, querystring: cartQuery },
      config: {
        rateLimit: {
          max: options.signupsPerHour ?? RESTOCK_SIGNUPS_PER_HOUR,
          timeWindow: 3_600_000,
        },
      },
    },
    async (request) => {
      const { productId, variantId, siteVisitorEmail, isJoinMailingList, captchaToken } =
        request.body;
      if (!isValidEmail(siteVisitorEmail.trim()))
        throw invalidField('siteVisitorEmail', RESTOCK_MESSAGES.emailInvalid);
      if (!captchaPasses(options.captchaSiteKey, captchaToken)) {
        throw new HttpError(400, { message: RESTOCK_MESSAGES.completeCaptcha });
      }
      if (!options.catalogue.products.get(productId)?.variants.has(variantId))
        throw invalidField('variantId', 'is not a variant of this product');
      await restock.signUp({
        productId,
        variantId,
        email: siteVisitorEmail.trim().toLowerCase(),
        isJoinMailingList,
      });
      return {};
    },
  );
}
