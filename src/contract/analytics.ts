import * as v from 'valibot';
import { URL_MAX_LENGTH } from '../constants/limits';
import { id, jsonObject, queryText, text } from './common';

/**
 * The analytics calls and the owner's summary of them. Form-encoded calls (RecordHit, RecordEvent)
 * carry a JSON text field whose own shape is checked after parsing; batched calls (performance
 * records, JavaScript errors) are JSON arrays, sent as application/json or, by a beacon, as
 * text/plain. Oversized batches are refused with a 413 before their items are checked.
 */

/** The most records one performance batch may carry (more: 413). */
export const MAX_PERFORMANCE_RECORDS = 100;
/** The most error reports one batch may carry (more: 413). */
export const MAX_ERROR_REPORTS = 20;
/** The largest analytics body, in bytes (more: 413). */
export const MAX_ANALYTICS_BODY_BYTES = 64 * 1024;
/** A stack is cut to this many characters before it is sent [V-09]. */
export const MAX_STACK_LENGTH = 5000;
/** The longest range the summary answers, in days. */
export const MAX_SUMMARY_DAYS = 366;

/** The web-vitals metrics the performance records carry. */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** A metric's rating by web.dev's thresholds. */
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * web.dev's thresholds per metric (ms; CLS unitless): a value up to `good` is good, up to `poor`
 * needs improvement, above it is poor.
 */
export const VITAL_THRESHOLDS: Record<WebVitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The commerce funnel's steps, in order. */
export const FUNNEL_STEPS = [
  'product-views',
  'adds-to-cart',
  'cart-views',
  'checkouts',
  'orders',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A URL or path as a page sends it. */
const url = text(URL_MAX_LENGTH);
/** Epoch milliseconds. */
const epochMs = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A screen or viewport dimension in CSS pixels. */
const pixels = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));

// --- Page views (RecordHit, form-encoded) [T-05] [A-16] ---

/**
 * The repeat-visitor cookie's value [T-09]: `{uuid}|{firstVisitMs}|{previousVisitMs}|{currentVisitMs}|{visitCount}`,
 * the visit count starting at 1.
 */
export const REPEAT_VISITOR_PATTERN =
  /^[A-Za-z0-9-]{1,64}\|\d{1,15}\|\d{1,15}\|\d{1,15}\|[1-9]\d{0,8}$/;

/** RecordHit's form fields: `data` is the JSON text of a PageViewData; `ss_cvr` is empty without consent. */
export const recordHitBody = v.strictObject({
  event: v.picklist(['view']),
  data: text(16_384),
  ss_cvr: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(REPEAT_VISITOR_PATTERN))])),
  crumb: v.optional(queryText),
});
export type RecordHitForm = v.InferInput<typeof recordHitBody>;

/**
 * The page view's payload [T-05]: `url` is the page's full URL; `recordType` is set on item pages,
 * `collectionId` on collection pages. Keys not named here are accepted and ignored.
 */
export const pageViewData = v.object({
  websiteId: v.optional(text(128)),
  templateId: v.optional(text(128)),
  website_locale: v.optional(text(64)),
  userAgent: v.optional(text(1024)),
  /** The visitor's clock, epoch ms or ISO text. */
  clientDate: v.optional(v.union([epochMs, text(128)])),
  viewportWidth: v.optional(pixels),
  viewportHeight: v.optional(pixels),
  screenWidth: v.optional(pixels),
  screenHeight: v.optional(pixels),
  url: v.pipe(url, v.minLength(1)),
  title: v.optional(text(2048)),
  itemId: v.optional(v.nullable(text(128))),
  recordType: v.optional(v.nullable(v.union([text(64), v.number()]))),
  collectionId: v.optional(v.nullable(text(128))),
});
export type PageViewData = v.InferInput<typeof pageViewData>;

// --- Census [T-06] [A-17..A-20] ---

/** A button's click or render: the visitor cookie and the page's fields. */
export const censusButtonBody = v.object({
  visitorCookie: text(256),
  buttonId: v.optional(text(128)),
  pageId: v.optional(text(128)),
  path: v.optional(url),
  url: v.optional(url),
});
export type CensusButtonHit = v.InferInput<typeof censusButtonBody>;

/** An overlay shown. */
export const censusOverlayBody = v.strictObject({
  overlayId: text(128),
  pageId: text(128),
  visitorCookie: text(256),
});
export type CensusOverlayHit = v.InferInput<typeof censusOverlayBody>;

// The quick view's hit (RecordQuickView/{itemId}, empty body) is in ./events.

// --- Events (RecordEvent, form-encoded) [U-01] [A-12] ---

