import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCartRepository } from './cart-repository';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedForms, seedProducts } from './db/seed';
import { createOrderRepository } from './order-repository';
import { registerCrumb } from './plugins/crumb';
import { registerErrorHandler } from './plugins/errors';
import { registerFaults } from './plugins/faults';
import { registerCartRoutes } from './routes/cart';
import { registerCensusRoutes } from './routes/census';
import { registerClankerRoutes } from './routes/clanker';
import { registerFormRoutes } from './routes/forms';
import { registerHandoffPages } from './routes/handoff-pages';
import { registerInventoryRoutes } from './routes/inventory';
import { registerMerchantRestockRoutes } from './routes/merchant-restock';
import { registerOrderRoutes } from './routes/orders';
import { registerPages } from './routes/pages';
import { registerRestockRoutes } from './routes/restock';
import { registerShopPages } from './routes/shop-pages';

export interface ServerOptions {
  /** libSQL URL: `file:…` for the embedded database, or a libSQL server. */
  databaseUrl: string;
  /** Fault injection and test hooks (SQ_FAULTS=1); never on in production. */
  faults?: boolean;
  /** API requests per window per client before 429. */
  rateLimitMax?: number;
  rateLimitWindowMs?: number;
  /** The repository root; dist/, demo-pages/, fixtures/ and the migrations are found from it. */
  root?: string;
  logger?: boolean;
  /** Form submissions per minute per client before 429 (spec §8's rate-limit message). */
  formSubmissionsPerMinute?: number;
  /** The merchant session cookie's value the merchant routes accept (MERCHANT_SESSION). */
  merchantSession?: string;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const root = options.root ?? process.cwd();
  const db = await openDatabase(options.databaseUrl);
  await migrate(db.client, join(root, 'server/db/migrations'));
  await seedProducts(db.client, join(root, 'fixtures/products.json'));
  await seedForms(db.client, join(root, 'fixtures/forms.json'));

  // No coercion and no silent stripping: a quantity of '2' or an unknown field is a client bug to report.
  const app = Fastify({
    logger: options.logger ?? false,
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        allErrors: true,
        allowUnionTypes: true,
      },
    },
  });
  app.addHook('onClose', async () => db.close());
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, {
    max: options.rateLimitMax ?? 600,
    timeWindow: options.rateLimitWindowMs ?? 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'Too many requests.',
    }),
  });
  if (options.faults) registerFaults(app);
  registerCrumb(app);

  const websiteId = 'demo-website';
  const carts = createCartRepository(db, { websiteId, defaultCurrency: 'USD' });
  registerCartRoutes(app, carts);
  registerInventoryRoutes(app, carts, { testHooks: Boolean(options.faults) });
  const orders = createOrderRepository(db, { websiteId });
  registerOrderRoutes(app, orders);
  registerHandoffPages(app, carts, orders);
  registerCensusRoutes(app);
  registerClankerRoutes(app, { testHooks: Boolean(options.faults) });
  const website = JSON.parse(await readFile(join(root, 'fixtures/website.json'), 'utf8')) as {
    captchaSettings?: { siteKey?: string };
  };
  registerRestockRoutes(app, db, { captchaSiteKey: website.captchaSettings?.siteKey ?? null });
  const merchantSession = options.merchantSession ?? 'demo-merchant';
  registerMerchantRestockRoutes(app, db, { merchantSession });
  registerFormRoutes(app, db, {
    merchantSession,
    submissionsPerMinute: options.formSubmissionsPerMinute ?? 20,
  });
  await registerShopPages(app, db, { root });
  await registerPages(app, {
    publicDir: join(root, 'dist'),
    demoDir: join(root, 'demo-pages'),
    assetsDir: join(root, 'server/assets'),
  });
  return app;
}
