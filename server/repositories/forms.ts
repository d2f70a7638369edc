import { answerErrors } from '../../src/forms/answers';
import { decodeForm, type FormDefinition } from '../../src/forms/form-model';
import { FORM_MESSAGES } from '../../src/i18n/messages';
import type { Database } from '../db/database';
import { HttpError, notFound } from '../errors/http-error';

/** A stored form's definition; an unknown form is "not configured yet" (spec §8). */
export async function loadForm(db: Database, id: string): Promise<FormDefinition> {
  const { rows } = await db.client.execute({
    sql: 'SELECT definition FROM forms WHERE id = ?',
    args: [id],
  });
  const row = rows[0];
  if (!row) throw notFound(FORM_MESSAGES.notConfigured);
  return decodeForm(JSON.parse(String(row.definition)));
}

/**
 * Refuses (400, per-field errors) answers the form would not take: unknown fields, values of the
 * wrong kind or outside the options, and what the page's own validation refuses.
 */
export function assertValidAnswers(form: FormDefinition, values: Record<string, unknown>): void {
  const errors = answerErrors(form, values, { maxLengthEnabled: true });
  if (Object.keys(errors).length)
    throw new HttpError(400, { message: FORM_MESSAGES.invalidFields, errors });
}
