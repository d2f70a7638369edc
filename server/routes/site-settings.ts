import type { FastifyInstance } from 'fastify';
import {
  HEADER_FOOTER_MAX_BYTES,
  type HeaderFooter,
  type Language,
  languagesProblem,
} from '../../src/contract/site-settings';
import { invalidField } from '../errors/domain-error';
import { anyQuery, crumbQuery, headerFooterBody, languagesBody } from '../http/schemas';
import { type MerchantAuth, merchantRoutes } from '../plugins/merchant';
import type { SiteSettingsRepository } from '../repositories/site-settings';

/**
 * The merchant's site settings, behind the merchant session [S-04]; the PUT and
 * DELETE calls also need the crumb, as every state-changing API call does. The header and footer
 * are any two JSON objects (their body at most HEADER_FOOTER_MAX_BYTES, else 413) and read back
 * exactly as saved. Languages are replaced whole, refused with a 400 on `languages` unless every
 * code is a valid tag, none repeats and exactly one is the default.
 */

export function registerSiteSettingsRoutes(
  app: FastifyInstance,
  settings: SiteSettingsRepository,
  options: { merchant: MerchantAuth },
): void {
  const read = { schema: { querystring: anyQuery } };
  merchantRoutes(app, options.merchant, (merchant) => {
    merchant.get('/api/site-header-footer', read, () => settings.headerFooter());
    merchant.put<{ Body: HeaderFooter }>(
      '/api/site-header-footer',
      {
        bodyLimit: HEADER_FOOTER_MAX_BYTES,
        schema: { body: headerFooterBody, querystring: crumbQuery },
      },
      async (request) => {
        await settings.saveHeaderFooter(request.body);
        return settings.headerFooter();
      },
    );

    merchant.get('/api/multilingual/settings', read, async () => ({
      languages: await settings.languages(),
    }));
    merchant.get('/api/multilingual/status', read, () => settings.status());
    merchant.put<{ Body: { languages: Language[] } }>(
      '/api/multilingual/languages',
      { schema: { body: languagesBody, querystring: crumbQuery } },
      async (request) => {
        const problem = languagesProblem(request.body.languages);
        if (problem) throw invalidField('languages', problem);
        await settings.saveLanguages(request.body.languages);
        return { languages: await settings.languages() };
      },
    );
    merchant.delete(
      '/api/multilingual/connection',
      { schema: { querystring: crumbQuery } },
      async () => {
        await settings.disconnect();
        return settings.status();
      },
    );
  });
}
