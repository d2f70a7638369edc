import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for every route registered under /api/: the rate limit and fault hooks apply to it. */
    api?: boolean;
    /**
     * Whether the crumb hook requires the `crumb` query parameter. Defaults to true for the
     * state-changing methods of an API route; a route may only turn it off by saying `crumb: false`.
     */
    crumb?: boolean;
    /**
     * Set for the page's own analytics calls (census, events, clanker, performance): sent on their
     * own, most by beacon, and their answers never read. The crumb hook never sets the crumb cookie
     * on their answers, and the fault hook leaves them alone unless a fault names them.
     */
    analytics?: boolean;
  }
}

/** The analytics calls' paths: census, events, clanker and performance. */
const ANALYTICS_PATH = /^\/api\/(census|events|v1\/clanker|1\/performance)\//;

const MUTATING = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request of this method changes state (and so needs the crumb). */
export const isMutating = (method: string) => MUTATING.has(method.toUpperCase());

/** One registered route, as the route table lists it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  api: boolean;
  crumb: boolean;
  /** Whether the route validates its query string (static file routes read none). */
  querySchema: boolean;
  /** Whether the route validates its body (every POST, PUT and PATCH route must). */
  bodySchema: boolean;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Classifies every route by its registered path when it is added, so hooks decide by the route
 * the router matched (whatever percent-escapes the request line used), never by the raw URL.
 * Must be registered before any route.
 */
export function registerRouteKinds(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const api = route.url.startsWith('/api/');
    const methods = ([] as HTTPMethods[]).concat(route.method);
    const crumb = api && methods.some(isMutating) && route.config?.crumb !== false;
    const analytics = ANALYTICS_PATH.test(route.url);
    route.config = { ...route.config, api, crumb, analytics };
    const querySchema = Boolean(route.schema?.querystring);
    const bodySchema = Boolean(route.schema?.body);
    for (const method of methods) {
      table.push({ method, url: route.url, api, crumb, querySchema, bodySchema });
    }
  });
}

/** Every route registered on the app so far (each method on its own line). */
export function routeTable(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}
