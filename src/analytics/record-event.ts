import { COOKIE_NAMES } from '../constants/cookies';
import type { RecordEventData } from '../contract/analytics';
import { getCookie } from '../storage/cookies';
import { FORM, sendBeacon } from './beacon';

/**
 * `recordEvent(eventName, payload)` posts RecordEvent form-encoded: `crumb` (the crumb cookie),
 * `event` (the name) and `data`, the JSON text of `{eventName, payload}` [U-01, A-12]. It goes by
 * beacon, so it survives a navigation, and never rejects: a failure is ignored.
 *
 * Every payload carries the page's tracked-event fields [T-14]: websiteId, memberAccountId and
 * templateId from the page's analytics context, website_locale (the site's), member_locale (the
 * visitor's browser language), pageHash (the URL's fragment, '' without one) and pagePath;
 * variantId is null unless the caller names one. The caller's own fields win over these.
 */

export const RECORD_EVENT_PATH = 'api/events/RecordEvent';

/** What the tracked-event fields are read from: the page context and the window. */
export interface TrackedFieldsSource {
  context: {
    website: { id: string; locale: string };
    analytics: { websiteId: string; memberId: string | null; templateId: string };
  };
  win: { location: Pick<Location, 'hash' | 'pathname'>; navigator: Pick<Navigator, 'language'> };
}

export function trackedEventFields({ context, win }: TrackedFieldsSource): Record<string, unknown> {
  const { analytics, website } = context;
  return {
    websiteId: analytics.websiteId || website.id,
    memberAccountId: analytics.memberId,
    templateId: analytics.templateId,
    variantId: null,
    website_locale: website.locale,
    member_locale: win.navigator.language,
    pageHash: win.location.hash.replace(/^#/, ''),
    pagePath: win.location.pathname,
  };
}

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
