import { describe, expect, it } from 'vitest';
import { SCROLL_TWEEN_MS } from '../constants/timing';
import { type ScrollWindow, scrollToElement } from './scroll-tween';

/**
 * A window with a fake animation-frame clock: `frame(time)` runs the callbacks waiting for the
 * next frame at `time`; `tops` records every scroll position asked for.
 */
function fakeWindow(options: { reducedMotion?: boolean; scrollY?: number } = {}) {
  let waiting = new Map<number, FrameRequestCallback>();
  let next = 0;
  const listeners = new Map<string, EventListener>();
  const tops: number[] = [];
  const win = {
    scrollY: options.scrollY ?? 0,
    innerHeight: 600,
    scrollTo(position: ScrollToOptions) {
      tops.push(position.top ?? Number.NaN);
      win.scrollY = position.top ?? win.scrollY;
    },
    requestAnimationFrame(callback: FrameRequestCallback) {
      waiting.set(++next, callback);
      return next;
    },
    cancelAnimationFrame(id: number) {
      waiting.delete(id);
    },
    matchMedia: (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)' && Boolean(options.reducedMotion),
      }) as MediaQueryList,
    addEventListener: (type: string, listener: EventListener) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const frame = (time: number) => {
    const due = waiting;
    waiting = new Map();
    for (const callback of due.values()) callback(time);
  };
  const visitor = (type: string) => listeners.get(type)?.(new Event(type));
  return {
    win: win as unknown as ScrollWindow,
    tops,
    frame,
    visitor,
    pending: () => waiting.size,
    listening: () => listeners.size,
  };
}

/** An element 200 px tall whose top is `top` px below the view's top, on a page 5000 px tall. */
const element = (top: number, height = 200) =>
  ({
    getBoundingClientRect: () => ({ top, height }) as DOMRect,
    ownerDocument: { documentElement: { scrollHeight: 5000 } },
  }) as unknown as Element;

describe('scroll tween (D-10)', () => {
  it('takes 300 ms by default, one step a frame, and ends with the element in the middle', () => {
    const fake = fakeWindow();
    scrollToElement(element(1400), { win: fake.win });
    expect(SCROLL_TWEEN_MS).toBe(300);
    // Nothing moves before the first frame, which starts the clock.
    expect(fake.tops).toEqual([]);
    fake.frame(1000);
    fake.frame(1150);
    fake.frame(1299);
    expect(fake.pending()).toBe(1);
    fake.frame(1300);
    // (600 - 200) / 2 = 200 px above the element: 1400 - 200.
    expect(fake.tops).toHaveLength(4);
    expect(fake.tops[0]).toBe(0);
    expect(fake.tops[1]).toBeCloseTo(600);
    expect(fake.tops[2]).toBeGreaterThan(1199);
    expect(fake.tops[2]).toBeLessThan(1200);
    expect(fake.tops[3]).toBe(1200);
    expect(fake.pending()).toBe(0);
    expect(fake.listening()).toBe(0);
  });

  it('jumps at once, with no frame, when the visitor asks for reduced motion', () => {
    const fake = fakeWindow({ reducedMotion: true });
    scrollToElement(element(1400), { win: fake.win });
    expect(fake.tops).toEqual([1200]);
    expect(fake.pending()).toBe(0);
  });

  it('stays within the page: no higher than its top, no lower than its end', () => {
    const high = fakeWindow({ scrollY: 300 });
    scrollToElement(element(-250), { win: high.win });
    high.frame(0);
    high.frame(300);
    expect(high.tops.at(-1)).toBe(0);
    const low = fakeWindow({ scrollY: 4000 });
    scrollToElement(element(900), { win: low.win });
    low.frame(0);
    low.frame(300);
    expect(low.tops.at(-1)).toBe(4400);
  });

  it("a wheel of the visitor's stops the tween where it is", () => {
    const fake = fakeWindow();
    scrollToElement(element(1400), { win: fake.win });
    fake.frame(0);
    fake.frame(100);
    fake.visitor('wheel');
    fake.frame(200);
    expect(fake.tops).toHaveLength(2);
    expect(fake.pending()).toBe(0);
    expect(fake.listening()).toBe(0);
  });

  it('the function it gives stops it too; a tween of 0 ms jumps', () => {
    const fake = fakeWindow();
    const stop = scrollToElement(element(1400), { win: fake.win });
    stop();
    fake.frame(0);
    expect(fake.tops).toEqual([]);
    scrollToElement(element(1400), { win: fake.win, durationMs: 0 });
    expect(fake.tops).toEqual([1200]);
  });
});
