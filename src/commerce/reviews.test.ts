import { describe, expect, it } from 'vitest';
import { reviewsShown } from './reviews';

describe('reviews gate (F-25)', () => {
  it.each([
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    [false, false, false, false],
    [true, true, true, false],
  ])(
    'native %s, imported %s, kill switch %s → %s',
    (nativeEnabled, importedEnabled, kill, shown) => {
      expect(reviewsShown({ nativeEnabled, importedEnabled }, kill)).toBe(shown);
    },
  );
});
