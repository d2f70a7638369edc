/**
 * Every delay, timeout and lifetime of the platform, in one table; each name carries its unit
 * [B-24].
 */

/** The add-to-cart button shows 'Added!' this long after the response… */
export const ADDED_DELAY_MS = 1_000;
/** …for this long, then goes back to idle. */
export const ADDED_DURATION_MS = 2_000;
/** After an error the button is idle again after this long. */
export const ERROR_RESET_MS = 1_000;

/** An analytics post gives up waiting for its answer after this long [T-07]. */
export const ANALYTICS_TIMEOUT_MS = 2_500;
/** The performance settings call gives up after this long. */
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
/** Performance records wait this long after the page's load before the first send [V-03]. */
export const PERFORMANCE_FLUSH_MS = 30_000;
/** Performance records are collected until the page is hidden, or this long after its load [V-04]. */
export const PERFORMANCE_HIDDEN_WAIT_MS = 60_000;
/** A batch of error reports is sent this long after its first error [V-10]. */
export const ERROR_REPORT_DEBOUNCE_MS = 1_000;
/** Scrolling to an element takes this long unless the caller says otherwise [D-10]. */
export const SCROLL_TWEEN_MS = 300;

const DAY_SECONDS = 24 * 60 * 60;
/** The repeat-visitor cookie lives 2 years after each write [T-09]. */
export const REPEAT_VISITOR_COOKIE_SECONDS = 2 * 365 * DAY_SECONDS;
/** A visit ends, and the visit-timing cookie expires, 30 minutes after the last activity [T-09]. */
export const VISIT_TIMING_MS = 30 * 60 * 1_000;
/** The analytics-id cookie lives 390 days after each write [T-10]. */
export const ANALYTICS_ID_COOKIE_SECONDS = 390 * DAY_SECONDS;
