// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupDismissals } from './popup-dismissals';
import { createSessionData } from './session-data';

const DAY = 86_400_000;

describe('pop-up dismissals in local storage [D-07]', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('are kept under sq:popup:{id}:dismissed, read by a later page, until their days pass', () => {
    popupDismissals().dismiss('winter-sale', 7 * DAY);
    expect(Object.keys(localStorage)).toEqual(['sq:popup:winter-sale:dismissed']);
    expect(document.cookie).toBe('');
    const later = popupDismissals();
    expect(later.dismissed('winter-sale')).toBe(true);
    expect(later.dismissed('spring-sale')).toBe(false);
    vi.advanceTimersByTime(7 * DAY - 1);
    expect(popupDismissals().dismissed('winter-sale')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(popupDismissals().dismissed('winter-sale')).toBe(false);
    expect(localStorage.getItem('sq:popup:winter-sale:dismissed')).toBeNull();
  });

  it('last the page where storage is refused, without throwing', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const dismissals = popupDismissals(createSessionData(() => refusing));
    expect(() => dismissals.dismiss('sale', DAY)).not.toThrow();
    expect(dismissals.dismissed('sale')).toBe(true);
  });
});
