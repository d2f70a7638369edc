import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { InArgs } from '@libsql/client';
import type { Database } from '../db/database';

/**
 * Where the owner's summary runs its SQL. The libSQL client answers a `file:` database's queries
 * synchronously on the calling thread, so a summary over a large range would hold up every
 * shopper's request while it ran. For a database file the summary's statements therefore run on a
 * worker thread with a read-only connection of its own (WAL lets it read while the server writes):
 * the main thread only posts each statement and waits, free to serve others. The worker is started
 * at the first statement and ended by `close`; when it stops (a crash), the statements it had not
 * answered run on the main thread and the next statement starts a new one, unless it never
 * answered any, in which case every later statement runs on the main thread. An in-memory database
 * (which another connection cannot see) or a remote one (already off the thread) is read through
 * the server's own client, each statement after a turn of the event loop so others get theirs.
 */

export type ReadRows = (sql: string, args: InArgs) => Promise<Record<string, unknown>[]>;

/** The worker: one connection, each message a statement, each answer its rows or its error. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createClient } = require(workerData.client);
const client = createClient({ url: workerData.url, timeout: 5000 });
const ready = client.execute('PRAGMA query_only = 1');
parentPort.on('message', async ({ id, sql, args }) => {
  try {
    await ready;
    const result = await client.execute({ sql, args });
    parentPort.postMessage({ id, rows: result.rows.map((row) => ({ ...row })) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

/** Lets timers and I/O waiting behind the summary run. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether a database URL names a file another connection can open. */
const isFile = (url: string) => url.startsWith('file:') && !url.includes(':memory:');

interface Statement {
  sql: string;
  args: InArgs;
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (error: Error) => void;
}

export function createAnalyticsReader(db: Database, databaseUrl: string | undefined) {
  const onMainThread: ReadRows = async (sql, args) => {
    await pause();
    return (await db.client.execute({ sql, args })).rows as unknown as Record<string, unknown>[];
  };
  if (!databaseUrl || !isFile(databaseUrl)) return { read: onMainThread, close: () => {} };

  const workerData = {
    client: createRequire(import.meta.url).resolve('@libsql/client'),
    url: databaseUrl,
  };
  const waiting = new Map<number, Statement>();
  let worker: Worker | null = null;
  let usable = true;
  let closed = false;
  let nextId = 1;

  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData });
    let answered = false;
    started.unref();
    started.on('message', (message: { id: number; rows?: []; error?: string }) => {
      answered = true;
      const statement = waiting.get(message.id);
      if (!statement) return;
      waiting.delete(message.id);
      // Idle, the worker keeps no process alive; while a statement is out it does.
      if (!waiting.size) started.unref();
      if (message.error !== undefined) statement.reject(new Error(message.error));
      else statement.resolve(message.rows ?? []);
    });
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (worker === started) worker = null;
      if (!answered) usable = false;
      const unanswered = [...waiting.values()];
      waiting.clear();
      for (const s of unanswered) {
        if (closed) s.reject(new Error('the analytics reader is closed'));
        else onMainThread(s.sql, s.args).then(s.resolve, s.reject);
      }
    };
    started.on('error', end);
    started.on('exit', end);
    return started;
  };

  const read: ReadRows = (sql, args) => {
    if (!usable || closed) return onMainThread(sql, args);
    return new Promise((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      if (!waiting.size) worker.ref();
      waiting.set(id, { sql, args, resolve, reject });
      worker.postMessage({ id, sql, args });
    });
  };

  return {
    read,
    close: () => {
      closed = true;
      const running = worker;
      worker = null;
      void running?.terminate();
    },
  };
}
