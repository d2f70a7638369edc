import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import { readConfig } from './config';
import { StartupError } from './errors/startup-error';

/** Starts the reference server; a bad setting or database prints one line and exits 1. */
async function start() {
  const config = readConfig(process.env);
  const app = await buildServer(config.server);
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://${config.host}:${port}`;
  console.log(`sq-storefront reference server: ${origin}/`);
  if (config.generatedMerchantSession) {
    console.log(
      `Merchant secret for this run: ${config.generatedMerchantSession} (sign in with it at ${origin}/merchant/analytics, or send it to the merchant API as Authorization: Bearer; set MERCHANT_SESSION to choose one)`,
    );
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

try {
  await start();
} catch (error) {
  const code = (error as { code?: unknown }).code;
  if (error instanceof StartupError || code === 'EADDRINUSE' || code === 'EACCES') {
    console.error(`sq-storefront: ${(error as Error).message}`);
    process.exit(1);
  }
  throw error;
}
