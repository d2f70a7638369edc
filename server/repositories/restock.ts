import { randomUUID } from 'node:crypto';
import type { Row } from '@libsql/client';
import type { Database } from '../db/database';

/** One variant whose waiting signups are counted or notified. */
export interface RestockVariant {
  productId: string;
  variantId: string;
}

/** A variant as the owner's lists name it: its product's title and its options ({Size: 'L'}). */
export interface NamedVariant extends RestockVariant {
  productTitle: string;
  variantAttributes: Record<string, string>;
}

/** The waiting signups of one variant, counted, with when the oldest of them signed up. */
export interface SignupGroup extends NamedVariant {
  signUpCount: number;
  oldestSignUp: number;
}

/** One send of one variant's notices: how many signups it notified, and when. */
export interface SentGroup extends NamedVariant {
  sentCount: number;
  sent: number;
}

/** Where a page of sent notices starts: after this send, in newest-first order. */
export interface SentPosition extends RestockVariant {
  sent: number;
}

/** One visitor waiting for a variant to come back. */
export interface Signup {
  email: string;
  isJoinMailingList: boolean;
  created: number;
}

/** A signup as the export lists it: its variant, and when it was notified (null: waiting). */
export interface ExportedSignup extends NamedVariant, Signup {
  notified: number | null;
}

/** Rows the export reads at a time, so a long list never sits in memory whole. */
export const EXPORT_BATCH = 500;

/** The joins that name a signup's variant: its product's title and its variant's options. */
const NAMED = `JOIN products p ON p.id = s.product_id
  LEFT JOIN variants v ON v.sku = s.variant_id AND v.product_id = s.product_id`;

/** A variant's options from the catalogue's JSON column; none when the variant is not listed. */
function attributesOf(value: unknown): Record<string, string> {
  if (typeof value !== 'string') return {};
  const parsed: unknown = JSON.parse(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).map(([name, option]) => [name, String(option)]));
}

/** The variant a row names (columns product_id, variant_id, title, attributes). */
const namedVariant = (row: Row): NamedVariant => ({
  productId: String(row.product_id),
  variantId: String(row.variant_id),
  productTitle: String(row.title),
  variantAttributes: attributesOf(row.attributes),
});

/**
 * Back-in-stock signups: the visitor's signup, and the merchant's lists of waiting signups (pages
 * in keyset order, asking for one row more than a page so the caller knows whether another follows),
 * their sending, the notices sent so far, and every signup for the export.
 */
export function createRestockRepository(db: Database) {
  return {
    /**
     * Records a signup; a repeat of the same email and variant while it waits only updates the
     * mailing-list choice, and one after its notice waits again for the next.
     */
    async signUp(
      signup: RestockVariant & { email: string; isJoinMailingList: boolean },
    ): Promise<void> {
      await db.write((tx) =>
        tx.execute({
          sql: `INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (email, product_id, variant_id) WHERE notified IS NULL DO UPDATE SET is_join_mailing_list = excluded.is_join_mailing_list`,
          args: [
            randomUUID(),
            signup.productId,
            signup.variantId,
            signup.email,
            signup.isJoinMailingList ? 1 : 0,
            Date.now(),
          ],
        }),
      );
    },

    /** Up to `limit` variants with waiting signups after the variant `after`, in id order. */
    async groups(after: RestockVariant, limit: number): Promise<SignupGroup[]> {
      const { rows } = await db.client.execute({
        sql: `SELECT s.product_id, s.variant_id, p.title, v.attributes, COUNT(*) AS n,
                MIN(s.created) AS oldest
              FROM restock_signups s ${NAMED}
              WHERE s.notified IS NULL AND (s.product_id, s.variant_id) > (?, ?)
              GROUP BY s.product_id, s.variant_id ORDER BY s.product_id, s.variant_id LIMIT ?`,
        args: [after.productId, after.variantId, limit],
      });
      return rows.map((row) => ({
        ...namedVariant(row),
        signUpCount: Number(row.n),
        oldestSignUp: Number(row.oldest),
      }));
    },

    /** Up to `limit` waiting signups of one variant with an email after `afterEmail`, by email. */
    async signups(variant: RestockVariant, afterEmail: string, limit: number): Promise<Signup[]> {
      const { rows } = await db.client.execute({
        sql: `SELECT email, is_join_mailing_list, created FROM restock_signups
              WHERE product_id = ? AND variant_id = ? AND notified IS NULL AND email > ?
              ORDER BY email LIMIT ?`,
        args: [variant.productId, variant.variantId, afterEmail, limit],
      });
      return rows.map((row) => ({
        email: String(row.email),
        isJoinMailingList: Number(row.is_join_mailing_list) === 1,
        created: Number(row.created),
      }));
    },

    /**
     * Marks the waiting signups of these variants notified, in one transaction and with one time
     * (so one send of one variant is one entry of `sent`); returns how many.
     */
    markSent(variants: RestockVariant[]): Promise<number> {
      const now = Date.now();
      return db.write(async (tx) => {
        let sent = 0;
        for (const { productId, variantId } of variants) {
          const result = await tx.execute({
            sql: 'UPDATE restock_signups SET notified = ? WHERE product_id = ? AND variant_id = ? AND notified IS NULL',
            args: [now, productId, variantId],
          });
          sent += result.rowsAffected;
        }
        return sent;
      });
    },

    /**
     * Up to `limit` sends, newest first (then by variant), after the send `after` (from the newest
     * when null): each variant's notices sent at one time, counted.
     */
    async sent(after: SentPosition | null, limit: number): Promise<SentGroup[]> {
      const { rows } = await db.client.execute({
        sql: `SELECT s.notified, s.product_id, s.variant_id, p.title, v.attributes, COUNT(*) AS n
              FROM restock_signups s ${NAMED}
              WHERE s.notified IS NOT NULL
                ${after ? 'AND (s.notified, s.product_id, s.variant_id) < (?, ?, ?)' : ''}
              GROUP BY s.notified, s.product_id, s.variant_id
              ORDER BY s.notified DESC, s.product_id DESC, s.variant_id DESC LIMIT ?`,
        args: after ? [after.sent, after.productId, after.variantId, limit] : [limit],
      });
      return rows.map((row) => ({
        ...namedVariant(row),
        sentCount: Number(row.n),
        sent: Number(row.notified),
      }));
    },

    /**
     * Every signup, waiting or notified, by product, variant and email: read EXPORT_BATCH rows at
     * a time, each batch after the last row of the one before.
     */
    async *everySignup(): AsyncGenerator<ExportedSignup[]> {
      let after = ['', '', ''];
      for (;;) {
        const { rows } = await db.client.execute({
          sql: `SELECT s.product_id, s.variant_id, p.title, v.attributes, s.email,
                  s.is_join_mailing_list, s.created, s.notified
                FROM restock_signups s ${NAMED}
                WHERE (s.product_id, s.variant_id, s.email) > (?, ?, ?)
                ORDER BY s.product_id, s.variant_id, s.email LIMIT ?`,
          args: [...after, EXPORT_BATCH],
        });
        const batch = rows.map((row) => ({
          ...namedVariant(row),
          email: String(row.email),
          isJoinMailingList: Number(row.is_join_mailing_list) === 1,
          created: Number(row.created),
          notified: row.notified === null ? null : Number(row.notified),
        }));
        if (batch.length > 0) yield batch;
        const last = batch[batch.length - 1];
        if (!last || batch.length < EXPORT_BATCH) return;
        after = [last.productId, last.variantId, last.email];
      }
    },
  };
}

export type RestockRepository = ReturnType<typeof createRestockRepository>;
