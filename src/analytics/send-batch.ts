import { sendBeacon, TEXT } from './beacon';

/**
 * Sends a batch of performance records or error reports as JSON text through the one analytics
 * transport (a beacon, else a text/plain request ), then tells the page what went:
 * `sq:analytics:sent` on the document, detail `{endpoint, batch, delivered}` (delivered: handed to
 * the browser's beacon or answered 2xx). The QA page shows it. Never throws or rejects.
 */

export const SENT_EVENT = 'sq:analytics:sent';

export interface SentDetail {
  /** The API path, such as `api/events/RecordJavascriptErrors`. */
  endpoint: string;
  batch: readonly unknown[];
  delivered: boolean;
}

export async function sendBatch(
  doc: Document,
  endpoint: string,
  batch: readonly unknown[],
  apiBaseUrl: string | null,
): Promise<void> {
  try {
    const delivered = await sendBeacon(endpoint, JSON.stringify(batch), TEXT, apiBaseUrl);
    const detail: SentDetail = { endpoint, batch, delivered };
    doc.dispatchEvent(new CustomEvent(SENT_EVENT, { detail }));
  } catch {
    // Analytics failures are ignored.
  }
}
