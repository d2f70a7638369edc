import { COOKIE_NAMES } from '../constants/cookies';
import type { RecordEventData } from '../contract/analytics';
import { getCookie } from '../storage/cookies';
import { FORM, sendBeacon } from './beacon';

/**
 * `recordEvent(eventName, payload)` posts RecordEvent form-encoded: `crumb` (the crumb cookie),
 * `event` (the name) and `data`, the JSON text of `{eventName, payload}` [U-01, A-12]. It goes by
 * beacon, so it survives a navigation, and never rejects: a failure is ignored.
 */

export const RECORD_EVENT_PATH = 'api/events/RecordEvent';

export function recordEventForm(
  eventName: string,
  payload: Record<string, unknown> | null,
): URLSearchParams {
  const data: RecordEventData = { eventName, payload };
  return new URLSearchParams({
    crumb: getCookie(COOKIE_NAMES.crumb) ?? '',
    event: eventName,
    data: JSON.stringify(data),
  });
}

export async function recordEvent(
  eventName: string,
  payload: Record<string, unknown> | null = null,
  apiBaseUrl?: string | null,
): Promise<void> {
  await sendBeacon(RECORD_EVENT_PATH, recordEventForm(eventName, payload), FORM, apiBaseUrl);
}
