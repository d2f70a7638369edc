import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../tests/helpers/test-server';
import { createSiteUserRepository, REMEMBERED_MS, SESSION_MS, seedDemoMember } from './site-users';
import { sweepExpired } from './sweeper';

describe('ended member sessions', () => {
  it('are swept, and the live ones kept', async () => {
    await withDatabase(async (db) => {
      await seedDemoMember(db.client);
      const members = createSiteUserRepository(db);
      const now = Date.now();
      const ended = await members.openSession('demo-member', false, now - SESSION_MS - 1);
      const remembered = await members.openSession('demo-member', true, now - SESSION_MS - 1);
      const live = await members.openSession('demo-member', false, now);

      expect((await sweepExpired(db, now)).sessions).toBe(1);
      const { rows } = await db.client.execute('SELECT COUNT(*) AS n FROM site_user_sessions');
      expect(Number(rows[0]?.n)).toBe(2);
      expect(await members.session(ended.token, now - SESSION_MS - 1)).toBeNull();
      expect(await members.session(live.token, now)).not.toBeNull();
      expect(await members.session(remembered.token, now)).not.toBeNull();
      expect((await sweepExpired(db, now + REMEMBERED_MS)).sessions).toBe(2);
    });
  });
});
