import { ANALYTICS_TIMEOUT_MS } from '../constants/timing';
import type { CensusButtonHit, CensusOverlayHit } from '../contract/analytics';
import type { FormRenderHit } from '../contract/events';
import { timeoutSignal } from './analytics-timeout';
import type { ApiClient } from './client';

/**
 * Census calls. Each gives up after 2500 ms [T-07], and analytics failures never reach the
 * visitor: each call resolves whatever happens, a timeout included [T-08, A-44].
 */

/** What a button hit says of the page besides the visitor cookie. */
export type CensusButtonFields = Omit<CensusButtonHit, 'visitorCookie'>;

export function censusApi(client: ApiClient, visitorCookie: () => string | null) {
  const post = async (path: string, json?: unknown, keepalive = false) => {
    try {
      const signal = timeoutSignal(ANALYTICS_TIMEOUT_MS);
      await client.request('post', path, { json, signal, keepalive });
    } catch {
      // Ignored by design.
    }
  };
  const visitor = () => visitorCookie() ?? '';
  return {
    formRender: (formId: string) =>
      post('api/census/form-render', { formId, visitorCookie: visitor() } satisfies FormRenderHit),
    /** A button was pressed [T-06, A-17]; the hit outlives the page the button leaves. */
    buttonClick: (fields: CensusButtonFields) =>
      post(
        'api/census/button-click',
        { ...fields, visitorCookie: visitor() } satisfies CensusButtonHit,
        true,
      ),
    /** A button was shown [T-06, A-17]. */
    buttonRender: (fields: CensusButtonFields) =>
      post('api/census/button-render', {
        ...fields,
        visitorCookie: visitor(),
      } satisfies CensusButtonHit),
    /** An overlay (a promotional pop-up) was shown. */
    overlay: (overlayId: string, pageId: string) =>
      post('api/census/overlay', {
        overlayId,
        pageId,
        visitorCookie: visitor(),
      } satisfies CensusOverlayHit),
    /** A quick view of the product was opened: its id in the path, no body. */
    quickView: (itemId: string) => post(`api/census/RecordQuickView/${encodeURIComponent(itemId)}`),
  };
}

export type CensusApi = ReturnType<typeof censusApi>;
