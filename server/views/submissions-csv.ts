import type { FormDefinition } from '../../src/forms/form-model';
import type { FormSubmission } from '../repositories/forms';

/**
 * A form's submissions as CSV for a spreadsheet: a header of "Submitted" and each field's title
 * (sections have no answer), then a line a submission, oldest first: when it was sent (ISO 8601)
 * and its answer to each field. Lines end in CRLF, every cell is quoted, and no cell is ever read
 * as a formula.
 */

/**
 * Text a spreadsheet may read as a formula, or that may hide one on a line of its own: a start of
 * =, +, -, @, tab, carriage return or line feed (OWASP's CSV-injection list).
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** One stored part as text; a part of no simple kind (only in old submissions) as its JSON. */
const plainText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A spreadsheet cell: quoted, and never read as a formula (such text gets a leading apostrophe). */
export function csvCell(value: unknown): string {
  const text = Array.isArray(value)
    ? value.map(plainText).join(' ')
    : value && typeof value === 'object'
      ? Object.entries(value)
          .map(([k, v]) => `${k}: ${plainText(v)}`)
          .join('; ')
      : plainText(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
}

/** The CSV text of `submissions` of `form`. */
export function submissionsCsv(
  form: FormDefinition,
  submissions: readonly FormSubmission[],
): string {
  const fields = form.fields.filter((f) => f.type !== 'section');
  const lines = [
    ['Submitted', ...fields.map((f) => f.title)].map(csvCell).join(','),
    ...submissions.map((s) =>
      [new Date(s.created).toISOString(), ...fields.map((f) => s.values[f.id])]
        .map(csvCell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
