import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Client, createClient, type Transaction } from '@libsql/client';
import { StartupError } from '../errors/startup-error';

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

const STORAGE_FAULT = /^SQLITE_(IOERR|READONLY|FULL|CANTOPEN|CORRUPT|NOTADB|BUSY|LOCKED|NOMEM)/;

/** Whether an error is the storage failing (disk, file or lock), not the request being wrong. */
export function isStorageFault(error: unknown): boolean {
  const { code, extendedCode } = (error ?? {}) as { code?: unknown; extendedCode?: unknown };
  return [code, extendedCode].some((c) => typeof c === 'string' && STORAGE_FAULT.test(c));
}

const URL_SCHEMES = /^(file|libsql|https?|wss?):/;

/**
 * Refuses a database the server could not keep writing to, before the first request: its folder,
 * the file and its WAL and shared-memory files must all be writable (an unwritable shared-memory
 * file would otherwise kill the process on its first write).
 */
function checkFileDatabase(path: string): void {
  const folder = dirname(path);
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `cannot create the database folder ${folder}: ${(error as Error).message}`,
    );
  }
  for (const [file, what] of [
    [folder, 'database folder'],
    [path, 'database file'],
    [`${path}-wal`, 'database WAL file'],
    [`${path}-shm`, 'database shared-memory file'],
  ] as const) {
    if (file !== folder && !existsSync(file)) continue;
    try {
      accessSync(file, constants.R_OK | constants.W_OK);
    } catch {
      throw new StartupError(`the ${what} ${file} is not writable`);
    }
  }
}

/** Opens the database of a libSQL URL; a bad URL or an unusable file is a one-line StartupError. */
export async function openDatabase(url: string): Promise<Database> {
  if (!URL_SCHEMES.test(url)) {
    throw new StartupError(
      `DATABASE_URL must be a libSQL URL such as file:data/storefront.db (got ${JSON.stringify(url)})`,
    );
  }
  const file = url.startsWith('file:') ? url.slice('file:'.length) : null;
  if (file && file !== ':memory:') checkFileDatabase(file);
  let client: Client;
  try {
    client = createClient({ url });
    if (file) {
      await client.execute('PRAGMA journal_mode = WAL');
      await client.execute('PRAGMA busy_timeout = 5000');
    } else {
      await client.execute('SELECT 1');
    }
  } catch (error) {
    throw new StartupError(`cannot open the database ${url}: ${(error as Error).message}`);
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
