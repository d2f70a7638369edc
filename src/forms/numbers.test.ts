import { describe, expect, it } from 'vitest';
import { isReadableNumber, UNREADABLE_NUMBER } from './numbers';

describe('number answers (N-12)', () => {
  it.each(['0', '12', '-3', '12.50', '.5', '1e3', '2E-2', '-0.25e+1'])('reads %j', (text) => {
    expect(isReadableNumber(text)).toBe(true);
  });

  it.each(['', ' ', '12abc', '1e', 'e', '-', '1.', '+1', '1,5', '0x10', 'Infinity', '1e400'])(
    'cannot read %j',
    (text) => {
      expect(isReadableNumber(text)).toBe(false);
    },
  );

  it('the mark of unreadable text is itself no number', () => {
    expect(isReadableNumber(UNREADABLE_NUMBER)).toBe(false);
  });
});
