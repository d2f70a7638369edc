// `npm run soak [-- --duration=SECONDS --visitors=N]`: mixed traffic from many visitors against a
// fresh server on loopback for a set time, then invariants read from its database. Exits 1 when
// any invariant fails. Expects `npm run build` to have run (the npm script does it).

import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { buildServer } from '../../build/app.mjs';
import { median, percentile } from '../bench/stats.mjs';
import { attackerChecks, attackerReport, runAttackers } from './attackers.mjs';
import { createRecorder, visitorClient } from './client.mjs';

const flag = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const seconds = Number(flag('duration') ?? process.env.SOAK_SECONDS ?? 30);
const visitorCount = Number(flag('visitors') ?? process.env.SOAK_VISITORS ?? 40);
if (!(seconds > 0) || !(Number.isInteger(visitorCount) && visitorCount > 0)) {
  console.error('usage: node tests/soak/run.mjs [--duration=SECONDS] [--visitors=N]');
  process.exit(2);
}

const products = JSON.parse(await readFile('fixtures/products.json', 'utf8'));
/** Every fixture variant by sku, with its item and the stock the database is seeded with. */
const variants = new Map(
  products.flatMap((p) =>
    p.structuredContent.variants.map((v) => [
      v.sku,
      { itemId: p.id, sku: v.sku, seeded: v.qtyInStock, unlimited: v.unlimited },
    ]),
  ),
);
const slugs = products.map((p) => p.urlSlug);

// Mostly scarce stock so orders contend for it, some sold-out and unlimited variants, a product
// priced in another currency (a mixed cart is refused), and one whose form is answered.
const PICKS = [
  ['SQ-PRINT-LAST', 4],
  ['SQ-TOTE-M-BLK', 4],
  ['SQ-TOTE-S-BLK', 4],
  ['SQ-TOTE-M-NAT', 3],
  ['SQ-TOTE-S-NAT', 3],
  ['SQ-MUG-ENGRAVED', 3],
  ['SQ-MUG-01', 3],
  ['SQ-TOTE-L-NAT', 1],
  ['SQ-SCARF-01', 1],
  ['SQ-GUIDE-PDF', 3],
  ['SQ-GIFT-25', 2],
  ['SQ-TENUGUI-01', 1],
];
const ENGRAVINGS = [
  { 'e-text': 'For Ada', 'e-font': 'Serif' },
  { 'e-text': 'Happy day', 'e-font': 'Script' },
];

const weighted = (choices) => {
  let roll = Math.random() * choices.reduce((sum, [, w]) => sum + w, 0);
  for (const [choice, w] of choices) {
    roll -= w;
    if (roll < 0) return choice;
  }
  return choices[0][0];
};
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// ---- the server ----

