import { URL_MAX_LENGTH } from '../constants/limits';
import { ERROR_REPORT_DEBOUNCE_MS } from '../constants/timing';
import type { ErrorReport } from '../contract/analytics';
import { oncePerPage } from '../page/page';
import type { Announcer } from './announcements';
import { type CapturedError, type EarlyErrors, QUEUE_LIMIT } from './error-capture';
import { normaliseErrorMessage } from './error-message';
import { sendBatch } from './send-batch';

/**
 * The JavaScript error reporter, started lazily once analytics is allowed: it takes the errors the
 * core's capture queued and every later one, and sends them in batches of
 * `[{event, data: {message, source, line, column, stack, path}, timestamp}]` [V-06]:
 * - the message engine-neutral (error-message.ts): without Chromium's `Uncaught ` prefix;
 * - at most PAGE_LIMIT reports a page load; later errors are dropped [V-07];
 * - at most QUEUE_LIMIT waiting; the newest beyond it are dropped until the next send [V-08];
 * - stacks and messages cut to TEXT_LIMIT characters [V-09];
 * - a batch is sent SEND_DELAY_MS after the first error it holds, so a burst within that second is
 *   one request, and a steady stream still goes out once a second [V-10];
 * - a failed send is ignored and never becomes a report itself: no loop [V-11].
 */

/** How many reports one page load sends at most [V-07]. */
export const PAGE_LIMIT = 20;
/** How long the first error of a batch waits for others before the batch is sent [V-10]. */
export const SEND_DELAY_MS = ERROR_REPORT_DEBOUNCE_MS;
/** The longest stack (and message) sent, in characters [V-09]. */
export const TEXT_LIMIT = 5_000;
/** The longest URL sent, the longest the server takes. */
export const ERRORS_ENDPOINT = 'api/events/RecordJavascriptErrors';

export interface ReporterOptions {
  /** Sends one batch; whatever it throws or rejects with is ignored [V-11]. */
  send(batch: ErrorReport[]): unknown;
  /** The path of the page the errors happen on. */
  path(): string;
}

/** A script URL, line and column from the first frame of a stack that names one. */
const FRAME = /(https?:\/\/[^\s()]+?):(\d+):(\d+)/;

/** The text of anything thrown; a value whose conversion throws is 'unknown'. */
function describe(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return `${thrown.name}: ${thrown.message}`;
    return String(thrown);
  } catch {
    return 'unknown';
  }
}

/** One captured error as the reporter sends it. */
export function toReport({ event, from, timestamp }: CapturedError, path: string): ErrorReport {
  const thrown = 'reason' in from ? from.reason : from.error;
  const rawStack = thrown instanceof Error && typeof thrown.stack === 'string' ? thrown.stack : '';
  const frame = rawStack.match(FRAME);
  let message: string;
  let source: string | null = frame?.[1] ?? null;
  let line = frame ? Number(frame[2]) : null;
  let column = frame ? Number(frame[3]) : null;
  if ('filename' in from) {
    // An uncaught error: the browser's message and place.
    message = from.message || describe(thrown);
    source = from.filename || source;
    line = from.lineno || line;
    column = from.colno || column;
  } else if ('message' in from) {
    // What report() logged, then what caused it.
    message = thrown === undefined ? from.message : `${from.message}: ${describe(thrown)}`;
  } else {
    message = describe(thrown);
  }
  return {
    event,
    data: {
      message: normaliseErrorMessage(message).slice(0, TEXT_LIMIT),
      source: source?.slice(0, URL_MAX_LENGTH) ?? null,
      line,
      column,
      stack: rawStack.slice(0, TEXT_LIMIT),
      path: path.slice(0, URL_MAX_LENGTH),
    },
    timestamp,
  };
}

/** The reporter's intake: each captured error goes through the limits into the next batch. */
export function createErrorReporter({
  send,
  path,
}: ReporterOptions): (captured: CapturedError) => void {
  const queue: ErrorReport[] = [];
  let accepted = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = queue.splice(0);
    try {
      Promise.resolve(send(batch)).catch(() => {});
    } catch {
      // A failed send is not an error of the page.
    }
  };
  return (captured) => {
    if (accepted >= PAGE_LIMIT || queue.length >= QUEUE_LIMIT) return;
    try {
      queue.push(toReport(captured, path()));
    } catch {
      // An error that cannot be described is dropped: the reporter itself never throws.
      return;
    }
    accepted++;
    if (!scheduled) setTimeout(flush, SEND_DELAY_MS);
    scheduled = true;
  };
}

/** What the reporter needs of the page's runtime. */
export interface ReporterRuntime {
  context: { apiBaseUrl: string | null };
  bus: Announcer;
}

/** Starts the page's one reporter on the errors `early` captured and every later one. */
export function startErrorReporter(runtime: ReporterRuntime, early: EarlyErrors): void {
  oncePerPage('error-reporter', () =>
    early.take(
      createErrorReporter({
        send: (batch) => sendBatch(runtime.bus, ERRORS_ENDPOINT, batch, runtime.context.apiBaseUrl),
        path: () => location.pathname,
      }),
    ),
  );
}
