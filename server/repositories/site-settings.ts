import type { ConnectionStatus, HeaderFooter, Language } from '../../src/contract/site-settings';
import type { Database } from '../db/database';

/**
 * The site's header and footer (kept as the JSON text the merchant sent, so they read back
 * unchanged), its languages (in the merchant's order) and the translation provider's connection.
 * `version` counts saves since start, so a page cache can tell when what it rendered is stale.
 */
export function createSiteSettingsRepository(db: Database) {
  let version = 0;
  return {
    get version() {
      return version;
    },

    async headerFooter(): Promise<HeaderFooter> {
      const { rows } = await db.client.execute('SELECT header, footer FROM site_header_footer');
      const row = rows[0];
      if (!row) return { header: {}, footer: {} };
      return { header: JSON.parse(String(row.header)), footer: JSON.parse(String(row.footer)) };
    },

    async saveHeaderFooter({ header, footer }: HeaderFooter): Promise<void> {
      await db.write((tx) =>
        tx.execute({
          sql: `INSERT INTO site_header_footer (id, header, footer, updated) VALUES (1, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET header = excluded.header, footer = excluded.footer,
                updated = excluded.updated`,
          args: [JSON.stringify(header), JSON.stringify(footer), Date.now()],
        }),
      );
      version++;
    },

    async languages(): Promise<Language[]> {
      const { rows } = await db.client.execute(
        'SELECT code, is_default FROM site_languages ORDER BY position',
      );
      return rows.map((row) => ({
        code: String(row.code),
        isDefault: Number(row.is_default) === 1,
      }));
    },

    /** Replaces the list whole (the caller has checked it: languagesProblem). */
    async saveLanguages(languages: readonly Language[]): Promise<void> {
      await db.write(async (tx) => {
        await tx.execute('DELETE FROM site_languages');
        for (const [position, { code, isDefault }] of languages.entries()) {
          await tx.execute({
            sql: 'INSERT INTO site_languages (position, code, is_default) VALUES (?, ?, ?)',
            args: [position, code, isDefault ? 1 : 0],
          });
        }
      });
      version++;
    },

    async status(): Promise<ConnectionStatus> {
      const { rows } = await db.client.execute('SELECT provider FROM translation_connection');
      const provider = rows[0]?.provider;
      return typeof provider === 'string' ? { connected: true, provider } : { connected: false };
    },

    async disconnect(): Promise<void> {
      await db.write((tx) =>
        tx.execute('UPDATE translation_connection SET provider = NULL WHERE id = 1'),
      );
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