const dir = await mkdtemp(join(tmpdir(), 'sq-soak-'));
const databaseUrl = `file:${join(dir, 'soak.db')}`;
const app = await buildServer({
  databaseUrl,
  faults: false,
  rateLimitMax: 1_000_000_000,
  formSubmissionsPerMinute: 1_000_000_000,
  // The visitors all come from 127.0.0.1 and open a new cart after every order.
  newCartsPerHour: 1_000_000_000,
  // The flood's answers are checked as 2xx: a machine short of disk must not make them 503s.
  analyticsMinFreeDiskBytes: 0,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${app.server.address().port}`;

// A stuck run still ends: well after the traffic should have stopped, it fails.
const watchdog = setTimeout(
  () => {
    console.error('soak: traffic did not stop in time');
    process.exit(1);
  },
  (seconds + 60) * 1000,
);
watchdog.unref();

// ---- the traffic ----

const recorder = createRecorder();
/** What the server acknowledged, to find in the database afterwards. */
const acknowledged = { orders: [], submissions: [] };
const tally = { ordersRefused: 0, addsRefused: 0, inconsistentCarts: [], overfullAdds: [] };
/** Units of each sku in orders already acknowledged: stock that is surely gone. */
const soldAcknowledged = new Map();
/** At most what is left once the acknowledged orders took theirs. */
const leftAtMost = (sku) => variants.get(sku).seeded - (soldAcknowledged.get(sku) ?? 0);
/** A cart that an add or increase answered may hold no more of a limited sku than was left. */
function checkFits(sku, left, cart, what) {
  if (variants.get(sku).unlimited) return;
  const held = cart.entries
    .filter((e) => e.chosenVariant.sku === sku)
    .reduce((sum, e) => sum + e.quantity, 0);
  if (held > left)
    tally.overfullAdds.push(
      `${what}: cart ${cart.id} holds ${held} of ${sku}; at most ${left} left`,
    );
}
const deadline = performance.now() + seconds * 1000;

/** One visitor: its cookies, the cart it last saw, and its orders. */
async function visitor(n) {
  const client = visitorClient(base, recorder);
  /** The visitor's cart as its last answer showed it: entry id → {sku, quantity}. */
  let known = new Map();
  const orders = [];
  let submissions = 0;

  const inconsistent = (what, cart) => {
    if (tally.inconsistentCarts.length < 10)
      tally.inconsistentCarts.push(`visitor ${n}, ${what}: ${JSON.stringify(cart).slice(0, 300)}`);
    else tally.inconsistentCarts.push(what);
  };
  /** A cart answer: its totals add up, and it is the cart the visitor expects; it becomes known. */
  const see = (cart, expected, what) => {
    const quantity = cart.entries.reduce((s, e) => s + e.quantity, 0);
    const subtotal = cart.entries.reduce((s, e) => s + e.quantity * e.purchasePriceCents, 0);
    if (cart.totalQuantity !== quantity || cart.subtotalCents !== subtotal)
      inconsistent(`${what}: totals do not add up`, cart);
    const actual = new Map(
      cart.entries.map((e) => [e.id, { sku: e.chosenVariant.sku, quantity: e.quantity }]),
    );
    const same =
      actual.size === expected.size &&
      [...expected].every(
        ([id, e]) => actual.get(id)?.sku === e.sku && actual.get(id)?.quantity === e.quantity,
      );
    if (!same) inconsistent(`${what}: not the cart the visitor's own calls made`, cart);
    known = actual;
  };

  await client.request('crumb', 'GET', '/api/commerce/shopping-cart');
  while (performance.now() < deadline) {
    const action = weighted([
      ['shop', 6],
      ['product', 10],
      ['missing page', 1],
      ['cart', 8],
      ['add', 22],
      ['set quantity', 6],
      ['remove', 4],
      ['form', 5],
      ['order', 8],
      ['read order', 2],
    ]);
    switch (action) {
      case 'shop':
        await client.request(action, 'GET', '/shop');
        break;
      case 'product':
        await client.request(action, 'GET', `/shop/${pick(slugs)}`);
        break;
      case 'missing page':
        await client.request(action, 'GET', `/shop/no-such-product-${n}`, { allowed: [404] });
        break;
      case 'cart': {
        const { status, body } = await client.request(action, 'GET', '/api/commerce/shopping-cart');
        if (status === 200) see(body, known, 'cart read');
        break;
      }
      case 'add': {
        const sku = weighted(PICKS);
        const { itemId } = variants.get(sku);
        const quantity = Math.random() < 0.8 ? 1 : 2;
        const additionalFields =
          sku === 'SQ-MUG-ENGRAVED' ? JSON.stringify(pick(ENGRAVINGS)) : undefined;
        // 409: not enough stock for this cart, or a cart in another currency.
        const left = leftAtMost(sku);
        const { status, body } = await client.request(
          action,
          'POST',
          '/api/commerce/shopping-cart/entries',
          {
            body: { itemId, sku, quantity, ...(additionalFields ? { additionalFields } : {}) },
            allowed: [200, 409],
          },
        );
        if (status === 409) tally.addsRefused++;
        if (status !== 200) break;
        const line = body.newlyAdded;
        const expected = new Map(known);
        expected.set(line.id, { sku, quantity: (known.get(line.id)?.quantity ?? 0) + quantity });
        see(body.shoppingCart, expected, 'add');
        checkFits(sku, left, body.shoppingCart, 'add');
        break;
      }
      case 'set quantity':
      case 'remove': {
        const [entryId, entry] = pick([...known]) ?? [];
        if (!entryId) break;
        const quantity = action === 'remove' ? 0 : Math.floor(Math.random() * 4);
        const path = `/api/commerce/shopping-cart/entries/${entryId}`;
        // 409: a higher quantity than the stock left.
        const left = leftAtMost(entry.sku);
        const { status, body } =
          action === 'remove'
            ? await client.request(action, 'DELETE', path)
            : await client.request(action, 'PUT', path, {
                body: { quantity },
                allowed: quantity > entry.quantity ? [200, 409] : [200],
              });
        if (status !== 200) break;
        const expected = new Map(known);
        if (quantity === 0) expected.delete(entryId);
        else expected.set(entryId, { sku: entry.sku, quantity });
        see(body.shoppingCart, expected, action);
        if (quantity > entry.quantity) checkFits(entry.sku, left, body.shoppingCart, action);
        break;
      }
      case 'form': {
        const key = await client.request(
          'form key',
          'POST',
          '/api/form/FormSubmissionKey?formId=form-newsletter',
        );
        if (key.status !== 200) break;
        const email = `soak-${n}-${++submissions}@example.com`;
        const saved = await client.request(
          'form submission',
          'POST',
          '/api/form/SaveFormSubmission',
          {
            body: {
              key: key.body.key,
              form: JSON.stringify({ 'n-email': email, 'n-name': ['Soak', `Visitor ${n}`] }),
              pageTitle: 'Newsletter',
              pageId: 'soak-page',
              contentSource: 'c',
              pagePermissionTypeValue: 1,
              pagePath: '/newsletter',
            },
          },
        );
        if (saved.status === 200 && saved.body?.success === true)
          acknowledged.submissions.push(email);
        break;
      }
      case 'order': {
        const cartToken = client.jar.get('CART');
        if (!cartToken) break;
        // 409: not enough stock left for this cart, or a cart emptied by removals.
        const { status, body } = await client.request(action, 'POST', '/api/commerce/orders', {
          body: { cartToken },
          allowed: [200, 409],
        });
        if (status === 409) tally.ordersRefused++;
        if (status !== 200) break;
        const items = [...known.values()];
        for (const { sku, quantity } of items)
          soldAcknowledged.set(sku, (soldAcknowledged.get(sku) ?? 0) + quantity);
        acknowledged.orders.push({ id: body.order.id, cartId: cartToken, items });
        orders.push(body.order.id);
        if (client.jar.has('CART')) inconsistent('order: the cart cookie was not cleared', body);
        known = new Map();
        break;
      }
      case 'read order': {
        if (!orders.length) break;
        await client.request(action, 'GET', `/api/commerce/orders/${pick(orders)}`);
        break;
      }
    }
  }
}

