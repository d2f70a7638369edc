import { COOKIE_NAMES } from '../constants/cookies';
import {
  ANALYTICS_ID_COOKIE_SECONDS,
  REPEAT_VISITOR_COOKIE_SECONDS,
  VISIT_TIMING_MS,
} from '../constants/timing';
import { type CookieJar, documentCookies, removeRestrictiveCookies } from './consent';

/**
 * The visitor cookies, owned here alone; every sender reads them through this module.
 * - `ss_cvr`, the repeat visitor (2 years): `{uuid}|{firstVisitMs}|{previousVisitMs}|{currentVisitMs}|{visitCount}`.
 * - `ss_cvt`, the visit timing (30 minutes): the last activity, epoch ms. Activity less than 30
 *   minutes after the last extends the visit; otherwise (the cookie gone or older) a new visit
 *   starts: the count goes up, the current visit becomes the previous one [T-09].
 * - `ss_cid`, the analytics id (390 days), a random uuid [T-10].
 * - `ss_cfl` "first landing": "true" on the page load that began the visit, else "false";
 *   `ss_cfs` "first session": "true" during the visitor's first visit. Both last as long as the
 *   visit [T-11].
 * Every write refreshes each cookie's lifetime. Each one is restrictive: while consent is not
 * given nothing is written, what is there is removed, and the visitor cookie reads as absent
 * [T-12, D-05].
 */

export const VISIT_MS = VISIT_TIMING_MS;
export const REPEAT_VISITOR_SECONDS = REPEAT_VISITOR_COOKIE_SECONDS;
export const ANALYTICS_ID_SECONDS = ANALYTICS_ID_COOKIE_SECONDS;
const VISIT_SECONDS = VISIT_MS / 1000;

export interface RepeatVisitor {
  visitorId: string;
  firstVisitMs: number;
  previousVisitMs: number;
  currentVisitMs: number;
  visitCount: number;
}

export interface Visit extends RepeatVisitor {
  /** This activity began the visit. */
  newVisit: boolean;
  /** This page load began the visit. */
  firstLanding: boolean;
  /** The visitor's first visit. */
  firstSession: boolean;
}

const WHOLE = /^\d{1,15}$/;

/** The repeat-visitor cookie's parts, or null for a value not in its format. */
export function parseRepeatVisitor(text: string | null): RepeatVisitor | null {
  const parts = (text ?? '').split('|');
  const [visitorId = '', ...numbers] = parts;
  if (parts.length !== 5 || !/^[\w-]{1,64}$/.test(visitorId)) return null;
  if (!numbers.every((n) => WHOLE.test(n))) return null;
  const [firstVisitMs, previousVisitMs, currentVisitMs, visitCount] = numbers.map(Number);
  if (!visitCount) return null;
  return {
    visitorId,
    firstVisitMs: firstVisitMs as number,
    previousVisitMs: previousVisitMs as number,
    currentVisitMs: currentVisitMs as number,
    visitCount,
  };
}

export function formatRepeatVisitor(v: RepeatVisitor): string {
  return [v.visitorId, v.firstVisitMs, v.previousVisitMs, v.currentVisitMs, v.visitCount].join('|');
}

/** A random version-4 uuid, also where `crypto.randomUUID` is missing (pages not served by HTTPS). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface VisitorCookiesOptions {
  /** Restrictive cookies may be written now (consent.ts). */
  allowed: () => boolean;
  now?: () => number;
  jar?: CookieJar;
  newId?: () => string;
}

export interface VisitorCookies {
  /**
   * Counts activity now (a page view, a census hit, a visitor event) and writes the cookies; null
   * without consent, after removing them.
   */
  touch(): Visit | null;
  /** The repeat-visitor cookie as census and events send it, after counting the activity. */
  visitorCookie(): string | null;
}

/** The visitor cookies of one page load: make one per page (its first landing is the page's). */
export function visitorCookies({
  allowed,
  now = Date.now,
  jar = documentCookies,
  newId = randomId,
}: VisitorCookiesOptions): VisitorCookies {
  let landing = false;
  const touch = (): Visit | null => {
    if (!allowed()) {
      removeRestrictiveCookies(jar);
      return null;
    }
    const time = now();
    const stored = parseRepeatVisitor(jar.get(COOKIE_NAMES.repeatVisitor));
    const last = Number(jar.get(COOKIE_NAMES.visitTiming) ?? Number.NaN);
    const active = stored !== null && time - last >= 0 && time - last < VISIT_MS;
    const visitor: RepeatVisitor = !stored
      ? {
          visitorId: newId(),
          firstVisitMs: time,
          previousVisitMs: time,
          currentVisitMs: time,
          visitCount: 1,
        }
      : active
        ? stored
        : {
            ...stored,
            previousVisitMs: stored.currentVisitMs,
            currentVisitMs: time,
            visitCount: stored.visitCount + 1,
          };
    if (!active) landing = true;
    const firstSession = visitor.visitCount === 1;
    jar.set(COOKIE_NAMES.repeatVisitor, formatRepeatVisitor(visitor), REPEAT_VISITOR_SECONDS);
    jar.set(COOKIE_NAMES.visitTiming, String(time), VISIT_SECONDS);
    jar.set(
      COOKIE_NAMES.analyticsId,
      jar.get(COOKIE_NAMES.analyticsId) ?? newId(),
      ANALYTICS_ID_SECONDS,
    );
    jar.set(COOKIE_NAMES.firstLanding, String(landing), VISIT_SECONDS);
    jar.set(COOKIE_NAMES.firstSession, String(firstSession), VISIT_SECONDS);
    return { ...visitor, newVisit: !active, firstLanding: landing, firstSession };
  };
  return {
    touch,
    visitorCookie: () => {
      const visit = touch();
      return visit && formatRepeatVisitor(visit);
    },
  };
}
