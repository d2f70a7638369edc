import type { InStatement } from '@libsql/client';
import type { Database } from '../db/database';
import { sweepAnalytics } from './analytics';
import { expiredMerchantSessions } from './merchant-sessions';
import { endedSessions, expiredDevices } from './site-users';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long data nobody can use any more is kept, and how often the sweep runs. */
export const SWEEP = {
  /** A submission key is good for an hour; a day later it is removed, used or not. */
  formKeyAgeMs: DAY,
  /** An open cart nobody added to for 14 days (the cart cookie's lifetime) is removed. */
  abandonedCartAgeMs: 14 * DAY,
  intervalMs: HOUR,
} as const;

/**
 * Removes expired form keys, abandoned open carts (with their entries), analytics rows past
 * their retention (ANALYTICS_RETENTION_DAYS), ended member sessions, member devices whose
 * cookie has expired and expired merchant sessions; returns the counts.
 */
export async function sweepExpired(
  db: Database,
  now = Date.now(),
): Promise<{
  formKeys: number;
  carts: number;
  analytics: number;
  sessions: number;
  devices: number;
  merchantSessions: number;
}> {
  return db.write(async (tx) => {
    const keys = await tx.execute({
      sql: 'DELETE FROM form_keys WHERE created < ?',
      args: [now - SWEEP.formKeyAgeMs],
    });
    const cutoff = now - SWEEP.abandonedCartAgeMs;
    const abandoned = `SELECT c.id FROM carts c WHERE c.is_purchased = 0 AND c.created < ?
      AND NOT EXISTS (SELECT 1 FROM cart_entries e WHERE e.cart_id = c.id AND e.created >= ?)`;
    await tx.execute({
      sql: `DELETE FROM cart_entries WHERE cart_id IN (${abandoned})`,
      args: [cutoff, cutoff],
    });
    const carts = await tx.execute({
      sql: `DELETE FROM carts WHERE id IN (${abandoned})`,
      args: [cutoff, cutoff],
    });
    const removed = async (statement: InStatement) => (await tx.execute(statement)).rowsAffected;
    return {
      formKeys: keys.rowsAffected,
      carts: carts.rowsAffected,
      analytics: await sweepAnalytics((statement) => tx.execute(statement), now),
      sessions: await removed(endedSessions(now)),
      devices: await removed(expiredDevices(now)),
      merchantSessions: await removed(expiredMerchantSessions(now)),
    };
  });
}

/**
 * Sweeps at start and then every interval until the server closes; a failed sweep is logged and
 * tried again next time, never taking the server down.
 */
export function scheduleSweeps(
  db: Database,
  log: { error(details: unknown, message: string): void },
  intervalMs: number = SWEEP.intervalMs,
): () => void {
  const run = () =>
    void sweepExpired(db).catch((error: unknown) => log.error({ error }, 'sweep failed'));
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
