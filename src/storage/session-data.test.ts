// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionData } from './session-data';

describe('session data with an optional expiry [D-06]', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a value in localStorage until it expires, then forgets and removes it', () => {
    const data = createSessionData();
    data.set('k', { a: 1 }, 1000);
    data.set('forever', 'x');
    expect(data.get('k')).toEqual({ a: 1 });
    expect(localStorage.getItem('k')).not.toBeNull();
    vi.advanceTimersByTime(999);
    expect(data.get('k')).toEqual({ a: 1 });
    vi.advanceTimersByTime(1);
    expect(data.get('k')).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
    vi.advanceTimersByTime(365 * 24 * 3600 * 1000);
    expect(data.get('forever')).toBe('x');
  });

  it('is read by a later page from the same storage', () => {
    createSessionData().set('k', 'kept');
    expect(createSessionData().get('k')).toBe('kept');
  });

  it('answers undefined for a missing or unreadable entry, and removes on request', () => {
    const data = createSessionData();
    localStorage.setItem('broken', '{not json');
    expect(data.get('missing')).toBeUndefined();
    expect(data.get('broken')).toBeUndefined();
    data.set('k', 1);
    data.remove('k');
    expect(data.get('k')).toBeUndefined();
  });

  it('falls back to memory, without throwing, when storage refuses or is missing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    for (const area of [() => refusing, () => undefined]) {
      const data = createSessionData(area);
      data.set('k', 'v', 1000);
      expect(data.get('k')).toBe('v');
      vi.advanceTimersByTime(1000);
      expect(data.get('k')).toBeUndefined();
      expect(() => data.remove('k')).not.toThrow();
    }
    const throwing = createSessionData(() => {
      throw new Error('storage blocked');
    });
    throwing.set('k', 'v');
    expect(throwing.get('k')).toBe('v');
  });
});
