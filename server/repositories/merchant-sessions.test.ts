import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../tests/helpers/test-server';
import { createMerchantSessionRepository, MERCHANT_SESSION_MS } from './merchant-sessions';
import { sweepExpired } from './sweeper';

const SECRET = 'owner-secret-0123456789';

describe('merchant sessions', () => {
  it('last 12 hours from sign-in, then open nothing and are swept; the live ones are kept', async () => {
    await withDatabase(async (db) => {
      const sessions = createMerchantSessionRepository(db, SECRET);
      const now = Date.now();
      const ended = await sessions.open(now - MERCHANT_SESSION_MS);
      const live = await sessions.open(now - 1);
      expect(live.expires).toBe(now - 1 + 12 * 3600_000);

      expect(await sessions.isLive(ended.token, now)).toBe(false);
      expect(await sessions.isLive(live.token, now)).toBe(true);
      expect(await sessions.isLive(live.token, live.expires)).toBe(false);

      expect((await sweepExpired(db, now)).merchantSessions).toBe(1);
      const { rows } = await db.client.execute('SELECT COUNT(*) AS n FROM merchant_sessions');
      expect(Number(rows[0]?.n)).toBe(1);
      expect(await sessions.isLive(live.token, now)).toBe(true);
    });
  });

  it('store neither the token nor the secret', async () => {
    await withDatabase(async (db) => {
      const { token } = await createMerchantSessionRepository(db, SECRET).open();
      const { rows } = await db.client.execute(
        'SELECT id_hash, secret_hash FROM merchant_sessions',
      );
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(SECRET);
      for (const value of Object.values(rows[0] ?? {})) {
        expect(String(value)).toMatch(/^[0-9a-f]{64}$/);
      }
    });
  });
});
