import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Client, createClient, type Transaction } from '@libsql/client';
import { StartupError } from '../errors/startup-error';

/**
 * The libSQL client plus one in-process write queue. Write transactions run one at a time, in
 * order, on a connection of their own (so concurrent requests wait their turn instead of failing
 * with SQLITE_BUSY), while reads use the client's pool. Correctness (never overselling) still rests
 * on conditional updates, not the queue.
 */
export interface Database {
  /** For reads (and the start-up migrations and seeds). */
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

/** `PRAGMA synchronous` of the write connection of a file database (WAL). */
export const WRITE_SYNCHRONOUS = 'NORMAL';

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
  let writer: Client;
  try {
    // Every connection of a file database waits up to 5 s for a lock (busy_timeout).
    client = createClient({ url, timeout: 5000 });
    if (file && file !== ':memory:') {
      await client.execute('PRAGMA journal_mode = WAL');
      // The writes' own connection: one at a time (the queue below), kept open between them. With
      // WAL, synchronous = NORMAL syncs at checkpoints instead of on every commit: a committed
      // write survives the process crashing (it is in the WAL file), only a power cut or OS crash
      // may lose the last commits, and the database is never corrupted.
      writer = createClient({ url, concurrency: 1, timeout: 5000 });
      await writer.execute(`PRAGMA synchronous = ${WRITE_SYNCHRONOUS}`);
    } else {
      // One connection is all an in-memory database has; a remote server keeps its own settings.
      await client.execute('SELECT 1');
      writer = client;
    }
  } catch (error) {
    throw new StartupError(`cannot open the database ${url}: ${(error as Error).message}`);
  }
  let queue: Promise<unknown> = Promise.resolve();

  return {
    client,
    write(work) {
      const run = queue.then(async () => {
        const tx = await writer.transaction('write');
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
    close: () => {
      if (writer !== client) writer.close();
      client.close();
    },
  };
}
