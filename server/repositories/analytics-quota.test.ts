import { describe, expect, it } from 'vitest';
import { createAnalyticsQuota, errorGroupKey } from './analytics-quota';

const NOON = Date.parse('2025-03-01T12:00:00Z');
const NEXT_DAY = Date.parse('2025-03-02T00:00:01Z');
const limits = { clientRowsPerDay: 5, clientErrorGroupsPerDay: 2, rowsPerDay: 8 };

describe('analytics quota', () => {
  it('gives each client its records a day, and all of them the day’s total', () => {
    const quota = createAnalyticsQuota(limits);
    expect(quota.take('a', 3, NOON)).toBe(3);
    expect(quota.take('a', 3, NOON)).toBe(2);
    expect(quota.take('a', 1, NOON)).toBe(0);
    expect(quota.take('b', 5, NOON)).toBe(3);
    expect(quota.take('c', 1, NOON)).toBe(0);
    // The server's own records count against the day's total only.
    expect(quota.take(null, 1, NOON)).toBe(0);
  });

  it('starts every count again on the next UTC day', () => {
    const quota = createAnalyticsQuota(limits);
    expect(quota.take('a', 9, NOON)).toBe(5);
    expect(quota.take('a', 9, NEXT_DAY)).toBe(5);
  });

  it('lets a client start a few new error groups a day; groups stored already start none', () => {
    const quota = createAnalyticsQuota({ ...limits, clientRowsPerDay: 100, rowsPerDay: 100 });
    const [x, y, z] = ['x', 'y', 'z'].map((m) => errorGroupKey(m, '/a.js')) as string[];
    // x twice in one batch is one new group.
    expect(quota.takeErrors('a', [x, x, y, z] as string[], NOON)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Another client reporting a group stored today starts none of its own.
    expect(quota.takeErrors('b', [x, y, z] as string[], NOON)).toEqual([true, true, true]);
    expect(quota.takeErrors('a', [z, x] as string[], NOON)).toEqual([true, true]);
  });

  it('charges each admitted error report as a record', () => {
    const quota = createAnalyticsQuota(limits);
    const x = errorGroupKey('x', '');
    expect(quota.takeErrors('a', [x, x, x, x, x, x], NOON)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(quota.take('a', 1, NOON)).toBe(0);
  });
});
