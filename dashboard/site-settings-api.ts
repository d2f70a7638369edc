import { ApiError } from '../src/api/api-error';
import type { ApiClient } from '../src/api/client';
import type { ConnectionStatus, HeaderFooter, Language } from '../src/contract/site-settings';
import { SITE_TEXT } from './site-strings';
import { TEXT } from './strings';

/**
 * The site settings page's calls, with the merchant session cookie and, for the
 * saves, the crumb. Each resolves, never rejects: to its answer; to `session` when the server
 * refuses the session (401 that is no crumb failure), so the page offers the login again; or to
 * `failed` with the reason in words and the server's field errors (`languages.1.code`: reason).
 */

export type Result<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'session' }
  | { kind: 'failed'; reason: string; errors: Record<string, string>; status: number | null };

async function call<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return { kind: 'ok', value: await work() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.kind !== 'crumb') {
      return { kind: 'session' };
    }
    return {
      kind: 'failed',
      reason: reasonOf(error),
      errors: (error instanceof ApiError && error.body?.errors) || {},
      status: error instanceof ApiError ? error.status : null,
    };
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'offline') return TEXT.offline;
  if (error.status === 413) return SITE_TEXT.tooBig;
  const message = error.body?.message ?? error.body?.error;
  if (message) return message;
  return error.status === null ? TEXT.badAnswer : TEXT.serverStatus(error.status);
}

export interface SiteSettings {
  headerFooter: HeaderFooter;
  languages: Language[];
  status: ConnectionStatus;
}

export function siteSettingsApi(client: ApiClient) {
  return {
    load: () =>
      call<SiteSettings>(async () => {
        const [headerFooter, settings, status] = await Promise.all([
          client.request<HeaderFooter>('get', 'api/site-header-footer'),
          client.request<{ languages: Language[] }>('get', 'api/multilingual/settings'),
          client.request<ConnectionStatus>('get', 'api/multilingual/status'),
        ]);
        return { headerFooter, languages: settings.languages, status };
      }),
    saveHeaderFooter: (body: HeaderFooter) =>
      call(() => client.request<HeaderFooter>('put', 'api/site-header-footer', { json: body })),
    saveLanguages: (languages: Language[]) =>
      call(() =>
        client.request<{ languages: Language[] }>('put', 'api/multilingual/languages', {
          json: { languages },
        }),
      ),
    disconnect: () =>
      call(() => client.request<ConnectionStatus>('delete', 'api/multilingual/connection')),
  };
}

export type SiteSettingsApi = ReturnType<typeof siteSettingsApi>;
