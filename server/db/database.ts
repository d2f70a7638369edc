import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Client, createClient, type Transaction } from '@libsql/client';
import { StartupError } from '../errors/startup-error';
import {
  checkedBefore,
  type SharedMemoryWatch,
  stopProcess,
  watchSharedMemory,
} from './shm-watchdog';

/**
 * The libSQL client plus one in-process write queue. Write transactions run one at a time, in
 * order, on a connection of their own (so concurrent requests wait their turn instead of failing
 * with SQLITE_BUSY), while reads use the client's pool. Correctness (never overselling) still rests
 * on conditional updates, not the queue. For a file database, every statement of either connection
 * is preceded by a check of the shared-memory file (shm-watchdog.ts), which stops the process
 * cleanly when the file is lost instead of letting SQLite kill it with SIGBUS.
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

export interface DatabaseOptions {
  /** Given the one line naming the lost shared-memory file; prints it and exits 1 unless told. */
  onStorageLost?: (line: string) => void;
}

/** Opens the database of a libSQL URL; a bad URL or an unusable file is a one-line StartupError. */
export async function openDatabase(url: string, options: DatabaseOptions = {}): Promise<Database> {
  if (!URL_SCHEMES.test(url)) {
    throw new StartupError(
      `DATABASE_URL must be a libSQL URL such as file:data/storefront.db (got ${JSON.stringify(url)})`,
    );
  }
  const file = url.startsWith('file:') ? url.slice('file:'.length) : null;
  const onDisk = file && file !== ':memory:' ? file : null;
  if (onDisk) checkFileDatabase(onDisk);
  let client: Client;
  let writer: Client;
  try {
    // Every connection of a file database waits up to 5 s for a lock (busy_timeout).
    client = createClient({ url, timeout: 5000 });
    if (onDisk) {
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
  // A connection has opened the database in WAL mode by now, so its -shm file exists as mapped.
  const watch: SharedMemoryWatch | null = onDisk
    ? watchSharedMemory(`${onDisk}-shm`, { onLost: options.onStorageLost ?? stopProcess })
    : null;
  const checked = <T extends object>(target: T): T =>
    watch ? checkedBefore(target, watch.check) : target;
  /** Whether SQLite may touch the -shm mapping (a rollback, a close) without being killed. */
  const intact = () => watch?.intact() ?? true;
  const reads = checked(client);
  const writes = checked(writer);
  let queue: Promise<unknown> = Promise.resolve();

  return {
    client: reads,
    write(work) {
      const run = queue.then(async () => {
        const tx = checked(await writes.transaction('write'));
        try {
          const result = await work(tx);
          await tx.commit();
          return result;
        } catch (error) {
          // A lost -shm is left alone: the process is stopping, and a rollback would touch it.
          if (intact()) await tx.rollback().catch(() => {});
          throw error;
        } finally {
          if (intact()) tx.close();
        }
      });
      queue = run.catch(() => {});
      return run;
    },
    close: () => {
      watch?.stop();
      // Closing a connection over a lost -shm would kill the process; it is stopping anyway.
      if (!intact()) return;
      if (writer !== client) writer.close();
      client.close();
    },
  };
}