/** The database's bytes on disk: the file and its write-ahead log. */
const storeBytes = async () => {
  let bytes = 0;
  for (const file of [
    databaseUrl.slice('file:'.length),
    `${databaseUrl.slice('file:'.length)}-wal`,
  ])
    bytes += await stat(file).then(
      (s) => s.size,
      () => 0,
    );
  return bytes;
};
/** The process's memory: resident, and the JS heap in use after a collection when one can be asked. */
const memory = () => {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};
const before = { ...memory(), store: await storeBytes() };
const started = performance.now();
const [, attacks] = await Promise.all([
  Promise.all(Array.from({ length: visitorCount }, (_, n) => visitor(n))),
  runAttackers(base, deadline, {
    itemId: variants.get('SQ-GUIDE-PDF').itemId,
    sku: 'SQ-GUIDE-PDF',
  }),
]);
const elapsed = (performance.now() - started) / 1000;
const after = { ...memory(), store: await storeBytes() };
await app.close();

// ---- the invariants, from the database ----

const db = createClient({ url: databaseUrl });
const rows = async (sql, args = []) => (await db.execute({ sql, args })).rows;
const results = [];
const check = (name, failures) => results.push({ name, failures });
const sumBySku = (items, into = new Map()) => {
  for (const { sku, quantity } of items) into.set(sku, (into.get(sku) ?? 0) + Number(quantity));
  return into;
};
const sameItems = (a, b) => {
  const x = sumBySku(a);
  const y = sumBySku(b);
  return x.size === y.size && [...x].every(([sku, q]) => y.get(sku) === q);
};

