import { ANALYTICS_TIMEOUT_MS, timeoutSignal } from '../api/analytics-timeout';
import { apiRoot, callUrl } from '../api/client';
import { COOKIE_NAMES } from '../constants/cookies';
import { getCookie } from '../storage/cookies';
import { sendBeacon } from './beacon';

/**
 * `trackClankerEvent(schema, content)` posts `{eventSchemaName, eventContent}` to the clanker
 * sink [A-13, U-02]. Fire and forget (the default) goes by beacon (beacon.ts), so an event sent
 * just before the page is left (a related product's link) still arrives; it never rejects. With
 * `needStatus` it is a request whose answer is read: 200 and 202 resolve, any other status
 * rejects with `Error tracking event: HTTP Status {n}`, and no answer at all (offline, or none
 * within 2500 ms) with status 0, as a request that got no response reports it.
 */

export const CLANKER_PATH = 'api/v1/clanker/events';

export interface ClankerOptions {
  /** Read the answer, and reject unless it is 200 or 202. */
  needStatus?: boolean;
  /** The page context's `apiBaseUrl`. */
  apiBaseUrl?: string | null;
}

export async function trackClankerEvent(
  eventSchemaName: string,
  eventContent: Record<string, unknown>,
  { needStatus = false, apiBaseUrl }: ClankerOptions = {},
): Promise<void> {
  const body = JSON.stringify({ eventSchemaName, eventContent });
  if (!needStatus) {
    await sendBeacon(CLANKER_PATH, body, undefined, apiBaseUrl);
    return;
  }
  let status = 0;
  try {
    const url = callUrl(
      apiRoot(apiBaseUrl),
      CLANKER_PATH,
      new URLSearchParams(),
      getCookie(COOKIE_NAMES.crumb),
    );
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      signal: timeoutSignal(ANALYTICS_TIMEOUT_MS),
    });
    status = response.status;
  } catch {
    // No answer: status 0.
  }
  if (status !== 200 && status !== 202) {
    throw new Error(`Error tracking event: HTTP Status ${status}`);
  }
}
