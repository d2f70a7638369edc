import { buildServer } from './app';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);

const app = await buildServer({
  databaseUrl: process.env.DATABASE_URL ?? 'file:data/storefront.db',
  faults: process.env.SQ_FAULTS === '1',
  rateLimitMax: process.env.RATE_LIMIT_MAX ? Number(process.env.RATE_LIMIT_MAX) : undefined,
  merchantSession: process.env.MERCHANT_SESSION,
});
await app.listen({ host, port });
console.log(`sq-storefront reference server: http://${host}:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