const storedOrders = (await rows('SELECT id, purchased_cart_id, data FROM orders')).map((r) => ({
  id: String(r.id),
  cartId: String(r.purchased_cart_id),
  items: JSON.parse(String(r.data)).items,
}));
const sold = new Map();
for (const order of storedOrders) sumBySku(order.items, sold);

{
  const failures = [];
  for (const r of await rows('SELECT sku, qty_in_stock, unlimited FROM variants')) {
    const fixture = variants.get(String(r.sku));
    if (!fixture || fixture.unlimited) continue;
    const onHand = Number(r.qty_in_stock);
    const soldQty = sold.get(fixture.sku) ?? 0;
    if (onHand < 0 || onHand + soldQty !== fixture.seeded)
      failures.push(
        `${fixture.sku}: on hand ${onHand} + sold ${soldQty} ≠ seeded ${fixture.seeded}`,
      );
  }
  check(
    'stock: for every limited sku, on hand ≥ 0 and on hand + sold in orders = seeded',
    failures,
  );
}

{
  const entries = await rows(
    'SELECT e.cart_id, e.sku, e.quantity, c.is_purchased FROM cart_entries e JOIN carts c ON c.id = e.cart_id',
  );
  const byCart = new Map();
  for (const e of entries) {
    const list = byCart.get(String(e.cart_id)) ?? [];
    list.push({
      sku: String(e.sku),
      quantity: Number(e.quantity),
      purchased: Number(e.is_purchased),
    });
    byCart.set(String(e.cart_id), list);
  }
  const failures = [];
  for (const order of storedOrders) {
    const lines = byCart.get(order.cartId) ?? [];
    if (!lines.length || lines.some((l) => !l.purchased))
      failures.push(`order ${order.id}: its cart ${order.cartId} is not marked purchased`);
    else if (!sameItems(order.items, lines))
      failures.push(`order ${order.id}: items differ from its cart's entries`);
  }
  check('orders: every stored order is its purchased cart, item for item', failures);

  const overfull = [];
  for (const [cartId, lines] of byCart) {
    if (lines[0]?.purchased) continue;
    for (const [sku, quantity] of sumBySku(lines)) {
      const fixture = variants.get(sku);
      if (fixture && !fixture.unlimited && quantity > fixture.seeded)
        overfull.push(
          `open cart ${cartId} holds ${quantity} of ${sku}; only ${fixture.seeded} ever existed`,
        );
    }
  }
  check('open carts: no open cart holds more of a limited sku than was ever in stock', overfull);
}

{
  const stored = new Map(storedOrders.map((o) => [o.id, o]));
  const failures = acknowledged.orders
    .filter((o) => {
      const row = stored.get(o.id);
      return !row || row.cartId !== o.cartId || !sameItems(row.items, o.items);
    })
    .map((o) => `order ${o.id} (cart ${o.cartId}) was acknowledged but is not stored as answered`);
  if (recorder.transportErrors === 0 && stored.size !== acknowledged.orders.length)
    failures.push(`${stored.size} orders stored, ${acknowledged.orders.length} acknowledged`);
  check('orders: every acknowledged order is stored, with the items the visitor had', failures);
}

