import { randomUUID } from 'node:crypto';
import type { Client, InStatement } from '@libsql/client';
import type { Database } from '../db/database';
import { newId, newToken, tokenHash } from './ids';
import { decoyHash, type PasswordHash, verifyPassword } from './password-hash';

/** How long a server-side member session lasts: 30 days with 'Remember me', else 12 hours. */
export const REMEMBERED_MS = 30 * 24 * 3600_000;
export const SESSION_MS = 12 * 3600_000;
/** A device cookie lasts 400 days from the last sign-in (the longest a browser keeps a cookie). */
export const DEVICE_MS = 400 * 24 * 3600_000;
/** The devices a member keeps; a new one past that drops the least recently seen. */
export const DEVICES_KEPT = 10;
/** A device token is a `newToken()`: anything else is never looked up. */
const DEVICE_TOKEN = /^[\w-]{43}$/;

export interface MemberSession {
  siteUserId: string;
  xsrfToken: string;
}

/**
 * Site members, their server-side sessions and their devices. A session is known by a random
 * token (the HttpOnly cookie), of which only the SHA-256 is stored, and carries an XSRF token. A
 * device (a browser the member signed in from) is known the same way. A member's cart is the cart
 * id remembered at sign-in.
 */
export function createSiteUserRepository(db: Database) {
  return {
    /**
     * The member whose email and password these are, or null. An unknown email is checked against
     * a decoy hash, so both failures cost one scrypt derivation.
     */
    async authenticate(email: string, password: string): Promise<string | null> {
      const { rows } = await db.client.execute({
        sql: 'SELECT id, password_hash, password_salt FROM site_users WHERE email = ?',
        args: [email.trim()],
      });
      const row = rows[0];
      const stored: PasswordHash = row
        ? { hash: String(row.password_hash), salt: String(row.password_salt) }
        : decoyHash();
      const ok = await verifyPassword(password, stored);
      return ok && row ? String(row.id) : null;
    },

    /**
     * The id of the device a token names (its SHA-256) when it is one of the account of `email`;
     * else null. One indexed read, no password work.
     */
    async knownDevice(token: string | undefined, email: string): Promise<string | null> {
      if (!token || !DEVICE_TOKEN.test(token)) return null;
      const id = tokenHash(token);
      const { rows } = await db.client.execute({
        sql: 'SELECT 1 FROM member_devices d JOIN site_users u ON u.id = d.site_user_id WHERE d.id_hash = ? AND u.email = ?',
        args: [id, email.trim()],
      });
      return rows.length ? id : null;
    },

    /**
     * Remembers the browser a member just signed in from: a known device of the member is seen
     * again and keeps its token; any other gets a new token. Keeps the member's DEVICES_KEPT most
     * recently seen (of two seen in the same millisecond, the later stored). Gives the token for
     * the cookie.
     */
    async rememberDevice(siteUserId: string, token: string | undefined, now = Date.now()) {
      return db.write(async (tx) => {
        if (token && DEVICE_TOKEN.test(token)) {
          const seen = await tx.execute({
            sql: 'UPDATE member_devices SET last_seen = ? WHERE id_hash = ? AND site_user_id = ?',
            args: [now, tokenHash(token), siteUserId],
          });
          if (seen.rowsAffected) return token;
        }
        const fresh = newToken();
        await tx.execute({
          sql: 'INSERT INTO member_devices (id_hash, site_user_id, created, last_seen) VALUES (?, ?, ?, ?)',
          args: [tokenHash(fresh), siteUserId, now, now],
        });
        await tx.execute({
          sql: 'DELETE FROM member_devices WHERE site_user_id = ? AND id_hash NOT IN (SELECT id_hash FROM member_devices WHERE site_user_id = ? ORDER BY last_seen DESC, rowid DESC LIMIT ?)',
          args: [siteUserId, siteUserId, DEVICES_KEPT],
        });
        return fresh;
      });
    },

    /** Opens a session: gives its cookie token, its XSRF token and when it ends. */
    async openSession(siteUserId: string, remember: boolean, now = Date.now()) {
      const token = newToken();
      const xsrfToken = newToken();
      const expires = now + (remember ? REMEMBERED_MS : SESSION_MS);
      await db.write((tx) =>
        tx.execute({
          sql: 'INSERT INTO site_user_sessions (id_hash, site_user_id, xsrf_token, expires) VALUES (?, ?, ?, ?)',
          args: [tokenHash(token), siteUserId, xsrfToken, expires],
        }),
      );
      return { token, xsrfToken, expires };
    },

    /** The live session of a cookie token, or null (none, unknown or expired). */
    async session(token: string | undefined, now = Date.now()): Promise<MemberSession | null> {
      if (!token) return null;
      const { rows } = await db.client.execute({
        sql: 'SELECT site_user_id, xsrf_token FROM site_user_sessions WHERE id_hash = ? AND expires > ?',
        args: [tokenHash(token), now],
      });
      const row = rows[0];
      return row
        ? { siteUserId: String(row.site_user_id), xsrfToken: String(row.xsrf_token) }
        : null;
    },

    async closeSession(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.write((tx) =>
        tx.execute({
          sql: 'DELETE FROM site_user_sessions WHERE id_hash = ?',
          args: [tokenHash(token)],
        }),
      );
    },

    /** The member's cart, when it exists and was not bought. */
    async cartOf(siteUserId: string): Promise<string | null> {
      const { rows } = await db.client.execute({
        sql: 'SELECT c.id FROM site_users u JOIN carts c ON c.id = u.cart_id WHERE u.id = ? AND c.is_purchased = 0',
        args: [siteUserId],
      });
      return rows[0] ? String(rows[0].id) : null;
    },

    async setCart(siteUserId: string, cartId: string): Promise<void> {
      await db.write((tx) =>
        tx.execute({
          sql: 'UPDATE site_users SET cart_id = ? WHERE id = ? AND EXISTS (SELECT 1 FROM carts WHERE id = ? AND is_purchased = 0)',
          args: [cartId, siteUserId, cartId],
        }),
      );
    },

    /** A copy of an unbought cart, its lines included, as a new cart; null when there is none. */
    async cloneCart(cartId: string, now = Date.now()): Promise<string | null> {
      const copy = newId();
      return db.write(async (tx) => {
        const made = await tx.execute({
          sql: 'INSERT INTO carts (id, created, currency) SELECT ?, ?, currency FROM carts WHERE id = ? AND is_purchased = 0',
          args: [copy, now, cartId],
        });
        if (made.rowsAffected === 0) return null;
        const { rows } = await tx.execute({
          sql: 'SELECT id FROM cart_entries WHERE cart_id = ? ORDER BY created, id',
          args: [cartId],
        });
        for (const row of rows) {
          await tx.execute({
            sql: 'INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, additional_fields, created) SELECT ?, ?, item_id, sku, quantity, additional_fields, created FROM cart_entries WHERE id = ?',
            args: [randomUUID(), copy, String(row.id)],
          });
        }
        return copy;
      });
    },
  };
}

