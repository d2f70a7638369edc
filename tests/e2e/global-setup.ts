import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app';
import { signInAsOwner } from './owner';

/** One reference server for the run, on a free port with a throwaway database and faults on. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'sq-e2e-'));
  // The tests that act as the site owner read the merchant secret, and the token of a session
  // signed in with it, from the environment (owner.ts).
  process.env.SQ_MERCHANT_SESSION = randomBytes(18).toString('base64url');
  const app = await buildServer({
    merchantSession: process.env.SQ_MERCHANT_SESSION,
    databaseUrl: `file:${join(dir, 'e2e.db')}`,
    faults: true,
    // Every browser test comes from 127.0.0.1: the per-client limits are raised for the run (each
    // has burst tests of its own in the server's unit tests).
    rateLimitMax: 100_000,
    formSubmissionsPerMinute: 100_000,
    restockSignupsPerHour: 100_000,
    newCartsPerHour: 100_000,
    analyticsQuota: { clientRowsPerDay: 1_000_000, clientErrorGroupsPerDay: 100_000 },
    // The disk guard has its own unit test; a CI machine short of disk must not turn the analytics
    // the browser tests read into 503s.
    analyticsMinFreeDiskBytes: 0,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  process.env.SQ_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.SQ_MERCHANT_SESSION_TOKEN = await signInAsOwner(
    process.env.SQ_BASE_URL,
    process.env.SQ_MERCHANT_SESSION,
  );
  return async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  };
}
