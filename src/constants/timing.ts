/** Timing constants of spec §9 (checklist B-24), in one table. */
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The add-to-cart button shows 'Added!' this long after the response… */
export const ADDED_DELAY_MS = 1_000;
/** …for this long, then goes back to idle. */
export const ADDED_DURATION_MS = 2_000;
/** After an error the button is idle again after this long. */
export const ERROR_RESET_MS = 1_000;
export const ANALYTICS_POST_TIMEOUT_MS = 2_500;
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
export const PERFORMANCE_FLUSH_MS = 30_000;
export const PERFORMANCE_HIDDEN_WAIT_MS = 60_000;
export const ERROR_REPORT_DEBOUNCE_MS = 1_000;
export const SCROLL_TWEEN_MS = 300;
export const REPEAT_VISITOR_COOKIE_MS = 2 * 365 * DAY_MS;
export const VISIT_TIMING_COOKIE_MS = 30 * MINUTE_MS;
export const ANALYTICS_COOKIE_MS = 390 * DAY_MS;
