import { afterEach, beforeEach, vi } from 'vitest';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The page's analytics start when the browser is idle, which never comes in an element test: only
// the requests a test's own steps make are seen (src/analytics has the analytics' tests).
window.requestIdleCallback = () => 0;

// happy-dom's beacon fetches for real; a beacon goes through the test's fetch like any call.
beforeEach(() => {
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, data) => {
    void globalThis.fetch(url, { method: 'POST', body: data, keepalive: true }).catch(() => {});
    return true;
  });
});

// Every element and markup test ends the same way: real timers again, no stubbed fetch or globals,
// no spies left behind.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
