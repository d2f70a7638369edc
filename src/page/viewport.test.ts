// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isMobileViewport } from './viewport';

/** happy-dom's own control of the window size. */
const setWidth = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }
  ).happyDOM.setViewport({
    width,
  });

describe('isMobileViewport, by the 432/433 px breakpoint [D-15, B-19]', () => {
  const width = window.innerWidth;
  afterEach(() => setWidth(width));

  it('is mobile at 432 px wide and desktop at 433 px', () => {
    setWidth(432);
    expect(isMobileViewport()).toBe(true);
    setWidth(433);
    expect(isMobileViewport()).toBe(false);
  });

  it('goes by the window width where there is no matchMedia', () => {
    expect(isMobileViewport({ innerWidth: 432 })).toBe(true);
    expect(isMobileViewport({ innerWidth: 433 })).toBe(false);
  });
});
