import { clientAddress } from './client-address';
import { createWindowLimiter } from './window-limiter';

/**
 * The member login's guard: how many password checks each account, client and address may have,
 * and the account delay, in bounded memory (createLoginGuard). The site members' login route
 * (routes/site-users.ts) admits each check through it and settles it with the outcome.
 */

const MINUTE = 60_000;

/** The member-login limits; `buildServer`'s `memberLogin` option overrides any of them. */
export interface MemberLoginLimits {
  /** Failed (or pending) checks of one account from one client, per window, before 429. */
  pairMax: number;
  /** Failed (or pending) checks from one client address, over any accounts, per window. */
  addressMax: number;
  windowMs: number;
  /** Every password check of one client (address or known device), right or wrong, per minute. */
  checksPerMinute: number;
  /** The account delay: none below `delayAfter` failures, then doubling from `delayBaseMs`. */
  delayAfter: number;
  delayBaseMs: number;
  delayMaxMs: number;
  /** Keys each limiter holds at most (the least recently counted go first). */
  maxKeys: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const MEMBER_LOGIN_LIMITS: MemberLoginLimits = {
  pairMax: 5,
  addressMax: 20,
  windowMs: 15 * MINUTE,
  checksPerMinute: 30,
  delayAfter: 5,
  delayBaseMs: 250,
  delayMaxMs: 8_000,
  maxKeys: 50_000,
  now: Date.now,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The delay before checking an account with `failures` failed or pending checks in the window. */
export function accountDelayMs(
  failures: number,
  { delayAfter, delayBaseMs, delayMaxMs }: MemberLoginLimits,
): number {
  if (failures < delayAfter) return 0;
  return Math.min(delayBaseMs * 2 ** (failures - delayAfter), delayMaxMs);
}

/** How a check admitted ended: a wrong password, a right one, or never made (refused, failed). */
export type CheckOutcome = 'failed' | 'succeeded' | 'unchecked';

export type Admission =
  | { retryAfterMs: number }
  | { delayMs: number; settle: (outcome: CheckOutcome) => void };

/**
 * Who may have a password checked now, and after what delay. `admit` reads and takes every limit
 * in one synchronous step, so a check pending holds its slots and parallel attempts are counted
 * as they arrive:
 * - the pair (account, client): `pairMax` failures a window, then 429 for that pair alone. The
 *   client is the browser's device when it carries a known device token for this account,
 *   else the client address.
 * - the address: `addressMax` failures a window over all accounts (one client trying many);
 *   a known device is not counted by its address.
 * - every check, right or wrong, `checksPerMinute` a minute per client (device or address).
 * - the account alone (failures from any client): never a refusal, a delay before the check
 *   (`accountDelayMs`), which a known device skips. A stranger can slow a member's sign-in from
 *   a new browser, never refuse it.
 * `settle` tells the outcome: a failure keeps its slots; a success clears the pair and frees its
 * address and account slots; a check never made frees them all. The per-minute slot stays.
 */
export function createLoginGuard(options: Partial<MemberLoginLimits> = {}) {
  const limits = { ...MEMBER_LOGIN_LIMITS, ...options };
  const limiter = (max: number, windowMs: number) =>
    createWindowLimiter({ max, windowMs, maxKeys: limits.maxKeys, now: limits.now });
  const pairs = limiter(limits.pairMax, limits.windowMs);
  const addresses = limiter(limits.addressMax, limits.windowMs);
  const checks = limiter(limits.checksPerMinute, MINUTE);
  // 16 doublings past `delayAfter` outgrow any sensible cap: an account keeps no more slots.
  const accounts = limiter(limits.delayAfter + 16, limits.windowMs);

  return {
    /**
     * `account` is the normalised email; `device` the known device's id (its token's hash) when
     * the browser carries one of this account's, else null.
     */
    admit({
      account,
      ip,
      device,
    }: {
      account: string;
      ip: string;
      device: string | null;
    }): Admission {
      const address = clientAddress(ip);
      const client = device ? `device ${device}` : `address ${address}`;
      const pair = JSON.stringify([client, account]);
      const retryAfterMs = Math.max(
        pairs.retryAfterMs(pair),
        checks.retryAfterMs(client),
        device ? 0 : addresses.retryAfterMs(address),
      );
      if (retryAfterMs > 0) return { retryAfterMs };
      const delayMs = device ? 0 : accountDelayMs(accounts.held(account), limits);
      const pairAt = pairs.take(pair);
      checks.take(client);
      const addressAt = device ? null : addresses.take(address);
      const accountAt = accounts.take(account);
      return {
        delayMs,
        settle(outcome) {
          if (outcome === 'failed') return;
          if (outcome === 'succeeded') pairs.clear(pair);
          else pairs.release(pair, pairAt);
          if (addressAt !== null) addresses.release(address, addressAt);
          accounts.release(account, accountAt);
        },
      };
    },
    sleep: limits.sleep,
    close() {
      for (const each of [pairs, addresses, checks, accounts]) each.close();
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
