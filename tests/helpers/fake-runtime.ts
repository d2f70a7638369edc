import { vi } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { parsePageContext } from '../../src/contract/page-context';
import { siteMoneyFormatter } from '../../src/i18n/money-format';
import type { Runtime } from '../../src/runtime/runtime';

/**
 * A runtime for unit tests of what is built on one, without a page: the page context decoded from
 * `sections`, the site's money formatter and an API client whose calls `request` answers. Nothing
 * else of a runtime is there, so a test touching more fails loudly.
 */
export function fakeRuntime(
  sections: Record<string, unknown>,
  request: ApiClient['request'] = vi.fn(async () => null as never),
): Runtime {
  const client: ApiClient = { request, getText: vi.fn(async () => '') };
  const context = parsePageContext(sections);
  return { context, money: siteMoneyFormatter(context.website), client } as unknown as Runtime;
}
