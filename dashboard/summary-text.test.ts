import { describe, expect, it } from 'vitest';
import { EMPTY_SUMMARY, SUMMARY } from './summary-fixture';
import { isEmptySummary, trafficLabel } from './summary-text';

describe('what the dashboard says of a summary', () => {
  it('is empty only when nothing at all was recorded', () => {
    expect(isEmptySummary(EMPTY_SUMMARY)).toBe(true);
    expect(isEmptySummary(SUMMARY)).toBe(false);
    // An error alone (a visit the gate did not count, say) is something to show.
    expect(isEmptySummary({ ...EMPTY_SUMMARY, errors: SUMMARY.errors })).toBe(false);
    expect(isEmptySummary({ ...EMPTY_SUMMARY, funnel: SUMMARY.funnel })).toBe(false);
  });

  it('sums up the traffic chart in words: totals and the busiest day', () => {
    expect(trafficLabel(SUMMARY)).toBe(
      'Line chart of page views and visitors per day from 2025-03-01 to 2025-03-03: 42 page views and 10 visitors in all; the busiest day was 2025-03-02 with 25 page views.',
    );
    expect(trafficLabel(EMPTY_SUMMARY)).toBe(
      'Line chart of page views and visitors per day from 2000-01-01 to 2000-01-02: 0 page views and 0 visitors in all.',
    );
  });
});