export type SiteUserRepository = ReturnType<typeof createSiteUserRepository>;

/**
 * Removes the member sessions that have ended (`expires` passed: no cookie can use them any more;
 * a logout removes its own at once). The sweep runs it (sweeper.ts).
 */
export const endedSessions = (now: number): InStatement => ({
  sql: 'DELETE FROM site_user_sessions WHERE expires <= ?',
  args: [now],
});

/**
 * Removes the devices not seen for DEVICE_MS (their cookie has expired, so no browser can present
 * them). The sweep runs it (sweeper.ts).
 */
export const expiredDevices = (now: number): InStatement => ({
  sql: 'DELETE FROM member_devices WHERE last_seen <= ?',
  args: [now - DEVICE_MS],
});

/** The demo site member docs/qa.md names, for signing in on the demo pages and in tests. */
export const DEMO_MEMBER = { email: 'member@example.com', password: 'sq-demo-member-1' } as const;

/**
 * The demo member's password as stored: its scrypt hash (password-hash.ts) with its own salt,
 * worked out once and written here, so a start costs no derivation.
 */
const DEMO_MEMBER_HASH = {
  salt: '5c0a2d9e7b41f3a86e1d04c9b7f25a13',
  hash: '21d81a9a585ae647b01513df6717d16e900ad8aae6642aec09c5145cd6a44e64dda4734050be30120af6aa369dac837b4fa9297a264e284c5b4f201ac0af8a8b',
};

/** Seeds the demo member when the database lacks it (its password hashed, never stored plain). */
export async function seedDemoMember(client: Client): Promise<void> {
  await client.execute({
    sql: 'INSERT OR IGNORE INTO site_users (id, email, password_hash, password_salt, cart_id, created) VALUES (?, ?, ?, ?, NULL, ?)',
    args: [
      'demo-member',
      DEMO_MEMBER.email,
      DEMO_MEMBER_HASH.hash,
      DEMO_MEMBER_HASH.salt,
      Date.now(),
    ],
  });
}
