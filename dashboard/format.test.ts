import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent, formatVital } from './format';
import { thresholdText } from './vital-thresholds';

describe('the dashboard’s figures', () => {
  it('writes counts with grouping and rates as percentages', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(0.425)).toBe('42.5%');
    expect(formatPercent(1.5)).toBe('150%');
  });

  it('writes each Core Web Vital in its unit', () => {
    expect(formatVital('CLS', 0.1)).toBe('0.10');
    expect(formatVital('INP', 180.4)).toBe('180 ms');
    expect(formatVital('LCP', 2500)).toBe('2.5 s');
    expect(formatVital('TTFB', 1234)).toBe('1.23 s');
  });

  it('states each metric’s good and poor thresholds as web.dev gives them', () => {
    expect(thresholdText('LCP')).toBe('good ≤ 2.5 s, poor > 4 s');
    expect(thresholdText('INP')).toBe('good ≤ 200 ms, poor > 500 ms');
    expect(thresholdText('CLS')).toBe('good ≤ 0.10, poor > 0.25');
    expect(thresholdText('FCP')).toBe('good ≤ 1.8 s, poor > 3 s');
    expect(thresholdText('TTFB')).toBe('good ≤ 800 ms, poor > 1.8 s');
  });
});
