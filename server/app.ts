import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { MOCK_RECORDING_ID } from '../src/constants/session-recording';
import { siteMoneyFormatter } from '../src/i18n/money-format';
import { checkMerchantSession, newMerchantSession } from './config';
import { isStorageFault, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedForms, seedProducts } from './db/seed';
import { StartupError } from './errors/startup-error';
import { clientAddress } from './limits/client-address';
import { SnapshotRateLimitStore } from './limits/rate-limit-store';
import type { ServerOptions } from './options';
import { registerCrumb } from './plugins/crumb';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerFaults } from './plugins/faults';
import { registerJsonBody } from './plugins/json-body';
import { merchantAuth } from './plugins/merchant';
import { registerRouteKinds } from './plugins/route-kind';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createAnalyticsRepository } from './repositories/analytics';
import { createCartRepository } from './repositories/cart-repository';
import { demoCart } from './repositories/demo-cart';
import { createFormRepository } from './repositories/forms';
import { createMerchantSessionRepository } from './repositories/merchant-sessions';
import { createOrderRepository } from './repositories/order-repository';
import { createRestockRepository } from './repositories/restock';
import { createSiteSettingsRepository } from './repositories/site-settings';
import { createSiteUserRepository, seedDemoMember } from './repositories/site-users';
import { createStockRepository } from './repositories/stock';
import { scheduleSweeps } from './repositories/sweeper';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAnalyticsRequestLog } from './routes/analytics-requests';
import { registerCartRoutes } from './routes/cart';
import { registerCensusRoutes } from './routes/census';
import { registerClankerRoutes } from './routes/clanker';
import { registerContentImageRoutes } from './routes/content-images';
import { registerContentPages } from './routes/content-pages';
import { registerFormSubmissionList } from './routes/form-submissions';
import { registerFormRoutes } from './routes/forms';
import { registerFullstoryRoutes } from './routes/fullstory';
import { registerHandoffPages } from './routes/handoff-pages';
import { registerInventoryRoutes } from './routes/inventory';
import { registerMerchantAnalyticsRoutes } from './routes/merchant-analytics';
import { registerMerchantPages } from './routes/merchant-pages';
import { registerMerchantRestockRoutes } from './routes/merchant-restock';
import { registerOrderRoutes } from './routes/orders';
import { registerPages } from './routes/pages';
import { registerPlacesRoutes } from './routes/places';
import { registerProductRoutes } from './routes/products';
import { registerRestockRoutes } from './routes/restock';
import { registerShopPages } from './routes/shop-pages';
import { registerSiteSettingsRoutes } from './routes/site-settings';
import { registerSiteUserRoutes } from './routes/site-users';
import { captchaSiteKeyOf } from './site-data/shop-data';
import { readSiteData } from './site-data/site-data';
import { loadPages } from './templates/pages';
import { connectionTimeouts } from './timeouts';

