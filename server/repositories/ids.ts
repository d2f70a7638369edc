import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An id that doubles as a secret (cart tokens, order ids): 128 random bits as 32 hex digits. */
export const newId = (): string => randomBytes(16).toString('hex');

/** A bearer token (an order's access token, a visitor's order key): 256 random bits, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only a token's SHA-256 is stored, so the database alone grants no access. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether a presented token is the one of the stored hash, compared in constant time. */
export function matchesHash(token: string | null | undefined, storedHash: unknown): boolean {
  if (!token || typeof storedHash !== 'string' || storedHash.length !== 64) return false;
  return timingSafeEqual(Buffer.from(tokenHash(token), 'hex'), Buffer.from(storedHash, 'hex'));
}
