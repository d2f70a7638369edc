import { readFile } from 'node:fs/promises';
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
import { registerCrumb } from './plugins/crumb';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerFaults } from './plugins/faults';
import { registerJsonBody } from './plugins/json-body';
import { merchantAuth } from './plugins/merchant';
import { registerRouteKinds } from './plugins/route-kind';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createAnalyticsRepository } from './repositories/analytics';
import type { AnalyticsQuotaLimits } from './repositories/analytics-quota';
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
import { registerFormRoutes } from './routes/forms';
import { registerFullstoryRoutes } from './routes/fullstory';
import { registerHandoffPages } from './routes/handoff-pages';
import { registerInventoryRoutes } from './routes/inventory';
import type { MemberLoginLimits } from './routes/login-guard';
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
import { loadPages } from './templates/pages';
import { connectionTimeouts } from './timeouts';

export interface ServerOptions {
  /** libSQL URL: `file:…` for the embedded database, or a libSQL server. */
  databaseUrl: string;
  /** Fault injection and test hooks (SQ_FAULTS=1); never on in production. */
  faults?: boolean;
  /** API requests per window per client before 429. */
  rateLimitMax?: number;
  rateLimitWindowMs?: number;
  /**
   * The member-login limits (routes/login-guard.ts: per account and client, per client address,
   * checks a minute, the account delay); tests set them, with their own clock and sleep.
   */
  memberLogin?: Partial<MemberLoginLimits>;
  /** The repository root; dist/, demo-pages/, fixtures/ and the migrations are found from it. */
  root?: string;
  logger?: boolean;
  /** Form submissions per minute per client before 429 ('Submission rate limit exceeded'). */
  formSubmissionsPerMinute?: number;
  /** Back-in-stock signups per hour per client before 429 (20 unless told). */
  restockSignupsPerHour?: number;
  /** New carts a client may open an hour before an add that would open one answers 429 (60). */
  newCartsPerHour?: number;
  /**
   * The merchant secret (MERCHANT_SESSION), at least 16 characters: signing in with it at
   * /merchant/login opens a merchant session; a script may send it as `Authorization: Bearer`.
   * There is no built-in one: without it a random one is made, which nobody knows.
   */
  merchantSession?: string;
  /**
   * How long a client may take to send a whole request, headers and body, before it is answered
   * 408 and its connection closed (timeouts.ts); 29 s unless told, so a stalled body is dropped within 30 s.
   */
  requestTimeoutMs?: number;
  /**
   * Called with one line when the database's shared-memory file is lost under the running server
   * (db/shm-watchdog.ts); prints the line and exits with code 1 unless told (a test passes its own).
   */
  onStorageLost?: (line: string) => void;
  /** Cookies are marked Secure (COOKIE_SECURE=1: the site is served over HTTPS). */
  cookieSecure?: boolean;
  /**
   * Trust X-Forwarded-* from a proxy in front (TRUST_PROXY=1): the client address comes from it,
   * and cookies are marked Secure when the proxy says the request came over HTTPS.
   */
  trustProxy?: boolean;
  /** How often expired form keys and abandoned carts are swept. */
  sweepIntervalMs?: number;
  /**
   * The session recorder's id the server answers (SESSION_RECORDING_ID); `automated-mock-id`, the
   * default, means the bundle records nothing [A-31, W-05].
   */
  recordingId?: string;
  /** The clock the content pages read "now" from (past or upcoming events); Date.now unless told. */
  now?: () => number;
  /**
   * What anonymous analytics calls may store per UTC day: records per client (1,000), new error
   * groups per client (20) and records in all (200,000); see repositories/analytics-quota.ts.
   */
  analyticsQuota?: Partial<AnalyticsQuotaLimits>;
  /** Free bytes the database's disk must keep, else analytics calls answer 503 (512 MB). */
  analyticsMinFreeDiskBytes?: number;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const root = options.root ?? process.cwd();
  const merchantSession =
    options.merchantSession === undefined
      ? newMerchantSession()
      : checkMerchantSession(options.merchantSession);
  const db = await openDatabase(options.databaseUrl, { onStorageLost: options.onStorageLost });
  try {
    await migrate(db.client, join(root, 'server/db/migrations'));
    await seedProducts(db.client, join(root, 'fixtures/products.json'));
    await seedForms(db.client, join(root, 'fixtures/forms.json'));
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
  await registerSecurityHeaders(app, { db });
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
  const pages = await loadPages(join(root, 'fixtures/templates'), { log: app.log });
  const website = JSON.parse(await readFile(join(root, 'fixtures/website.json'), 'utf8')) as {
    captchaSettings?: { siteKey?: string };
    locale?: unknown;
    useCLDRMoneyFormat?: unknown;
  };
  // Every price the server writes follows the site's money setting and locale, as the bundle's do.
  const money = siteMoneyFormatter(website);
  const websiteId = 'demo-website';
  const carts = createCartRepository(db, { websiteId, defaultCurrency: 'USD', money });
  registerCartRoutes(app, carts, {
    demoCart: demoCart({ websiteId, money }),
    newCartsPerHour: options.newCartsPerHour,
  });
  registerSiteUserRoutes(app, createSiteUserRepository(db), options.memberLogin);
  const stock = createStockRepository(db);
  registerInventoryRoutes(app, carts, stock, { testHooks: Boolean(options.faults) });
  const orders = createOrderRepository(db, { websiteId });
  registerOrderRoutes(app, orders);
  const analytics = createAnalyticsRepository(db, {
    databaseUrl: options.databaseUrl,
    quota: options.analyticsQuota,
    minFreeDiskBytes: options.analyticsMinFreeDiskBytes,
  });
  // Registered after the database's own onClose, so it runs before the database closes.
  app.addHook('onClose', () => analytics.close());
  registerHandoffPages(app, carts, orders, pages, money, analytics.checkout);
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
    captchaSiteKey: website.captchaSettings?.siteKey ?? null,
    signupsPerHour: options.restockSignupsPerHour,
  });
  const merchant = merchantAuth(
    merchantSession,
    createMerchantSessionRepository(db, merchantSession),
  );
  registerMerchantRestockRoutes(app, restock, { merchant });
  registerMerchantAnalyticsRoutes(app, analytics, { merchant });
  registerFormRoutes(app, createFormRepository(db), {
    merchant,
    submissionsPerMinute: options.formSubmissionsPerMinute ?? 20,
  });
  const siteSettings = createSiteSettingsRepository(db);
  registerSiteSettingsRoutes(app, siteSettings, { merchant });
  await registerShopPages(app, stock, pages, { root, siteSettings });
  await registerContentPages(app, pages, { root, siteSettings, now: options.now });
  registerMerchantPages(app, pages, { merchant });
  await registerProductRoutes(app, stock, { root });
  await registerContentImageRoutes(app, { root });
  await registerPlacesRoutes(app, { root });
  await registerPages(app, pages, {
    publicDir: join(root, 'dist'),
    demoDir: join(root, 'demo-pages'),
    templatesDir: join(root, 'fixtures/templates'),
  });
  return app;
}
