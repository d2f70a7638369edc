// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionData, removeSessionData, setSessionData } from './session-data';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('session data', () => {
  it('keeps values across reads and removes them on request', () => {
    setSessionData('experiments', { hero: 'b' });
    expect(getSessionData('experiments')).toEqual({ hero: 'b' });
    removeSessionData('experiments');
    expect(getSessionData('experiments')).toBeUndefined();
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

  it('falls back to memory without throwing when storage refuses writes', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    expect(() => setSessionData('cart-hint', 3)).not.toThrow();
    expect(getSessionData('cart-hint')).toBe(3);
  });

  it('treats unreadable stored text as missing', () => {
    localStorage.setItem('sq:broken', '{not json');
    expect(getSessionData('broken')).toBeUndefined();
  });
});
