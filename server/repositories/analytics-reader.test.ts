import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { createAnalyticsReader } from './analytics-reader';

describe('the summary’s reader', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function database(): Promise<{ db: Database; url: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'sq-reader-'));
    const url = `file:${join(dir, 'r.db')}`;
    const db = await openDatabase(url);
    cleanups.push(
      () => rm(dir, { recursive: true, force: true }),
      () => db.close(),
    );
    await db.write((tx) => tx.execute('CREATE TABLE t (day TEXT, n INTEGER)'));
    await db.write((tx) => tx.execute("INSERT INTO t VALUES ('2025-03-01', 1), ('2025-03-02', 2)"));
    return { db, url };
  }

  it('reads a database file on its own connection, seeing what the server committed', async () => {
    const { db, url } = await database();
    const reader = createAnalyticsReader(db, url);
    cleanups.push(() => reader.close());
    const sum = async () =>
      (await reader.read('SELECT SUM(n) AS n FROM t WHERE day >= ?', ['2025-03-01']))[0];
    expect(await sum()).toEqual({ n: 3 });
    await db.write((tx) => tx.execute("INSERT INTO t VALUES ('2025-03-03', 4)"));
    expect(await sum()).toEqual({ n: 7 });
    await expect(reader.read('SELECT nope FROM t', [])).rejects.toThrow(/nope/);
    // Read-only: the summary can never change the store.
    await expect(reader.read('DELETE FROM t', [])).rejects.toThrow();
  });

  it('reads an in-memory database through the server’s own client', async () => {
    const db = await openDatabase('file::memory:');
    cleanups.push(() => db.close());
    const reader = createAnalyticsReader(db, 'file::memory:');
    expect(await reader.read('SELECT 1 + ? AS n', [1])).toMatchObject([{ n: 2 }]);
  });
});
