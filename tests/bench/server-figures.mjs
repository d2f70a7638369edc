// The reference server's figures: add-to-cart against the same-stack ceiling, and the shop pages.
// `node tests/bench/server-figures.mjs` prints them (after `npm run build`); `npm run bench` too.

import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import Fastify from 'fastify';
import { addToCartLoad, ITEM, loadLoop, visitorLoad } from './server-load.mjs';
import { median } from './stats.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server's own database module (openDatabase: WAL, the same PRAGMAs and the same write queue),
 * its migrations and seed, bundled from the sources, so the ceiling runs on the very same settings.
 */
async function serverDatabaseModule() {
  const outfile = join(ROOT, 'build/bench/database.mjs');
  await mkdir(dirname(outfile), { recursive: true });
  await esbuild.build({
    stdin: {
      contents: `export { openDatabase } from './server/db/database';
        export { migrate } from './server/db/migrate';
        export { seedProducts } from './server/db/seed';
        export { readShopData } from './server/site-data/shop-data';`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * The ceiling of the stack: a bare Fastify route over @libsql/client that does a transaction of
 * the same shape as an add (a conditional stock UPDATE and an INSERT of a cart line in one write
 * transaction), on the same schema and database settings, driven by the same load loop.
 * `run(count)` times `count` requests (new clients, each with its cart, every run).
 */
export async function ceilingLoad({ concurrency }) {
  const { openDatabase, migrate, seedProducts, readShopData } = await serverDatabaseModule();
  const dir = await mkdtemp(join(tmpdir(), 'sq-ceiling-'));
  const db = await openDatabase(`file:${join(dir, 'ceiling.db')}`);
  await migrate(db.client, join(ROOT, 'server/db/migrations'));
  await seedProducts(db.client, (await readShopData(ROOT)).products);
  // Limited stock that never runs out, so every conditional update takes some.
  await db.client.execute({
    sql: 'UPDATE variants SET qty_in_stock = 1000000000, unlimited = 0 WHERE sku = ?',
    args: [ITEM.sku],
  });

  const app = Fastify({ logger: false });
  app.post('/carts', async () => {
    const cartId = randomUUID();
    await db.write((tx) =>
      tx.execute({
        sql: 'INSERT INTO carts (id, created, currency) VALUES (?, ?, ?)',
        args: [cartId, Date.now(), 'USD'],
      }),
    );
    return { cartId };
  });
  app.post('/entries', async (request, reply) => {
    const { itemId, sku, quantity } = request.body;
    const entryId = randomUUID();
    const taken = await db.write(async (tx) => {
      const update = await tx.execute({
        sql: 'UPDATE variants SET qty_in_stock = qty_in_stock - ? WHERE sku = ? AND qty_in_stock >= ?',
        args: [quantity, sku, quantity],
      });
      if (update.rowsAffected !== 1) return false;
      await tx.execute({
        sql: 'INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, additional_fields, created) VALUES (?, ?, ?, ?, ?, NULL, ?)',
        args: [entryId, request.query.cart, itemId, sku, quantity, Date.now()],
      });
      return true;
    });
    if (!taken) return reply.code(409).send({ message: 'Not enough stock.' });
    return { entryId };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;

  return {
    run: (requests) =>
      loadLoop({
        concurrency,
        requests,
        async start() {
          const response = await fetch(`${base}/carts`, { method: 'POST' });
          return (await response.json()).cartId;
        },
        send: (cartId) =>
          fetch(`${base}/entries?cart=${cartId}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(ITEM),
          }),
      }),
    async close() {
      await app.close();
      db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The shop's product pages by slug, in fixture order. */
async function productSlugs() {
  const { readFile } = await import('node:fs/promises');
  const products = JSON.parse(await readFile(join(ROOT, 'fixtures/products.json'), 'utf8'));
  return products.map((product) => product.urlSlug);
}

/**
 * `/shop/{slug}` pages rendered per second, every product in turn, each virtual visitor with its
 * own session (its crumb cookie, as a browser sends it).
 */
export async function shopPageLoad({ concurrency }) {
  const slugs = await productSlugs();
  return visitorLoad({
    concurrency,
    send: (jar, n, base) =>
      fetch(`${base}/shop/${slugs[n % slugs.length]}`, { headers: { cookie: jar.header() } }),
  });
}

/** The run of median throughput. */
const medianRun = (runs) => {
  const middle = median(runs.map((r) => r.throughput));
  return runs.reduce((best, r) =>
    Math.abs(r.throughput - middle) < Math.abs(best.throughput - middle) ? r : best,
  );
};

/**
 * Every server figure, in this process: after a warm-up of each, `rounds` rounds of the endpoint
 * and its ceiling in turn (so a busy moment of the machine weighs on both alike) and then of the
 * shop pages, `requests` requests a run; each figure is its run of median throughput.
 */
export async function serverFigures({
  concurrency = 16,
  requests = 2000,
  warmup = 500,
  rounds = 3,
} = {}) {
  const loads = {
    add: await addToCartLoad({ concurrency }),
    ceiling: await ceilingLoad({ concurrency }),
    shop: await shopPageLoad({ concurrency }),
  };
  try {
    const runs = { add: [], ceiling: [], shop: [] };
    for (const load of Object.values(loads)) await load.run(warmup);
    for (let round = 0; round < rounds; round++) {
      runs.add.push(await loads.add.run(requests));
      runs.ceiling.push(await loads.ceiling.run(requests));
    }
    for (let round = 0; round < rounds; round++) runs.shop.push(await loads.shop.run(requests));
    const add = medianRun(runs.add);
    const ceiling = medianRun(runs.ceiling);
    return { add, ceiling, shop: medianRun(runs.shop), share: add.throughput / ceiling.throughput };
  } finally {
    for (const load of Object.values(loads)) await load.close();
  }
}

/** The figures as `npm run bench` prints them. */
export function printServerFigures({ add, ceiling, shop, share }) {
  const line = (r) =>
    `${r.throughput.toFixed(0)} req/s · p50 ${r.p50.toFixed(1)} ms · p99 ${r.p99.toFixed(1)} ms · errors ${r.errors}`;
  console.log(
    `\nServer: ${add.requests} requests a run, ${add.concurrency} concurrent, loopback, temporary databases (median of the runs)`,
  );
  console.log(`  POST /api/commerce/shopping-cart/entries  ${line(add)}`);
  console.log(`  ceiling: bare UPDATE + INSERT transaction ${line(ceiling)}`);
  console.log(`  add-to-cart at ${(share * 100).toFixed(0)}% of the same-stack ceiling`);
  console.log(
    `  GET /shop/{slug}                          ${shop.throughput.toFixed(0)} pages/s · p50 ${shop.p50.toFixed(1)} ms · p99 ${shop.p99.toFixed(1)} ms · errors ${shop.errors}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printServerFigures(await serverFigures());
}
