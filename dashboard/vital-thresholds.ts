import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from 'web-vitals';
import type { WebVitalMetric } from '../src/contract/analytics';
import { formatVital } from './format';
import { TEXT } from './strings';

/**
 * Each Core Web Vital's thresholds, as Google's web-vitals library (and web.dev) states them: a
 * 75th-percentile value at or under the first is good, over the second poor, between them needs
 * improvement. The dashboard shows them beside each value; the rating itself is the server's.
 */
export const VITAL_THRESHOLDS: Record<WebVitalMetric, readonly [number, number]> = {
  LCP: LCPThresholds as [number, number],
  INP: INPThresholds as [number, number],
  CLS: CLSThresholds as [number, number],
  FCP: FCPThresholds as [number, number],
  TTFB: TTFBThresholds as [number, number],
};

/** The thresholds of `metric` in words: "good ≤ 2.5 s, poor > 4 s". */
export function thresholdText(metric: WebVitalMetric): string {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return TEXT.thresholdText(formatVital(metric, good), formatVital(metric, poor));
}
