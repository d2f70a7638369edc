import type { RecordingOutcome } from './session-recording';

/**
 * What the analytics tell page scripts: each announcement is an `sq:<name>` event on the document
 * that does not bubble, dispatched by the page's event bus (`announce` in src/store/event-bus.ts).
 * The analytics are listed before the bus, so they name only the part of it they use (Announcer)
 * and are handed the bus by the runtime.
 */
export interface AnalyticsAnnouncements {
  /** The page's experiments: the variant by experiment name [D-12]. */
  experiments: { experiments: Record<string, string> };
  /** What came of session recording [W-04, W-05]. */
  'session-recording': { outcome: RecordingOutcome };
  /** A batch of performance records or error reports went to the browser (send-batch.ts). */
  'analytics:sent': SentDetail;
}

export interface SentDetail {
  /** The API path, such as `api/events/RecordJavascriptErrors`. */
  endpoint: string;
  batch: readonly unknown[];
  /** Handed to the browser's beacon, or answered with a 2xx. */
  delivered: boolean;
}

/** The part of the event bus the analytics use. */
export interface Announcer {
  announce<N extends keyof AnalyticsAnnouncements>(
    name: N,
    detail: AnalyticsAnnouncements[N],
  ): void;
}
