import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../build/app.mjs';
import { median, percentile } from './stats.mjs';

// An unlimited-stock product, so the run measures the server, not sold-out answers.
const ITEM = { itemId: '5f1a00000000000000000004', sku: 'SQ-GUIDE-PDF', quantity: 1 };

function cookieJar() {
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
 * Add-to-cart throughput and latency on loopback, each virtual shopper with its own session
 * and cart. Bounded by a request count, so it always stops by itself.
 */
export async function serverThroughput({ concurrency, requests }) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-bench-'));
  const app = await buildServer({
    databaseUrl: `file:${join(dir, 'bench.db')}`,
    rateLimitMax: 1_000_000,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const latencies = [];
  let errors = 0;
  let issued = 0;

  async function shopper() {
    const jar = cookieJar();
    jar.take(await fetch(`${base}/api/commerce/shopping-cart`));
    while (issued < requests) {
      issued++;
      const started = performance.now();
      const response = await fetch(
        `${base}/api/commerce/shopping-cart/entries?crumb=${jar.get('crumb')}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: jar.header() },
          body: JSON.stringify(ITEM),
        },
      );
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.ok) jar.take(response);
      else errors++;
    }
  }

  try {
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, shopper));
    const seconds = (performance.now() - started) / 1000;
    return {
      requests: latencies.length,
      concurrency,
      throughput: latencies.length / seconds,
      p50: median(latencies),
      p99: percentile(latencies, 99),
      errors,
    };
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}
