import { postForStatus, sendBeacon } from './beacon';

/**
 * `trackClankerEvent(schema, content)` posts `{eventSchemaName, eventContent}` to the clanker
 * sink [A-13, U-02], through the analytics transport (beacon.ts). Fire and forget (the default)
 * goes by beacon, so an event sent just before the page is left (a related product's link) still
 * arrives; it never rejects. With `needStatus` it is a request whose answer is read: 200 and 202
 * resolve, any other status rejects with `Error tracking event: HTTP Status {n}`, and no answer at
 * all (offline, or none within 2500 ms) with status 0, as a request that got no response reports
 * it.
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
  const status = await postForStatus(CLANKER_PATH, body, 'application/json', apiBaseUrl);
  if (status !== 200 && status !== 202) {
    throw new Error(`Error tracking event: HTTP Status ${status}`);
  }
}
