import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildServer, type ServerOptions } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';

/**
 * A server on a throwaway database file (libSQL gives each transaction its own connection, so an
 * in-memory database would not be shared), plus a cookie jar per simulated browser.
 */
export async function testServer(options: Partial<ServerOptions> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-server-test-'));
  const databaseUrl = `file:${join(dir, 'test.db')}`;
  // The disk guard is off unless a test sets its threshold (it has tests of its own): a machine
  // short of disk must not turn the other tests' analytics into 503s.
  const app = await buildServer({ databaseUrl, analyticsMinFreeDiskBytes: 0, ...options });
  return {
    app,
    /** Runs SQL on the server's database through a connection of its own, to set up or inspect. */
    async sql(statement: string, args: (string | number)[] = []) {
      const client = createClient({ url: databaseUrl });
      try {
        return (await client.execute({ sql: statement, args })).rows;
      } finally {
        client.close();
      }
    },
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof testServer>>;

/**
 * One server for the tests of a file, or of the describe block that calls this: started before
 * them (so before any `beforeAll` registered after this call) and closed after them. Its `app`
 * and `sql` are there once the tests run.
 */
export function suiteServer(options: Partial<ServerOptions> = {}): Omit<TestServer, 'close'> {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await testServer(options);
  });
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error('the test server is started in beforeAll');
    return server;
  };
  return {
    get app() {
      return started().app;
    },
    sql: (statement, args) => started().sql(statement, args),
  };
}

/**
 * The site owner's client of a test server: `get` and `post` (with the crumb) under the bearer
 * `session`, and `allPages`, which follows a paged list's cursors and gives its items and how
 * many pages there were.
 */
export function ownerClient(server: Pick<TestServer, 'app'>, session: string) {
  const merchant = { authorization: `Bearer ${session}`, cookie: 'crumb=c' };
  const get = (url: string, headers: Record<string, string> = merchant) =>
    server.app.inject({ url, headers });
  const post = (url: string, body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `${url}?crumb=c`,
      headers: merchant,
      payload: body as object,
    });
  async function allPages<T>(first: string, key: string): Promise<{ items: T[]; pages: number }> {
    const items: T[] = [];
    let pages = 0;
    let cursor: string | null = null;
    do {
      const url: string = cursor
        ? `${first}${first.includes('?') ? '&' : '?'}cursor=${cursor}`
        : first;
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body: Record<string, unknown> = response.json();
      items.push(...(body[key] as T[]));
      pages++;
      cursor = body.hasNextPage ? (body.nextPageCursor as string) : null;
    } while (cursor);
    return { items, pages };
  }
  return { merchant, get, post, allPages };
}

/** A server per test: the function returned starts one, and every one started is closed after it. */
export function serverPerTest(): (options?: Partial<ServerOptions>) => Promise<TestServer> {
  const started: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  return async (options = {}) => {
    const server = await testServer(options);
    started.push(server);
    return server;
  };
}

export function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const take = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    jar,
    async get(url: string) {
      return take(await app.inject({ method: 'GET', url, headers: { cookie: cookie() } }));
    },
    /** Sends JSON (or a raw string, or nothing) with the jar's crumb, as the bundle does. */
    async send(
      method: 'POST' | 'PUT',
      url: string,
      body: unknown,
      options: { crumb?: string | null } = {},
    ) {
      if (!jar.has('crumb')) await this.get('/api/commerce/shopping-cart');
      const crumb = options.crumb === undefined ? jar.get('crumb') : options.crumb;
      const separator = url.includes('?') ? '&' : '?';
      return take(
        await app.inject({
          method,
          url: crumb === null ? url : `${url}${separator}crumb=${crumb}`,
          // No body at all when none is given, as the form-key call sends it.
          headers:
            body === undefined
              ? { cookie: cookie() }
              : { cookie: cookie(), 'content-type': 'application/json' },
          payload:
            body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
    },
  };
}

/** Asserts an HTML answer with `status` whose markup holds each of `parts`; gives the markup. */
export function expectHtml(
  response: LightMyRequestResponse,
  status: number,
  parts: string[] = [],
): string {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  for (const part of parts) expect(response.body).toContain(part);
  return response.body;
}

export const MUG = { itemId: '5f1a00000000000000000001', sku: 'SQ-MUG-01' };
export const GUIDE = { itemId: '5f1a00000000000000000004', sku: 'SQ-GUIDE-PDF' };
export const LAST_PRINT = { itemId: '5f1a00000000000000000002', sku: 'SQ-PRINT-LAST' };
export const ADD = '/api/commerce/shopping-cart/entries';

/**
 * Runs `work` on a migrated database of its own, on a throwaway file, for repository tests that
 * need no server; the database is closed and its file removed afterwards, whatever happens.
 */
export async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'sq-db-test-'));
  const db = await openDatabase(`file:${join(dir, 'test.db')}`);
  try {
    await migrate(db.client, join(import.meta.dirname, '../../server/db/migrations'));
    return await work(db);
  } finally {
    db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
