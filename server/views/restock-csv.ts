import { variantText } from '../../src/commerce/cart-entry-text';
import type { ExportedSignup } from '../repositories/restock';
import { csvCell } from './submissions-csv';

/**
 * The back-in-stock signups as CSV for a spreadsheet, in the submissions' CSV form (every cell
 * quoted, never read as a formula, lines ending in CRLF): a header line, then a line a signup with
 * its product, its variant's options ('Size: L, Color: Natural') and id, the email, whether it
 * asked for the mailing list, when it signed up and when it was notified (ISO 8601, UTC; empty
 * while it waits).
 */

export const RESTOCK_CSV_HEADER = [
  'Product',
  'Variant',
  'Variant ID',
  'Email',
  'Mailing list',
  'Signed up',
  'Notified',
] as const;

const line = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The header line. */
export const restockCsvHeader = (): string => line(RESTOCK_CSV_HEADER);

/** The lines of `signups`, one each. */
export function restockCsvLines(signups: readonly ExportedSignup[]): string {
  return signups
    .map((s) =>
      line([
        s.productTitle,
        variantText({ sku: s.variantId, attributes: s.variantAttributes }),
        s.variantId,
        s.email,
        s.isJoinMailingList ? 'Yes' : 'No',
        new Date(s.created).toISOString(),
        s.notified === null ? '' : new Date(s.notified).toISOString(),
      ]),
    )
    .join('');
}
