import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

/** One variant whose waiting signups are counted or notified. */
export interface RestockVariant {
  productId: string;
  variantId: string;
}

/** The waiting signups of one variant, counted, with its product's title. */
export interface SignupGroup extends RestockVariant {
  productTitle: string;
  signUpCount: number;
}

/** One visitor waiting for a variant to come back. */
export interface Signup {
  email: string;
  isJoinMailingList: boolean;
  created: number;
}

/**
 * Back-in-stock signups: the visitor's signup, and the merchant's lists of waiting signups (pages
 * in keyset order, asking for one row more than a page so the caller knows whether another follows)
 * and their sending.
 */
export function createRestockRepository(db: Database) {
  return {
    /** Records a signup; a repeat of the same email and variant only updates the mailing-list choice. */
    async signUp(
      signup: RestockVariant & { email: string; isJoinMailingList: boolean },
    ): Promise<void> {
      await db.write((tx) =>
        tx.execute({
          sql: `INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list, created)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (email, product_id, variant_id) DO UPDATE SET is_join_mailing_list = excluded.is_join_mailing_list`,
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
        sql: `SELECT s.product_id, s.variant_id, p.title, COUNT(*) AS n FROM restock_signups s
              JOIN products p ON p.id = s.product_id WHERE s.notified IS NULL
              GROUP BY s.product_id, s.variant_id HAVING (s.product_id, s.variant_id) > (?, ?)
              ORDER BY s.product_id, s.variant_id LIMIT ?`,
        args: [after.productId, after.variantId, limit],
      });
      return rows.map((row) => ({
        productId: String(row.product_id),
        variantId: String(row.variant_id),
        productTitle: String(row.title),
        signUpCount: Number(row.n),
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

    /** Marks the waiting signups of these variants notified, in one transaction; returns how many. */
    markSent(variants: RestockVariant[]): Promise<number> {
      return db.write(async (tx) => {
        let sent = 0;
        for (const { productId, variantId } of variants) {
          const result = await tx.execute({
            sql: 'UPDATE restock_signups SET notified = ? WHERE product_id = ? AND variant_id = ? AND notified IS NULL',
            args: [Date.now(), productId, variantId],
          });
          sent += result.rowsAffected;
        }
        return sent;
      });
    },
  };
}

export type RestockRepository = ReturnType<typeof createRestockRepository>;
