import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import type { GenericSchema } from 'valibot';
import {
  anyQuery as anyQuerySchema,
  crumbQuery as crumbQuerySchema,
  jsonObject,
} from '../../src/contract/common';
import {
  HEADER_FOOTER_MAX_BYTES,
  type HeaderFooter,
  headerFooterBody,
  type Language,
  languagesBody,
  languagesProblem,
} from '../../src/contract/site-settings';
import { invalidField } from '../errors/http-error';
import { type MerchantAuth, merchantRoutes } from '../plugins/merchant';
import type { SiteSettingsRepository } from '../repositories/site-settings';

/**
 * The merchant's site settings, behind the merchant session [S-04]; the PUT and
 * DELETE calls also need the crumb, as every state-changing API call does. The header and footer
 * are any two JSON objects (their body at most HEADER_FOOTER_MAX_BYTES, else 413) and read back
 * exactly as saved. Languages are replaced whole, refused with a 400 on `languages` unless every
 * code is a valid tag, none repeats and exactly one is the default.
 */

function derive(schema: GenericSchema) {
  const { $schema: _, ...json } = toJsonSchema(schema, {
    target: 'draft-07',
    errorMode: 'throw',
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema === jsonObject ? { type: 'object' } : undefined,
  });
  return json;
}

export function registerSiteSettingsRoutes(
  app: FastifyInstance,
  settings: SiteSettingsRepository,
  options: { merchant: MerchantAuth },
): void {
  const crumbQuery = derive(crumbQuerySchema);
  const read = { schema: { querystring: derive(anyQuerySchema) } };
  merchantRoutes(app, options.merchant, (merchant) => {
    merchant.get('/api/site-header-footer', read, () => settings.headerFooter());
    merchant.put<{ Body: HeaderFooter }>(
      '/api/site-header-footer',
      {
        bodyLimit: HEADER_FOOTER_MAX_BYTES,
        schema: { body: derive(headerFooterBody), querystring: crumbQuery },
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
      { schema: { body: derive(languagesBody), querystring: crumbQuery } },
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
