import { ANALYTICS_TIMEOUT_MS, timeoutSignal } from '../api/analytics-timeout';
import { apiRoot, callUrl } from '../api/client';
import { COOKIE_NAMES } from '../constants/cookies';
import { getCookie } from '../storage/cookies';

/**
 * The one transport of analytics: page views, events, performance records, error batches. A send
 * is a POST to the API path (under the page context's `apiBaseUrl`, else the page's origin) with
 * the crumb cookie as the `crumb` query parameter, as every state-changing call:
 * - first `navigator.sendBeacon`, which the browser delivers even when the page is being left
 *   (a beacon carries only the CORS-safelisted types: text/plain, form-encoded, multipart);
 * - when there is no beacon, it refuses the data (its queue is full) or the type is not one it
 *   carries, a `fetch` with `keepalive`, given up after 2500 ms [T-07].
 * It never throws or rejects; it resolves true once the data was handed to the browser (beacon)
 * or answered with a 2xx (fetch), and false otherwise. Analytics failures are ignored.
 */

/** How a JSON body travels by beacon: as text, which needs no preflight. */
export const TEXT = 'text/plain;charset=UTF-8';
export const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

const BEACON_TYPES = /^(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export async function sendBeacon(
  path: string,
  body: string | URLSearchParams,
  contentType: string = TEXT,
  apiBaseUrl?: string | null,
): Promise<boolean> {
  try {
    const url = callUrl(
      apiRoot(apiBaseUrl),
      path,
      new URLSearchParams(),
      getCookie(COOKIE_NAMES.crumb),
    );
    const text = String(body);
    const beacon = typeof navigator === 'undefined' ? undefined : navigator.sendBeacon;
    if (typeof beacon === 'function' && BEACON_TYPES.test(contentType)) {
      if (beacon.call(navigator, url, new Blob([text], { type: contentType }))) return true;
    }
    const response = await fetch(url, {
      method: 'POST',
      body: text,
      headers: { 'content-type': contentType },
      credentials: 'same-origin',
      keepalive: true,
      signal: timeoutSignal(ANALYTICS_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}
