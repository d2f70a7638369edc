import { randomBytes } from 'node:crypto';
import { isId } from '../src/contract/ids';
import { StartupError } from './errors/startup-error';
import type { ServerOptions } from './options';

/** What `npm start` runs with, read from the environment. */
export interface StartConfig {
  host: string;
  port: number;
  server: ServerOptions;
  /** Set when MERCHANT_SESSION was unset and a credential was made for this run. */
  generatedMerchantSession: string | null;
}

/** The shortest merchant credential accepted: anything shorter is guessable. */
export const MERCHANT_SESSION_MIN_LENGTH = 16;

/** A merchant credential of 256 random bits, for a run started without one. */
export const newMerchantSession = () => randomBytes(32).toString('base64url');

/** Refuses a merchant credential that is empty or short, with the reason in one line. */
export function checkMerchantSession(value: string): string {
  if (value.length < MERCHANT_SESSION_MIN_LENGTH) {
    throw new StartupError(
      `MERCHANT_SESSION must be at least ${MERCHANT_SESSION_MIN_LENGTH} characters (unset it to have a random one made at start)`,
    );
  }
  return value;
}

function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw new StartupError(
      `${name} must be a positive whole number (got ${JSON.stringify(value)})`,
    );
  }
  return number;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new StartupError(`${name} must be 1 or 0 (got ${JSON.stringify(value)})`);
}

/** The session recorder's id: unset is the mock id (the server's default); else an id. */
function recordingId(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isId(value)) {
    throw new StartupError(
      `SESSION_RECORDING_ID must be 1 to 64 letters, digits, '_', '.' or '-' (got ${JSON.stringify(value)})`,
    );
  }
  return value;
}

/** Reads and checks the environment; a bad value is a StartupError naming the variable. */
export function readConfig(env: Record<string, string | undefined>): StartConfig {
  const port = env.PORT === undefined ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535 || env.PORT?.trim() === '') {
    throw new StartupError(
      `PORT must be a port number from 0 to 65535 (got ${JSON.stringify(env.PORT)})`,
    );
  }
  const generated = env.MERCHANT_SESSION === undefined ? newMerchantSession() : null;
  return {
    host: env.HOST || '127.0.0.1',
    port,
    generatedMerchantSession: generated,
    server: {
      databaseUrl: env.DATABASE_URL || 'file:data/storefront.db',
      faults: flag('SQ_FAULTS', env.SQ_FAULTS),
      rateLimitMax:
        env.RATE_LIMIT_MAX === undefined
          ? undefined
          : positiveInteger('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX),
      merchantSession: generated ?? checkMerchantSession(env.MERCHANT_SESSION ?? ''),
      cookieSecure: flag('COOKIE_SECURE', env.COOKIE_SECURE),
      trustProxy: flag('TRUST_PROXY', env.TRUST_PROXY),
      recordingId: recordingId(env.SESSION_RECORDING_ID),
    },
  };
}
