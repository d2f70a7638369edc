import { describe, expect, it } from 'vitest';
import type { CookieJar } from './consent';
import {
  ANALYTICS_ID_SECONDS,
  parseRepeatVisitor,
  REPEAT_VISITOR_SECONDS,
  randomId,
  visitorCookies,
} from './visitor-cookies';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 1, 9, 0);

/** Cookies in memory with their lifetimes, and a clock the test moves. */
function browser() {
  const cookies = new Map<string, { value: string; maxAge?: number }>();
  const jar: CookieJar = {
    get: (name) => cookies.get(name)?.value ?? null,
    set: (name, value, maxAge) => cookies.set(name, { value, maxAge }),
    remove: (name) => cookies.delete(name),
  };
  const clock = { now: T0 };
  let ids = 0;
  /** A page load: its own visitor cookies over the same jar. */
  const page = (allowed = () => true) =>
    visitorCookies({ allowed, jar, now: () => clock.now, newId: () => `id-${++ids}` });
  return { cookies, jar, clock, page };
}

describe('visitor cookies [T-09..T-12]', () => {
  it('a first visit writes ss_cvr as uuid|first|previous|current|count, and ss_cvt', () => {
    const { cookies, page } = browser();
    const visit = page().touch();
    expect(visit).toMatchObject({ visitCount: 1, newVisit: true, firstSession: true });
    expect(cookies.get('ss_cvr')).toEqual({
      value: `id-1|${T0}|${T0}|${T0}|1`,
      maxAge: REPEAT_VISITOR_SECONDS,
    });
    expect(REPEAT_VISITOR_SECONDS).toBe(2 * 365 * 24 * 3600);
    expect(cookies.get('ss_cvt')).toEqual({ value: String(T0), maxAge: 30 * 60 });
  });

  it('29 minutes later is the same visit; 31 minutes after the last activity counts a new one', () => {
    const { clock, page } = browser();
    page().touch();
    clock.now = T0 + 29 * MINUTE;
    expect(page().visitorCookie()).toBe(`id-1|${T0}|${T0}|${T0}|1`);
    // 29 minutes of activity moved the visit on: 31 minutes after it, not after the start.
    clock.now = T0 + 60 * MINUTE;
    const next = page().touch();
    expect(next).toMatchObject({
      visitorId: 'id-1',
      firstVisitMs: T0,
      previousVisitMs: T0,
      currentVisitMs: T0 + 60 * MINUTE,
      visitCount: 2,
      newVisit: true,
      firstSession: false,
    });
  });

  it('exactly 30 minutes of silence ends the visit', () => {
    const { clock, page } = browser();
    page().touch();
    clock.now = T0 + 30 * MINUTE;
    expect(page().touch()?.visitCount).toBe(2);
  });

  it('a missing timing cookie (expired) starts a new visit, a missing ss_cvr a new visitor', () => {
    const { cookies, clock, page } = browser();
    page().touch();
    cookies.delete('ss_cvt');
    clock.now += MINUTE;
    expect(page().touch()?.visitCount).toBe(2);
    cookies.set('ss_cvr', { value: 'garbage|1|2' });
    expect(page().touch()).toMatchObject({ visitorId: 'id-3', visitCount: 1 });
  });

  it('the analytics id lasts 390 days, and stays the same id', () => {
    const { cookies, clock, page } = browser();
    page().touch();
    const id = cookies.get('ss_cid');
    expect(id).toEqual({ value: 'id-2', maxAge: ANALYTICS_ID_SECONDS });
    expect(ANALYTICS_ID_SECONDS).toBe(390 * 24 * 3600);
    clock.now += 40 * MINUTE;
    page().touch();
    expect(cookies.get('ss_cid')?.value).toBe('id-2');
  });

  it('first landing: only the page load that began the visit; first session: the first visit', () => {
    const { cookies, clock, page } = browser();
    const landing = page();
    expect(landing.touch()).toMatchObject({ firstLanding: true, firstSession: true });
    clock.now += MINUTE;
    // The landing page stays the landing page for its later hits.
    expect(landing.touch()?.firstLanding).toBe(true);
    expect(cookies.get('ss_cfl')?.value).toBe('true');
    const second = page();
    expect(second.touch()).toMatchObject({ firstLanding: false, firstSession: true });
    expect(cookies.get('ss_cfl')?.value).toBe('false');
    expect(cookies.get('ss_cfs')?.value).toBe('true');
    clock.now += 45 * MINUTE;
    expect(page().touch()).toMatchObject({ firstLanding: true, firstSession: false });
    expect(cookies.get('ss_cfs')?.value).toBe('false');
  });

  it('without consent nothing is written, what was there goes, and the visitor cookie is absent [T-12]', () => {
    const { cookies, page } = browser();
    page().touch();
    cookies.set('crumb', { value: 'c' });
    let allowed = false;
    const cookiesOfPage = page(() => allowed);
    expect(cookiesOfPage.visitorCookie()).toBeNull();
    expect([...cookies.keys()]).toEqual(['crumb']);
    allowed = true;
    expect(cookiesOfPage.touch()?.visitCount).toBe(1);
  });

  it('reads only its own format', () => {
    expect(parseRepeatVisitor('a-1|1|2|3|4')).toEqual({
      visitorId: 'a-1',
      firstVisitMs: 1,
      previousVisitMs: 2,
      currentVisitMs: 3,
      visitCount: 4,
    });
    for (const bad of [
      null,
      '',
      'a|1|2|3',
      'a|1|2|3|0',
      'a|1|x|3|4',
      'a b|1|2|3|4',
      'a|1|2|3|4|5',
    ]) {
      expect(parseRepeatVisitor(bad)).toBeNull();
    }
  });

  it('makes version-4 uuids, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomId()).toMatch(uuid);
    const { randomUUID } = crypto;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomId()).toMatch(uuid);
      expect(randomId()).not.toBe(randomId());
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
