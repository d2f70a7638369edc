import { timeoutSignal } from '../api/analytics-timeout';
import { apiRoot, callUrl } from '../api/client';
import { COOKIE_NAMES } from '../constants/cookies';
import { ANALYTICS_TIMEOUT_MS } from '../constants/timing';
import { getCookie } from '../storage/cookies';

/**
 * The one transport of what the analytics send: page views, events, clanker events, performance
 * records, error batches. (The one thing they read, the performance records' page load id, is a
 * GET of its own in performance.ts.) A send is a POST to the API path (under the page context's
 * `apiBaseUrl`, else the page's origin) with the crumb cookie as the `crumb` query parameter, as
 * every state-changing call [A-33]:
 * - `sendBeacon`: first `navigator.sendBeacon`, which the browser delivers even when the page is
 *   being left (a beacon carries only the CORS-safelisted types: text/plain, form-encoded,
 *   multipart); when there is no beacon, it refuses the data (its queue is full) or the type is
 *   not one it carries, a `fetch` with `keepalive`. It resolves true once the data was handed to
 *   the browser (beacon) or answered with a 2xx (fetch), and false otherwise.
 * - `postForStatus`: only the `fetch`, for a caller that reads the answer's status.
 * Every fetch is given up after 2500 ms [T-07]. Neither throws or rejects: analytics failures are
 * ignored [A-44].
 */

/** How a JSON body travels by beacon: as text, which needs no preflight. */
export const TEXT = 'text/plain;charset=UTF-8';
export const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

const BEACON_TYPES = /^(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The URL of an analytics send: the API path with the crumb. */
function sendUrl(path: string, apiBaseUrl: string | null | undefined): string {
  return callUrl(apiRoot(apiBaseUrl), path, new URLSearchParams(), getCookie(COOKIE_NAMES.crumb));
}

/** The POST itself: the answer's status, or 0 when none came (offline, refused, timed out). */
async function post(
  url: string,
  body: string,
  contentType: string,
  keepalive: boolean,
): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': contentType },
      credentials: 'same-origin',
      keepalive,
      signal: timeoutSignal(ANALYTICS_TIMEOUT_MS),
    });
    return response.status;
  } catch {
    return 0;
  }
}

export async function sendBeacon(
  path: string,
  body: string | URLSearchParams,
  contentType: string = TEXT,
  apiBaseUrl?: string | null,
): Promise<boolean> {
  try {
    const url = sendUrl(path, apiBaseUrl);
    const text = String(body);
    const beacon = typeof navigator === 'undefined' ? undefined : navigator.sendBeacon;
    if (typeof beacon === 'function' && BEACON_TYPES.test(contentType)) {
      if (beacon.call(navigator, url, new Blob([text], { type: contentType }))) return true;
    }
    const status = await post(url, text, contentType, true);
    return status >= 200 && status < 300;
  } catch {
    return false;
  }
}

/** A send by request alone, for a caller that needs the answer: its status, 0 for none. */
export async function postForStatus(
  path: string,
  body: string,
  contentType: string,
  apiBaseUrl?: string | null,
): Promise<number> {
  try {
    return await post(sendUrl(path, apiBaseUrl), body, contentType, false);
  } catch {
    return 0;
  }
}
