import type { ApiClient } from './client';

/**
 * Census calls (spec §7). Their failures are ignored (spec §8: analytics failures never surface):
 * each resolves whatever happens.
 */
export function censusApi(client: ApiClient, visitorCookie: () => string | null) {
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
          json: { formId, visitorCookie: visitorCookie() ?? '' },
        }),
      ),
  };
}

export type CensusApi = ReturnType<typeof censusApi>;
