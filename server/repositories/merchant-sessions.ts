import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { Database } from '../db/database';
import { newToken, tokenHash } from './ids';

/** How long a merchant session lasts from sign-in: 12 hours, a working day. */
export const MERCHANT_SESSION_MS = 12 * 3600_000;

/**
 * The site owner's server-side sessions (migration 0015). Signing in with the merchant secret
 * opens one, known by a random token (the cookie) of which only the SHA-256 is stored, beside an
 * HMAC of the token keyed by the secret. A token is live while its row exists, has not expired and
 * carries the HMAC under the secret the server runs with now: so signing out (the row deleted) or a
 * changed secret ends it at once. The sweep removes expired rows.
 */
export function createMerchantSessionRepository(db: Database, secret: string) {
  const secretHash = (token: string) => createHmac('sha256', secret).update(token).digest();

  return {
    /** Opens a session: gives its token and when it ends. */
    async open(now = Date.now()): Promise<{ token: string; expires: number }> {
      const token = newToken();
      const expires = now + MERCHANT_SESSION_MS;
      await db.write((tx) =>
        tx.execute({
          sql: 'INSERT INTO merchant_sessions (id_hash, secret_hash, created, expires) VALUES (?, ?, ?, ?)',
          args: [tokenHash(token), secretHash(token).toString('hex'), now, expires],
        }),
      );
      return { token, expires };
    },

    /** Whether a token is a live session's, opened with the current secret (compared in constant time). */
    async isLive(token: string | undefined, now = Date.now()): Promise<boolean> {
      if (!token) return false;
      const { rows } = await db.client.execute({
        sql: 'SELECT secret_hash FROM merchant_sessions WHERE id_hash = ? AND expires > ?',
        args: [tokenHash(token), now],
      });
      const stored = rows[0]?.secret_hash;
      if (typeof stored !== 'string' || stored.length !== 64) return false;
      return timingSafeEqual(Buffer.from(stored, 'hex'), secretHash(token));
    },

    /** Ends the session of a token, if it has one. */
    async close(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.write((tx) =>
        tx.execute({
          sql: 'DELETE FROM merchant_sessions WHERE id_hash = ?',
          args: [tokenHash(token)],
        }),
      );
    },
  };
}

export type MerchantSessionRepository = ReturnType<typeof createMerchantSessionRepository>;

/** Removes the merchant sessions that have expired. The sweep runs it (sweeper.ts). */
export const expiredMerchantSessions = (now: number): InStatement => ({
  sql: 'DELETE FROM merchant_sessions WHERE expires <= ?',
  args: [now],
});
