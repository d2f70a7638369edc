import { COOKIE_NAMES } from '../constants/cookies';
import { getCookie } from '../runtime/cookies';
import type { ApiClient } from './client';

/**
 * Census calls (spec §7). Their failures are ignored (spec §8: analytics failures never surface):
 * each resolves whatever happens.
 */
export function censusApi(client: ApiClient) {
  const quietly = async (send: () => Promise<unknown>) => {
    try {
      await send();
    } catch {
      // Ignored by design.
    }
  };
  return {
    formRender: (formId: string) =>
      quietly(() =>
        client.request('post', 'api/census/form-render', {
          json: { formId, visitorCookie: getCookie(COOKIE_NAMES.repeatVisitor) ?? '' },
        }),
      ),
  };
}

export type CensusApi = ReturnType<typeof censusApi>;
