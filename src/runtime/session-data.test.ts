// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissPopup,
  getSessionData,
  isPopupDismissed,
  popupDismissedKey,
  removeSessionData,
  setSessionData,
} from './session-data';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const key of ['experiments', 'popup', 'cart-hint', 'x', 'broken', 'popup:p1:dismissed']) {
    removeSessionData(key);
  }
  localStorage.clear();
});

/** A localStorage that reads fine but refuses every write, like a full quota. */
function fullStorage(seed: Record<string, string> = {}) {
  const items = new Map(Object.entries(seed));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('session data (D-06)', () => {
  it('keeps values in localStorage across reads and removes them on request', () => {
    setSessionData('experiments', { hero: 'b' });
    expect(getSessionData('experiments')).toEqual({ hero: 'b' });
    expect(localStorage.getItem('sq:experiments')).not.toBeNull();
    removeSessionData('experiments');
    expect(getSessionData('experiments')).toBeUndefined();
    expect(localStorage.getItem('sq:experiments')).toBeNull();
  });

  it('forgets a value once its time is up, and deletes it from storage', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setSessionData('popup', true, 1000);
    vi.advanceTimersByTime(999);
    expect(getSessionData('popup')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getSessionData('popup')).toBeUndefined();
    expect(localStorage.getItem('sq:popup')).toBeNull();
  });

  it('keeps a value without a finite ttl for good', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setSessionData('x', 1, Number.NaN);
    vi.advanceTimersByTime(10 * 365 * 86_400_000);
    expect(getSessionData('x')).toBe(1);
  });

  it('falls back to memory without throwing when storage refuses writes', () => {
    vi.stubGlobal('localStorage', fullStorage());
    expect(() => setSessionData('cart-hint', 3)).not.toThrow();
    expect(getSessionData('cart-hint')).toBe(3);
    removeSessionData('cart-hint');
    expect(getSessionData('cart-hint')).toBeUndefined();
  });

  it('expires memory entries the same way', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('localStorage', fullStorage());
    setSessionData('popup', 'shown', 500);
    vi.advanceTimersByTime(500);
    expect(getSessionData('popup')).toBeUndefined();
  });

  it('does not let an older stored copy win over a value that only fit in memory', () => {
    const old = JSON.stringify({ value: 'old', expires: null });
    vi.stubGlobal('localStorage', fullStorage({ 'sq:x': old }));
    setSessionData('x', 'new');
    expect(getSessionData('x')).toBe('new');
  });

  it('works when reading localStorage itself throws (sandboxed frames)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => setSessionData('x', 1)).not.toThrow();
      expect(getSessionData('x')).toBe(1);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('treats unreadable stored text as missing', () => {
    localStorage.setItem('sq:broken', '{not json');
    expect(getSessionData('broken')).toBeUndefined();
    localStorage.setItem('sq:broken', 'null');
    expect(getSessionData('broken')).toBeUndefined();
  });

  it('ignores values JSON cannot hold instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => setSessionData('x', cyclic)).not.toThrow();
    expect(getSessionData('x')).toBeUndefined();
  });
});

describe('popup keys (D-07)', () => {
  it('stores a dismissal under sq:popup:{id}:dismissed', () => {
    expect(popupDismissedKey('p1')).toBe('popup:p1:dismissed');
    expect(isPopupDismissed('p1')).toBe(false);
    dismissPopup('p1');
    expect(isPopupDismissed('p1')).toBe(true);
    expect(localStorage.getItem('sq:popup:p1:dismissed')).not.toBeNull();
  });

  it('lets a dismissal expire', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    dismissPopup('p1', 60_000);
    vi.advanceTimersByTime(60_000);
    expect(isPopupDismissed('p1')).toBe(false);
  });
});
