import {
  Compiler as PublicEngine,
  Formatter as PublicFormatter,
  Formatters as PublicFormatters,
  Predicates as PublicPredicates,
} from '@squarespace/template-engine';
import type { SiteSettingsRepository } from '../../server/repositories/site-settings';
import { PAGE_FORMATTERS, type TemplateEngine } from '../../server/templates/pages';

/**
 * The public @squarespace/template-engine with its built-in formatters and predicates plus the
 * pages' own formatters (PAGE_FORMATTERS), as the server adds them to ours: the reference the
 * drop-in tests compare this repository's engine with, page by page.
 */

/** A page formatter as the public engine takes it: an instance of its Formatter class. */
class PublicPageFormatter extends PublicFormatter {
  declare readonly formatter: { apply(args: string[], vars: never): void };
  constructor(formatter: { apply(args: string[], vars: never): void }) {
    super();
    this.formatter = formatter;
  }
  apply(args: string[], vars: unknown[]): void {
    this.formatter.apply(args, vars as never);
  }
}

export function publicPageEngine(): TemplateEngine {
  return new PublicEngine({
    formatters: {
      ...PublicFormatters,
      ...Object.fromEntries(
        Object.entries(PAGE_FORMATTERS).map(([name, f]) => [name, new PublicPageFormatter(f)]),
      ),
    },
    predicates: PublicPredicates,
  }) as unknown as TemplateEngine;
}

/**
 * The site settings as the server reads them for a page's header and footer (shop-chrome.ts):
 * the saved header and footer of the test server's database, one language. A drop-in test builds
 * the page's `site` from it to render the page the server sent.
 */
export async function savedSiteSettings(server: {
  sql(statement: string): Promise<Record<string, unknown>[]>;
}): Promise<SiteSettingsRepository> {
  const [row] = await server.sql('SELECT header, footer FROM site_header_footer');
  return {
    version: 0,
    headerFooter: async () => ({
      header: JSON.parse(String(row?.header)),
      footer: JSON.parse(String(row?.footer)),
    }),
    languages: async () => [{ code: 'en-US', isDefault: true }],
  } as unknown as SiteSettingsRepository;
}
