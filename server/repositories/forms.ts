import { randomUUID } from 'node:crypto';
import { answerErrors, parseAnswers } from '../../src/forms/answers';
import { decodeForm, type FormDefinition } from '../../src/forms/form-model';
import { FORM_MESSAGES } from '../../src/i18n/messages';
import type { Database } from '../db/database';
import { invalidField, invalidInput, notFound } from '../errors/domain-error';
import { firstRow } from './rows';

/**
 * Decoded form definitions by database and id. Forms are seeded at start and never change while
 * the server runs, so each is read and decoded once; unknown ids are not kept (no cache to fill).
 */
const decodedForms = new WeakMap<Database, Map<string, FormDefinition>>();

/** A stored form's definition, or null when no form has that id. */
export async function storedForm(db: Database, id: string): Promise<FormDefinition | null> {
  let forms = decodedForms.get(db);
  if (!forms) {
    forms = new Map();
    decodedForms.set(db, forms);
  }
  const known = forms.get(id);
  if (known) return known;
  const row = await firstRow(db, 'SELECT definition FROM forms WHERE id = ?', [id]);
  if (!row) return null;
  const form = decodeForm(JSON.parse(String(row.definition)));
  forms.set(id, form);
  return form;
}

/** A stored form's definition; an unknown form is "not configured yet" (not found). */
export async function loadForm(db: Database, id: string): Promise<FormDefinition> {
  const form = await storedForm(db, id);
  if (!form) throw notFound(FORM_MESSAGES.notConfigured);
  return form;
}

/**
 * Refuses (invalid input, per-field errors) answers the form would not take: unknown fields, values of the
 * wrong kind or outside the options, and what the page's own validation refuses.
 */
export function assertValidAnswers(form: FormDefinition, values: Record<string, unknown>): void {
  const errors = answerErrors(form, values, { maxLengthEnabled: true });
  if (Object.keys(errors).length) throw invalidInput(FORM_MESSAGES.invalidFields, errors);
}

/**
 * Refuses answers a product cannot take (a cart line's `additionalFields`, JSON text): any answers
 * for a product without an additional-fields form, else answers its form would refuse (per-field
 * errors). No answers yet is allowed: the cart page asks for them before checkout.
 */
export async function assertAnswersFit(
  db: Database,
  formId: string | null,
  additionalFields: string | null,
): Promise<void> {
  if (additionalFields === null) return;
  if (!formId) throw invalidField('additionalFields', 'this product has no form to answer');
  const form = await loadForm(db, formId);
  const answers = parseAnswers(additionalFields);
  if (!answers) throw invalidField('additionalFields', 'is not a JSON map of field answers');
  assertValidAnswers(form, answers);
}

/** A submission key as issued: the form it is for, when, and when it was spent (null before). */
export interface FormKey {
  formId: string;
  created: number;
  used: number | null;
}

/** One stored submission of a form. */
export interface FormSubmission {
  id: string;
  created: number;
  pagePath: string;
  values: Record<string, unknown>;
}

/** What a submission stores beside its answers: the page it was sent from. */
export interface SubmissionPage {
  pageTitle: string;
  pageId: string;
  contentSource: string;
  pagePermissionTypeValue: string;
  pagePath: string;
}

/** Site forms: their definitions, single-use submission keys and the submissions themselves. */
export function createFormRepository(db: Database) {
  return {
    form: (id: string) => loadForm(db, id),

    /** Issues a fresh submission key for a form. */
    async issueKey(formId: string): Promise<string> {
      const key = randomUUID();
      await db.write((tx) =>
        tx.execute({
          sql: 'INSERT INTO form_keys (key, form_id, created) VALUES (?, ?, ?)',
          args: [key, formId, Date.now()],
        }),
      );
      return key;
    },

    /** The submission key of that value, or null when none was issued (or it was swept). */
    async key(key: string): Promise<FormKey | null> {
      const row = await firstRow(db, 'SELECT form_id, created, used FROM form_keys WHERE key = ?', [
        key,
      ]);
      if (!row) return null;
      return {
        formId: String(row.form_id),
        created: Number(row.created),
        used: row.used === null ? null : Number(row.used),
      };
    },

    /**
     * Spends the key and stores the submission together, or neither: false when the key was
     * already spent (by a submission that got there first).
     */
    save(
      key: string,
      formId: string,
      values: Record<string, unknown>,
      page: SubmissionPage,
    ): Promise<boolean> {
      return db.write(async (tx) => {
        const spent = await tx.execute({
          sql: 'UPDATE form_keys SET used = ? WHERE key = ? AND used IS NULL',
          args: [Date.now(), key],
        });
        if (spent.rowsAffected !== 1) return false;
        await tx.execute({
          sql: `INSERT INTO form_submissions (id, form_id, form_values, page_title, page_id, content_source,
                page_permission_type_value, page_path, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          args: [
            randomUUID(),
            formId,
            JSON.stringify(values),
            page.pageTitle,
            page.pageId,
            page.contentSource,
            page.pagePermissionTypeValue,
            page.pagePath,
            Date.now(),
          ],
        });
        return true;
      });
    },

    /** The post-submit HTML of every stored form that has one (the bundle shows it, scripts and all). */
    async postSubmitHtml(): Promise<string[]> {
      const { rows } = await db.client.execute('SELECT definition FROM forms');
      return rows.flatMap((row) => {
        const html = (JSON.parse(String(row.definition)) as { submissionHTML?: unknown })
          .submissionHTML;
        return typeof html === 'string' ? [html] : [];
      });
    },

    /** A form's submissions, oldest first. */
    async submissions(formId: string): Promise<FormSubmission[]> {
      const { rows } = await db.client.execute({
        sql: 'SELECT id, form_values, page_path, created FROM form_submissions WHERE form_id = ? ORDER BY created, id',
        args: [formId],
      });
      return rows.map((row) => ({
        id: String(row.id),
        created: Number(row.created),
        pagePath: String(row.page_path),
        values: JSON.parse(String(row.form_values)) as Record<string, unknown>,
      }));
    },
  };
}

export type FormRepository = ReturnType<typeof createFormRepository>;
