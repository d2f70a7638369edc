import type { FormRenderHit } from '../contract/events';
import type { ApiClient } from './client';

/**
 * Census calls. Analytics failures never reach the visitor: each call resolves whatever happens.
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
          json: { formId, visitorCookie: visitorCookie() ?? '' } satisfies FormRenderHit,
        }),
      ),
  };
}

export type CensusApi = ReturnType<typeof censusApi>;
