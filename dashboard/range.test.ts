import { describe, expect, it } from 'vitest';
import { dayStart, defaultRange, queryWithRange, rangeOfQuery, rangeProblem } from './range';

describe('the date range', () => {
  it('reads only real YYYY-MM-DD days', () => {
    expect(dayStart('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(dayStart('2025-02-29')).toBeNull();
    expect(dayStart('2025-13-01')).toBeNull();
    expect(dayStart('2025-3-1')).toBeNull();
    expect(dayStart('')).toBeNull();
  });

  it('defaults to the 30 UTC days up to today', () => {
    // 23:30 on 10 March in UTC is already the 11th east of it; the range follows UTC.
    expect(defaultRange(Date.UTC(2025, 2, 10, 23, 30))).toEqual({
      from: '2025-02-09',
      to: '2025-03-10',
    });
  });

  it('says what is wrong with a range the summary cannot be asked for', () => {
    expect(rangeProblem({ from: '2025-03-01', to: '2025-03-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2025-03-01' })).toBe('from-day');
    expect(rangeProblem({ from: '2025-03-01', to: '2025-02-30' })).toBe('to-day');
    expect(rangeProblem({ from: '2025-03-02', to: '2025-03-01' })).toBe('order');
    // 366 days are allowed (a leap year), 367 are not.
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('too-long');
  });

  it('takes the range from the page query, the default when there is none or it is wrong', () => {
    expect(rangeOfQuery('?from=2025-03-01&to=2025-03-09')).toEqual({
      range: { from: '2025-03-01', to: '2025-03-09' },
      problem: null,
    });
    expect(rangeOfQuery('?utm_source=mail')).toEqual({ range: null, problem: null });
    expect(rangeOfQuery('?from=2025-03-09&to=2025-03-01')).toEqual({
      range: null,
      problem: 'order',
    });
    expect(rangeOfQuery('?from=2025-03-09')).toEqual({ range: null, problem: 'to-day' });
  });

  it('puts a range in the query and keeps the query’s other parameters', () => {
    expect(
      queryWithRange('?utm_source=mail&from=2020-01-01', { from: '2025-03-01', to: '2025-03-09' }),
    ).toBe('?utm_source=mail&from=2025-03-01&to=2025-03-09');
  });
});
