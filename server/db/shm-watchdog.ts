import { accessSync, constants, statSync } from 'node:fs';
import { LibsqlError } from '@libsql/client';

/**
 * Watches the shared-memory file (`-shm`, the WAL index) of a file database the server has open.
 * SQLite maps that file into the process's memory: once it is truncated under a running server,
 * the next statement, commit, rollback or close that touches the mapping kills the process with
 * SIGBUS, which no JavaScript can catch; once it is removed, another process opening the database
 * makes a second, disagreeing index. So the file is checked before every statement and on a timer:
 * once seen it must still exist, be writable and be no smaller than last seen (SQLite only ever
 * grows it while a connection has it open). The first failed check reports one line, naming the
 * file and what happened to it, and latches: every later check fails at once, as a storage fault
 * (503), without running anything. Nothing can close the window between a check and the statement
 * after it; the checks make it a few microseconds wide instead of the time until the next request.
 */

/** How often the file is checked while nothing runs, so a loss stops an idle server too. */
const SHM_CHECK_INTERVAL_MS = 1000;

export interface SharedMemoryWatch {
  /** Throws a storage fault when the file is lost (and reports the loss, once). */
  check(): void;
  /** Whether the file is, right now, as SQLite left it: closing a connection is safe then. */
  intact(): boolean;
  stop(): void;
}

/** What stops the process when the file is lost: the line on stderr, then exit code 1 at once. */
export function stopProcess(line: string): void {
  console.error(line);
  // Not app.close(): closing the connections would touch the lost file's mapping (SIGBUS).
  process.exit(1);
}

export function watchSharedMemory(
  path: string,
  options: { onLost: (line: string) => void; intervalMs?: number },
): SharedMemoryWatch {
  let seen = false;
  let size = 0;
  let lost: string | null = null;

  /** What happened to the file since it was last seen, or null when it is as it was. */
  function loss(): string | null {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path, { throwIfNoEntry: false });
    } catch {
      return 'made unreadable';
    }
    if (!stat) return seen ? 'removed' : null;
    if (stat.size < size) return 'truncated';
    try {
      accessSync(path, constants.W_OK);
    } catch {
      return 'made unwritable';
    }
    seen = true;
    size = stat.size;
    return null;
  }

  const fault = (line: string) => new LibsqlError(line, 'SQLITE_IOERR', 'SQLITE_IOERR_SHMSIZE');

  function check(): void {
    if (lost) throw fault(lost);
    const what = loss();
    if (!what) return;
    lost = `sq-storefront: the database shared-memory file ${path} was ${what}; stopping`;
    clearInterval(timer);
    options.onLost(lost);
    throw fault(lost);
  }

  // The file as it is now is the one SQLite mapped: the size to never fall below.
  loss();
  const timer = setInterval(() => {
    try {
      check();
    } catch {
      // Reported by check() itself.
    }
  }, options.intervalMs ?? SHM_CHECK_INTERVAL_MS);
  timer.unref();

  return {
    check,
    intact: () => loss() === null,
    stop: () => clearInterval(timer),
  };
}

/** The methods that run SQL (or begin or end a transaction) on a libSQL client or transaction. */
const RUNS_SQL = new Set([
  'execute',
  'batch',
  'executeMultiple',
  'migrate',
  'transaction',
  'commit',
]);

/**
 * `target` (a client or a transaction) with `check` run before each of its SQL-running methods:
 * a failed check rejects the call instead, so the statement never reaches SQLite.
 */
export function checkedBefore<T extends object>(target: T, check: () => void): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') return value;
      if (typeof key !== 'string' || !RUNS_SQL.has(key)) return value.bind(object);
      return (...args: unknown[]) => {
        try {
          check();
        } catch (error) {
          return Promise.reject(error);
        }
        return value.apply(object, args);
      };
    },
  });
}