export type { ServerOptions };

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const root = options.root ?? process.cwd();
  const merchantSession =
    options.merchantSession === undefined
      ? newMerchantSession()
      : checkMerchantSession(options.merchantSession);
  // Every fixture the server works from is read once, here, and handed to what needs it.
  const site = await readSiteData(root);
  const db = await openDatabase(options.databaseUrl, { onStorageLost: options.onStorageLost });
  try {
    await migrate(db.client, join(root, 'server/db/migrations'));
    await seedProducts(db.client, site.shop.products);
    await seedForms(db.client, site.shop.forms);
    await seedDemoMember(db.client);
  } catch (error) {
    db.close();
    if (isStorageFault(error)) {
      throw new StartupError(`the database cannot be written: ${(error as Error).message}`);
    }
    throw error;
  }

  // No coercion and no silent stripping: a quantity of '2' or an unknown field is a client bug to report.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    ...connectionTimeouts(options.requestTimeoutMs),
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        allErrors: true,
        allowUnionTypes: true,
      },
    },
  });
  const stopSweeps = scheduleSweeps(db, app.log, options.sweepIntervalMs);
  app.addHook('onClose', async () => {
    stopSweeps();
    db.close();
  });
  registerRouteKinds(app);
  registerErrorHandler(app);
  registerJsonBody(app);
  const forms = createFormRepository(db);
  await registerSecurityHeaders(app, { forms });
  // Options every cookie the server sets starts from.
  const secure = options.cookieSecure ? true : options.trustProxy ? 'auto' : false;
  await app.register(fastifyCookie, { parseOptions: { secure } });
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, {
    // Counted so that a burst lets exactly the limit's number through (rate-limit-store.ts).
    store: SnapshotRateLimitStore,
    keyGenerator: (request) => clientAddress(request.ip),
    max: options.rateLimitMax ?? 600,
    timeWindow: options.rateLimitWindowMs ?? 60_000,
    // By the matched route, so an escaped path spends the same client budget.
    allowList: (request) => !request.routeOptions.config?.api,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'Too many requests.',
    }),
  });
  if (options.faults) registerFaults(app);
  registerCrumb(app);

  // Every page template is read and parsed once, here.
  const pages = await loadPages(join(root, 'fixtures/templates'), {
    log: app.log,
    siteLocale: site.shop.website.locale,
  });
  const { website } = site.shop;
  const { catalogue } = site;
  // Every price the server writes follows the site's money setting and locale, as the bundle's do.
  const money = siteMoneyFormatter(website);
  const websiteId = 'demo-website';
  const carts = createCartRepository(db, { websiteId, defaultCurrency: 'USD', catalogue, money });
  registerCartRoutes(app, carts, {
    catalogue,
    demoCart: demoCart({ websiteId, money }),
    newCartsPerHour: options.newCartsPerHour,
  });
  registerSiteUserRoutes(app, createSiteUserRepository(db), options.memberLogin);
  const stock = createStockRepository(db);
  registerInventoryRoutes(app, stock, { testHooks: Boolean(options.faults) });
  const orders = createOrderRepository(db, { websiteId, catalogue });
  registerOrderRoutes(app, orders);
  const analytics = createAnalyticsRepository(db, {
    databaseUrl: options.databaseUrl,
    quota: options.analyticsQuota,
    minFreeDiskBytes: options.analyticsMinFreeDiskBytes,
  });
  // Registered after the database's own onClose, so it runs before the database closes.
  app.addHook('onClose', () => analytics.close());
  registerHandoffPages(app, carts, orders, pages, {
    catalogue,
    money,
    onCheckout: analytics.checkout,
  });
  if (options.faults) registerAnalyticsRequestLog(app);
  registerCensusRoutes(app, analytics);
  registerClankerRoutes(app, analytics, { testHooks: Boolean(options.faults) });
  registerAnalyticsRoutes(app, analytics);
  registerFullstoryRoutes(app, {
    recordingId: options.recordingId ?? MOCK_RECORDING_ID,
    testHooks: Boolean(options.faults),
  });
  const restock = createRestockRepository(db);
  registerRestockRoutes(app, restock, {
    catalogue,
    captchaSiteKey: captchaSiteKeyOf(website),
    signupsPerHour: options.restockSignupsPerHour,
  });
  const merchant = merchantAuth(
    merchantSession,
    createMerchantSessionRepository(db, merchantSession),
  );
  registerMerchantRestockRoutes(app, restock, { merchant });
  registerMerchantAnalyticsRoutes(app, analytics, { merchant });
  registerFormRoutes(app, forms, {
    submissionsPerMinute: options.formSubmissionsPerMinute ?? 20,
  });
  registerFormSubmissionList(app, forms, merchant);
  const siteSettings = createSiteSettingsRepository(db);
  registerSiteSettingsRoutes(app, siteSettings, { merchant });
  await registerShopPages(app, stock, pages, { root, site, siteSettings });
  await registerContentPages(app, pages, { root, site, siteSettings, now: options.now });
  registerMerchantPages(app, pages, { merchant });
  registerProductRoutes(app, stock, { site });
  registerContentImageRoutes(app, { root, images: site.content.images });
  await registerPlacesRoutes(app, { root });
  await registerPages(app, pages, {
    publicDir: join(root, 'dist'),
    demoDir: join(root, 'demo-pages'),
    templatesDir: join(root, 'fixtures/templates'),
  });
  return app;
}
