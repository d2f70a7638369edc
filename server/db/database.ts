import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Client, createClient, type Transaction } from '@libsql/client';

/**
 * The libSQL client plus one in-process write queue. libSQL gives each write transaction its own
 * connection; queueing them here means concurrent requests wait their turn instead of failing with
 * SQLITE_BUSY. Correctness (never overselling) still rests on conditional updates, not the queue.
 */
export interface Database {
  client: Client;
  write<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): void;
}

export async function openDatabase(url: string): Promise<Database> {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  }
  const client = createClient({ url });
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
  }
  let queue: Promise<unknown> = Promise.resolve();

  return {
    client,
    write(work) {
      const run = queue.then(async () => {
        const tx = await client.transaction('write');
        try {
          const result = await work(tx);
          await tx.commit();
          return result;
        } catch (error) {
          await tx.rollback().catch(() => {});
          throw error;
        } finally {
          tx.close();
        }
      });
      queue = run.catch(() => {});
      return run;
    },
    close: () => client.close(),
  };
}
