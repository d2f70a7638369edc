import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../build/app.mjs';
import { median, percentile } from './stats.mjs';

// An unlimited-stock product, so the run measures the server, not sold-out answers.
export const ITEM = { itemId: '5f1a00000000000000000004', sku: 'SQ-GUIDE-PDF', quantity: 1 };

export function cookieJar() {
  const jar = new Map();
  return {
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair.split('=');
        jar.set(name.trim(), value);
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (name) => jar.get(name),
  };
}

/**
 * Drives `requests` requests through `concurrency` virtual clients on loopback and times each.
 * `start()` sets a client up (its session) and returns what `send(client, n)` needs; `send`
 * makes the n-th request and answers the Response, read whole here. Bounded by the count, so it
 * always stops by itself.
 */
export async function loadLoop({ concurrency, requests, start, send }) {
  const latencies = [];
  let errors = 0;
  let issued = 0;

  async function client() {
    const state = await start();
    while (issued < requests) {
      const n = issued++;
      const started = performance.now();
      const response = await send(state, n);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) errors++;
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    concurrency,
    throughput: latencies.length / seconds,
    p50: median(latencies),
    p99: percentile(latencies, 99),
    errors,
  };
}

/**
 * A fresh server on a temporary database, listening on loopback, serving the repository (or
 * `root`, a copy of it); `close()` removes the database.
 */
export async function benchServer({ root } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-bench-'));
  const app = await buildServer({
    databaseUrl: `file:${join(dir, 'bench.db')}`,
    root,
    rateLimitMax: 1_000_000,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${app.server.address().port}`,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A visitor's cookie jar, holding the crumb its first API answer issued. */
export async function newVisitor(base) {
  const jar = cookieJar();
  jar.take(await fetch(`${base}/api/commerce/shopping-cart`));
  return jar;
}

/**
 * Load on a fresh server: `run(count)` sends `count` requests on loopback with `send(jar, n, base)`,
 * each virtual visitor with its own session (new visitors every run).
 */
export async function visitorLoad({ concurrency, send }) {
  const server = await benchServer();
  const { base } = server;
  return {
    run: (requests) =>
      loadLoop({
        concurrency,
        requests,
        start: () => newVisitor(base),
        send: (jar, n) => send(jar, n, base),
      }),
    close: () => server.close(),
  };
}

/** Add-to-cart load: each virtual shopper adds to its own cart. */
export const addToCartLoad = ({ concurrency }) =>
  visitorLoad({
    concurrency,
    async send(jar, _n, base) {
      const response = await fetch(
        `${base}/api/commerce/shopping-cart/entries?crumb=${jar.get('crumb')}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: jar.header() },
          body: JSON.stringify(ITEM),
        },
      );
      if (response.ok) jar.take(response);
      return response;
    },
  });

/**
 * Add-to-cart throughput and latency on loopback, each virtual shopper with its own session
 * and cart. A warm-up run of `warmup` requests (other shoppers) comes first and is not counted.
 */
export async function serverThroughput({ concurrency, requests, warmup = 0 }) {
  const load = await addToCartLoad({ concurrency });
  try {
    if (warmup) await load.run(warmup);
    return await load.run(requests);
  } finally {
    await load.close();
  }
}
