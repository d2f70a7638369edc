import type { Database } from '../db/database';

/**
 * The analytics records a quota kept from being stored, counted per UTC day: counted in memory at
 * once, then added to the day's `dropped` in analytics_days by one write at most every FLUSH_MS
 * (so a flood of refused calls costs no write each) and at close. What is not written yet, or is
 * being written, is counted by `pending`. A write that fails keeps its counts for the next one.
 */

const FLUSH_MS = 5000;

export function createDroppedCounter(db: Database) {
  const pending = new Map<string, number>();
  const writing = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let current: Promise<void> = Promise.resolve();

  const write = async (counts: [string, number][]): Promise<void> => {
    for (const [day, n] of counts) writing.set(day, n);
    try {
      await db.write(async (tx) => {
        for (const [day, n] of counts) {
          await tx.execute({
            sql: `INSERT INTO analytics_days (day, dropped) VALUES (?, ?)
                  ON CONFLICT (day) DO UPDATE SET dropped = dropped + excluded.dropped`,
            args: [day, n],
          });
        }
      });
    } catch {
      for (const [day, n] of counts) pending.set(day, (pending.get(day) ?? 0) + n);
    } finally {
      writing.clear();
    }
  };
  /** Writes the counts so far, after any write still running. */
  const flush = (): Promise<void> => {
    timer = null;
    current = current.then(() => {
      if (!pending.size) return;
      const counts = [...pending];
      pending.clear();
      return write(counts);
    });
    return current;
  };

  return {
    /** Counts `n` records of `day` not stored. */
    add(day: string, n: number): void {
      if (n <= 0) return;
      pending.set(day, (pending.get(day) ?? 0) + n);
      if (!timer && !closed) {
        timer = setTimeout(() => void flush(), FLUSH_MS);
        timer.unref();
      }
    },

    /** The records of the days from `from` to `to` counted but not written yet. */
    pending(from: string, to: string): number {
      let n = 0;
      for (const counts of [pending, writing]) {
        for (const [day, count] of counts) if (day >= from && day <= to) n += count;
      }
      return n;
    },

    /** Writes what is counted now; called before the database closes. */
    close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      return flush();
    },
  };
}
