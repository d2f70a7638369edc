import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../tests/helpers/eventually';
import { browser, MUG } from '../tests/helpers/test-server';
import { buildServer } from './app';
import { isStorageFault } from './db/database';
import { watchSharedMemory } from './db/shm-watchdog';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sq-storage-lost-'));
  dirs.push(dir);
  return dir;
}

describe('the shared-memory watch', () => {
  it('reports a truncated file once, in one line, on its timer', async () => {
    const file = join(await tempDir(), 'store.db-shm');
    await writeFile(file, Buffer.alloc(32_768));
    const onLost = vi.fn();
    const watch = watchSharedMemory(file, { onLost, intervalMs: 5 });
    try {
      watch.check();
      await truncate(file, 0);
      await eventually(() => expect(onLost).toHaveBeenCalled());
      expect(onLost.mock.calls).toEqual([
        [`sq-storefront: the database shared-memory file ${file} was truncated; stopping`],
      ]);
      // Every check after fails at once, as a storage fault, and reports nothing more.
      expect(() => watch.check()).toThrow(/was truncated; stopping/);
      let fault: unknown;
      try {
        watch.check();
      } catch (error) {
        fault = error;
      }
      expect(isStorageFault(fault)).toBe(true);
      expect(onLost).toHaveBeenCalledTimes(1);
    } finally {
      watch.stop();
    }
  });

  it('reports a removed file; a file that grows is fine', async () => {
    const file = join(await tempDir(), 'store.db-shm');
    await writeFile(file, Buffer.alloc(32_768));
    const onLost = vi.fn();
    const watch = watchSharedMemory(file, { onLost, intervalMs: 60_000 });
    try {
      watch.check();
      await writeFile(file, Buffer.alloc(65_536));
      watch.check();
      await rm(file);
      expect(() => watch.check()).toThrow();
      expect(onLost).toHaveBeenCalledWith(
        `sq-storefront: the database shared-memory file ${file} was removed; stopping`,
      );
    } finally {
      watch.stop();
    }
  });
});

describe('a server whose shared-memory file is truncated while it runs', () => {
  it('stops with one line instead of dying of SIGBUS, and writes nothing after', async () => {
    const dir = await tempDir();
    const path = join(dir, 'store.db');
    const shm = `${path}-shm`;
    const onStorageLost = vi.fn();
    const app = await buildServer({ databaseUrl: `file:${path}`, onStorageLost });
    const shopper = browser(app);
    // A write first: the start-up sweep, queued before it, has finished once it is answered.
    expect(
      (await shopper.send('POST', '/api/commerce/shopping-cart/entries', { ...MUG, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const saved = await readFile(shm);
    try {
      await truncate(shm, 0);

      const add = await shopper.send('POST', '/api/commerce/shopping-cart/entries', {
        ...MUG,
        quantity: 1,
      });
      expect(add.statusCode).toBe(503);
      expect(onStorageLost.mock.calls).toEqual([
        [`sq-storefront: the database shared-memory file ${shm} was truncated; stopping`],
      ]);
      // Reads are refused the same way, before SQLite touches the file.
      expect((await shopper.get('/api/commerce/shopping-cart')).statusCode).toBe(503);
      expect(onStorageLost).toHaveBeenCalledTimes(1);
    } finally {
      // Put the file back as SQLite left it, so the connections can be closed.
      await writeFile(shm, saved);
    }
    const check = createClient({ url: `file:${path}` });
    try {
      const { rows } = await check.execute('SELECT quantity FROM cart_entries');
      expect(rows.map((row) => Number(row.quantity))).toEqual([1]);
    } finally {
      check.close();
    }
    await app.close();
  });
});