/** RecordEvent's form fields: `data` is the JSON text of a RecordEventData. */
export const recordEventBody = v.strictObject({
  crumb: v.optional(queryText),
  event: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  data: text(16_384),
});
export type RecordEventForm = v.InferInput<typeof recordEventBody>;

export const recordEventData = v.strictObject({
  eventName: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  payload: v.optional(v.nullable(jsonObject)),
});
export type RecordEventData = v.InferInput<typeof recordEventData>;

// --- Performance records [V-01..V-05] [A-14] [A-15] ---

export const performanceSettings = v.object({ pageLoadId: v.string() });
export type PerformanceSettings = v.InferOutput<typeof performanceSettings>;

/** One metric's measurement; keys not named here are accepted and ignored. */
export const vitalData = v.object({
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000)),
  rating: v.picklist(VITAL_RATINGS),
  id: text(128),
  path: v.pipe(url, v.minLength(1)),
});

/** A record: `event` is the metric, `app` is "storefront-bundle", `ts` epoch ms [V-02]. */
export const performanceRecord = v.strictObject({
  app: text(64),
  data: vitalData,
  event: v.picklist(WEB_VITAL_METRICS),
  pageLoadId: id,
  ts: epochMs,
});
export type PerformanceRecord = v.InferInput<typeof performanceRecord>;

export const performanceRecordsBody = v.pipe(
  v.array(performanceRecord),
  v.maxLength(MAX_PERFORMANCE_RECORDS),
);

// --- JavaScript errors [V-06..V-11] [A-11] ---

const position = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))));

/**
 * What one error report says; `source` is the script URL, absent for a rejection. Keys not named
 * here are accepted and ignored.
 */
export const errorData = v.object({
  message: text(MAX_STACK_LENGTH),
  source: v.optional(v.nullable(url)),
  line: position,
  column: position,
  stack: v.optional(v.nullable(text(MAX_STACK_LENGTH))),
  path: url,
});

export const errorReport = v.strictObject({
  event: v.picklist(['error', 'unhandledrejection']),
  data: errorData,
  timestamp: epochMs,
});
export type ErrorReport = v.InferInput<typeof errorReport>;

export const errorReportsBody = v.pipe(v.array(errorReport), v.maxLength(MAX_ERROR_REPORTS));

// --- The test hook (SQ_FAULTS=1) ---

export const analyticsRequests = v.object({
  requests: v.array(
    v.object({ method: v.string(), path: v.string(), contentType: v.string(), body: v.string() }),
  ),
});
export type AnalyticsRequests = v.InferOutput<typeof analyticsRequests>;

// --- The owner's summary ---

/** A calendar day, YYYY-MM-DD (UTC). */
export const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The summary's range: both ends included; default the 30 days up to today (UTC). */
export const summaryQuery = v.object({ from: v.optional(isoDay), to: v.optional(isoDay) });
export type SummaryQuery = v.InferInput<typeof summaryQuery>;

export const analyticsSummary = v.object({
  range: v.object({ from: v.string(), to: v.string() }),
  totals: v.object({
    pageViews: v.number(),
    visits: v.number(),
    visitors: v.number(),
    newVisitors: v.number(),
    returningVisitors: v.number(),
  }),
  /** Every day of the range, oldest first, zeros included. */
  daily: v.array(
    v.object({ date: v.string(), pageViews: v.number(), visits: v.number(), visitors: v.number() }),
  ),
  /** The ten most viewed paths. */
  topPages: v.array(v.object({ path: v.string(), pageViews: v.number(), visitors: v.number() })),
  /** The steps in FUNNEL_STEPS order; rate = count / previous count, null first or after 0. */
  funnel: v.array(
    v.object({ step: v.picklist(FUNNEL_STEPS), count: v.number(), rate: v.nullable(v.number()) }),
  ),
  webVitals: v.array(
    v.object({
      path: v.string(),
      metric: v.picklist(WEB_VITAL_METRICS),
      p75: v.number(),
      samples: v.number(),
      rating: v.picklist(VITAL_RATINGS),
    }),
  ),
  /**
   * Grouped by message and source: the 25 seen most often, then the most recently seen others, 50
   * at most, listed the most recently seen first; times are epoch ms.
   */
  errors: v.array(
    v.object({
      message: v.string(),
      source: v.string(),
      count: v.number(),
      firstSeen: v.number(),
      lastSeen: v.number(),
      sampleStack: v.string(),
    }),
  ),
  /** Analytics records of the range not stored because a client or the day was over its quota. */
  dropped: v.number(),
});
export type AnalyticsSummary = v.InferOutput<typeof analyticsSummary>;
