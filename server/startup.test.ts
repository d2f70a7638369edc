import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LibsqlError } from '@libsql/client';
import { describe, expect, it, vi } from 'vitest';
import { browser, serverPerTest } from '../tests/helpers/test-server';
import { buildServer } from './app';
import { readConfig } from './config';
import { StartupError } from './errors/startup-error';

const startServer = serverPerTest();

/** Runs `npm start`'s server (the built one) until it prints its address or exits. */
function start(env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['build/server.mjs'], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (/Merchant secret|reference server/.test(stdout) && stdout.split('\n').length > 2) {
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function tempDir() {
  return mkdtemp(join(tmpdir(), 'sq-startup-'));
}

describe('the merchant credential', () => {
  it('has no built-in value: the old demo cookie, its header and empty ones are refused', async () => {
    const server = await startServer();
    for (const headers of [
      { cookie: 'sq-merchant-session=demo-merchant' },
      { cookie: 'sq-merchant-session=' },
      { authorization: 'Bearer demo-merchant' },
      { authorization: 'Bearer ' },
      {},
    ]) {
      const response = await server.app.inject({
        url: '/api/forms/form-contact/submissions',
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('accepts the configured secret as a bearer token, and only it; never as a cookie', async () => {
    const server = await startServer({ merchantSession: 'a-long-enough-secret' });
    const list = (headers: Record<string, string>) =>
      server.app.inject({ url: '/api/forms/form-contact/submissions', headers });
    const bearer = (value: string) => list({ authorization: `Bearer ${value}` });
    expect((await bearer('a-long-enough-secret')).statusCode).toBe(200);
    expect((await list({ authorization: 'bearer a-long-enough-secret' })).statusCode).toBe(200);
    expect((await bearer('a-long-enough-secreT')).statusCode).toBe(401);
    expect((await bearer('a-long-enough-secret-and-more')).statusCode).toBe(401);
    expect((await list({ authorization: 'Basic a-long-enough-secret' })).statusCode).toBe(401);
    // The secret as the session cookie was the old way in; a cookie now carries a session's token.
    expect((await list({ cookie: 'sq-merchant-session=a-long-enough-secret' })).statusCode).toBe(
      401,
    );
  });

  it.each(['', 'short', '15-characters!!'])('refuses to start with %j', async (value) => {
    await expect(
      buildServer({ databaseUrl: 'file::memory:', merchantSession: value }),
    ).rejects.toThrow(StartupError);
    expect(() => readConfig({ MERCHANT_SESSION: value })).toThrow(/MERCHANT_SESSION/);
  });

  it('is made at random for a run started without one', () => {
    const first = readConfig({}).generatedMerchantSession ?? '';
    const second = readConfig({}).generatedMerchantSession ?? '';
    // 256 random bits as base64url.
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(readConfig({}).server.merchantSession).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readConfig({ MERCHANT_SESSION: 'x'.repeat(16) }).generatedMerchantSession).toBeNull();
  });
});

describe('settings', () => {
  it.each(['0', '-5', '1.5', 'lots', ''])('refuses RATE_LIMIT_MAX=%j', (value) => {
    expect(() => readConfig({ RATE_LIMIT_MAX: value, MERCHANT_SESSION: 'x'.repeat(16) })).toThrow(
      /RATE_LIMIT_MAX must be a positive whole number/,
    );
  });

  it('takes a positive RATE_LIMIT_MAX', () => {
    expect(readConfig({ RATE_LIMIT_MAX: '25' }).server.rateLimitMax).toBe(25);
  });

  it('refuses a DATABASE_URL that is no libSQL URL, in one line', async () => {
    await expect(buildServer({ databaseUrl: 'postgres://db/store' })).rejects.toThrow(
      /^DATABASE_URL must be a libSQL URL/,
    );
  });

  it('refuses a database folder it cannot create', async () => {
    const dir = await tempDir();
    try {
      await writeFile(join(dir, 'a-file'), '');
      await expect(
        buildServer({ databaseUrl: `file:${join(dir, 'a-file', 'store.db')}` }),
      ).rejects.toThrow(/^cannot create the database folder/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm start', () => {
  it('prints a made-up merchant secret once when none is set, and how to use it', async () => {
    const dir = await tempDir();
    try {
      const run = await start({ DATABASE_URL: `file:${join(dir, 's.db')}` });
      const secret = run.stdout.match(/Merchant secret for this run: ([A-Za-z0-9_-]{43}) /)?.[1];
      expect(secret).toBeDefined();
      const lines = run.stdout.split('\n').filter((l) => l.includes(secret as string));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/sign in with it at http:\/\/127\.0\.0\.1:\d+\/merchant\/analytics/);
      expect(lines[0]).toContain('Authorization: Bearer');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ RATE_LIMIT_MAX: '0' }, /^sq-storefront: RATE_LIMIT_MAX must be a positive whole number/],
    [{ MERCHANT_SESSION: '' }, /^sq-storefront: MERCHANT_SESSION must be at least 16 characters/],
    [{ DATABASE_URL: 'file:/dev/null/store.db' }, /^sq-storefront: cannot create the database/],
    [{ DATABASE_URL: 'nonsense' }, /^sq-storefront: DATABASE_URL must be a libSQL URL/],
  ])('refuses %j with one line and no stack', async (env, reason) => {
    const run = await start(env);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr.trim()).toMatch(reason);
  });
});

describe('storage faults', () => {
  it('answer 503 with the API error shape, and the server keeps serving', async () => {
    const server = await startServer();
    server.app.get('/api/__storage-fault', async () => {
      throw new LibsqlError('disk I/O error', 'SQLITE_IOERR', 'SQLITE_IOERR_SHMMAP');
    });
    const failed = await server.app.inject({ url: '/api/__storage-fault' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/try again/);
    expect(failed.headers['retry-after']).toBeDefined();
    expect((await server.app.inject({ url: '/api/commerce/shopping-cart' })).statusCode).toBe(200);
  });
});

describe('sweeps', () => {
  it('remove expired form keys and abandoned carts on a schedule, and keep the rest', async () => {
    const server = await startServer({ sweepIntervalMs: 50 });
    const shopper = browser(server.app);
    await shopper.send('POST', '/api/commerce/shopping-cart/entries', {
      itemId: '5f1a00000000000000000001',
      sku: 'SQ-MUG-01',
      quantity: 1,
    });
    const day = 24 * 60 * 60 * 1000;
    const old = Date.now() - 15 * day;
    await server.sql('INSERT INTO form_keys (key, form_id, created) VALUES (?, ?, ?)', [
      'old-key',
      'form-contact',
      Date.now() - 2 * day,
    ]);
    await server.sql('INSERT INTO form_keys (key, form_id, created) VALUES (?, ?, ?)', [
      'fresh-key',
      'form-contact',
      Date.now(),
    ]);
    await server.sql('INSERT INTO carts (id, created, currency) VALUES (?, ?, ?)', [
      'abandoned',
      old,
      'USD',
    ]);
    await server.sql(
      'INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, created) VALUES (?, ?, ?, ?, ?, ?)',
      ['old-entry', 'abandoned', '5f1a00000000000000000001', 'SQ-MUG-01', 1, old],
    );
    await vi.waitFor(
      async () => {
        expect(await server.sql('SELECT key FROM form_keys ORDER BY key')).toEqual([
          expect.objectContaining({ key: 'fresh-key' }),
        ]);
        expect(await server.sql("SELECT id FROM carts WHERE id = 'abandoned'")).toEqual([]);
      },
      { timeout: 10_000 },
    );
    expect(await server.sql("SELECT id FROM cart_entries WHERE id = 'old-entry'")).toEqual([]);
    // The shopper's own cart, in use, is still there.
    expect((await shopper.get('/api/commerce/shopping-cart')).json().entries).toHaveLength(1);
  });
});
