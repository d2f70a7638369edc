import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, isMobileViewport, type MatchMedia, MOBILE_MEDIA_QUERY } from './viewport';

/** A `matchMedia` for a viewport `width` px wide that understands min- and max-width in px. */
const matchMediaAt =
  (width: number): MatchMedia =>
  (query) => {
    const feature = /^\((min|max)-width: (\d+)px\)$/.exec(query);
    if (!feature) throw new Error(`unexpected query ${query}`);
    const limit = Number(feature[2]);
    return { matches: feature[1] === 'max' ? width <= limit : width >= limit };
  };

describe('the mobile breakpoint', () => {
  it('is mobile up to 432 px and desktop from 433 px [B-19]', () => {
    expect(BREAKPOINTS).toEqual({ MOBILE_MAX_WIDTH: 432, DESKTOP_MIN_WIDTH: 433 });
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 432px)');
    expect(Object.isFrozen(BREAKPOINTS)).toBe(true);
  });

  it('gives every whole width exactly one layout: no overlap, no gap [B-19]', () => {
    const widths = Array.from({ length: 2001 }, (_, width) => width);
    const mobile = (w: number) => w <= BREAKPOINTS.MOBILE_MAX_WIDTH;
    const desktop = (w: number) => w >= BREAKPOINTS.DESKTOP_MIN_WIDTH;
    expect(widths.filter((w) => mobile(w) && desktop(w))).toEqual([]);
    expect(widths.filter((w) => !mobile(w) && !desktop(w))).toEqual([]);
  });

  it('tells a mobile viewport by its width [D-15]', () => {
    expect([0, 320, 432].map(isMobileViewport)).toEqual([true, true, true]);
    expect([433, 768, 1440].map(isMobileViewport)).toEqual([false, false, false]);
    expect([-1, Number.NaN, Number.POSITIVE_INFINITY].map(isMobileViewport)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('tells a mobile viewport by the window’s media query, as the styles do [D-15]', () => {
    for (const width of [320, 432, 433, 1024]) {
      expect(isMobileViewport(matchMediaAt(width)), `${width} px`).toBe(isMobileViewport(width));
    }
    expect(isMobileViewport(matchMediaAt(432))).toBe(true);
    expect(isMobileViewport(matchMediaAt(433))).toBe(false);
  });

  it('is the breakpoint of the demo pages’ stylesheet [B-19]', () => {
    const css = readFileSync(join(import.meta.dirname, '../../demo-pages/demo.css'), 'utf8');
    const widths = [...css.matchAll(/@media[^{]*?\((min|max)-width:\s*([^)]+)\)/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(widths.length).toBeGreaterThan(0);
    const allowed = [
      `max ${BREAKPOINTS.MOBILE_MAX_WIDTH}px`,
      `min ${BREAKPOINTS.DESKTOP_MIN_WIDTH}px`,
    ];
    expect(widths.filter((w) => !allowed.includes(w))).toEqual([]);
  });
});
