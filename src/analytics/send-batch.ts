import type { Announcer, SentDetail } from './announcements';
import { sendBeacon, TEXT } from './beacon';

/**
 * Sends a batch of performance records or error reports as JSON text through the one analytics
 * transport (a beacon, else a text/plain request ), then tells the page what went:
 * `sq:analytics:sent` on the document, by the event bus, detail `{endpoint, batch, delivered}`
 * (delivered: handed to the browser's beacon or answered 2xx). The QA page shows it. Never throws
 * or rejects.
 */
export async function sendBatch(
  bus: Announcer,
  endpoint: string,
  batch: readonly unknown[],
  apiBaseUrl: string | null,
): Promise<void> {
  try {
    const delivered = await sendBeacon(endpoint, JSON.stringify(batch), TEXT, apiBaseUrl);
    const detail: SentDetail = { endpoint, batch, delivered };
    bus.announce('analytics:sent', detail);
  } catch {
    // Analytics failures are ignored.
  }
}