{
  const stored = new Set(
    (await rows("SELECT form_values FROM form_submissions WHERE form_id = 'form-newsletter'")).map(
      (r) => JSON.parse(String(r.form_values))['n-email'],
    ),
  );
  const failures = acknowledged.submissions
    .filter((email) => !stored.has(email))
    .map((email) => `submission ${email} was acknowledged but is not stored`);
  if (recorder.transportErrors === 0 && stored.size !== acknowledged.submissions.length)
    failures.push(
      `${stored.size} submissions stored, ${acknowledged.submissions.length} acknowledged`,
    );
  check('forms: every acknowledged submission (200 {success:true}) is stored', failures);
}
const analyticsRows = Number(
  (
    await rows(`SELECT (SELECT COUNT(*) FROM page_views) + (SELECT COUNT(*) FROM visitor_events)
      + (SELECT COUNT(*) FROM js_errors) AS n`)
  )[0]?.n ?? 0,
);
db.close();
await rm(dir, { recursive: true, force: true });
for (const [name, failures] of attackerChecks(attacks)) check(name, failures);

const fivexx = [...recorder.statuses].filter(([status]) => status >= 500);
check('server: no 5xx answer and no failed connection', [
  ...fivexx.map(([status, count]) => `${count} × ${status}`),
  ...(recorder.transportErrors ? [`${recorder.transportErrors} failed connections`] : []),
]);
check(
  'answers: every status was one its call allows (409 only for stock or currency)',
  [...recorder.unexpected].map(([what, count]) => `${count} × ${what}`),
);
check(
  'adds: no add or increase left a cart holding more of a limited sku than the acknowledged orders left',
  tally.overfullAdds,
);
check(
  'carts: every cart answer adds up and follows from the visitor’s own calls',
  tally.inconsistentCarts,
);

// ---- the report ----

const byStatus = [...recorder.statuses].sort(([a], [b]) => a - b);
console.log(`\nSoak: ${visitorCount} visitors on ${base} for ${seconds} s`);
console.log(
  `  ${recorder.requests} requests in ${elapsed.toFixed(1)} s · ${(recorder.requests / elapsed).toFixed(0)} req/s · p50 ${median(recorder.latencies).toFixed(1)} ms · p99 ${percentile(recorder.latencies, 99).toFixed(1)} ms`,
);
console.log(
  `  by call (count, p50): ${[...recorder.byLabel].map(([label, l]) => `${label} ${l.length} ${median(l).toFixed(0)} ms`).join(' · ')}`,
);
console.log(`  statuses: ${byStatus.map(([s, c]) => `${s} × ${c}`).join(', ')}`);
console.log(
  `  errors by status: ${
    byStatus
      .filter(([s]) => s >= 400)
      .map(([s, c]) => `${s} × ${c}`)
      .join(', ') || 'none'
  }${recorder.transportErrors ? `, connection failures × ${recorder.transportErrors}` : ''}`,
);
console.log(
  `  orders placed ${acknowledged.orders.length}, refused (409) ${tally.ordersRefused} · adds refused (409) ${tally.addsRefused} · form submissions ${acknowledged.submissions.length}`,
);
console.log(
  `  sold: ${[...sold]
    .filter(([sku]) => !variants.get(sku)?.unlimited)
    .map(([sku, q]) => `${sku} ${q}/${variants.get(sku)?.seeded}`)
    .join(', ')}`,
);
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;
console.log('\nAttackers (own loopback addresses)');
for (const line of attackerReport(attacks)) console.log(`  ${line}`);
console.log(
  `  memory (server and clients in one process): RSS ${mb(before.rss)} → ${mb(after.rss)}, heap in use ${mb(before.heapUsed)} → ${mb(after.heapUsed)} · store (database + WAL) ${mb(before.store)} → ${mb(after.store)} · analytics rows ${analyticsRows}`,
);
console.log('\nInvariants');
for (const { name, failures } of results) {
  console.log(`  ${failures.length ? 'FAIL' : 'ok  '} ${name}`);
  for (const failure of failures.slice(0, 10)) console.log(`         ${failure}`);
  if (failures.length > 10) console.log(`         … and ${failures.length - 10} more`);
}
if (recorder.samples.length) {
  console.log('\nSample unexpected answers');
  for (const sample of recorder.samples) console.log(`  ${sample}`);
}
const failed = results.filter((r) => r.failures.length).length;
console.log(failed ? `\n${failed} invariant(s) failed` : '\nAll invariants hold');
process.exit(failed ? 1 : 0);
