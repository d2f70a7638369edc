import { describe, expect, it } from 'vitest';
import { enumCodes } from '../../tests/helpers/enum-codes';
import { ROLE } from './roles';
import { SITE_STATUS, siteStatusName } from './site-status';

describe('roles and site statuses', () => {
  it('has the 13 account roles, and no role 5 [B-04]', () => {
    expect(enumCodes(ROLE)).toEqual({
      ADMIN: 1,
      BILLING: 2,
      REPORTING: 3,
      EDITOR: 4,
      MODERATOR: 6,
      COMMENTER: 7,
      STORE_MANAGER: 8,
      SCHEDULING: 9,
      VIEWER: 10,
      CAMPAIGNS_EDITOR: 11,
      SCHEDULING_VIEWER: 12,
      SCHEDULING_EDITOR: 13,
      NONE: 14,
    });
    expect(Object.values(enumCodes(ROLE))).not.toContain(5);
  });

  it('has the named site statuses, COMPED as another name of COMMED [B-05]', () => {
    expect(SITE_STATUS).toEqual({
      EXPIRED: 1,
      PASTDUE: 2,
      TRIAL: 3,
      BETA: 4,
      REMOVED: 5,
      INTERNAL: 6,
      COMMED: 7,
      COMPED: 7,
      PAID: 8,
      ENTERPRISE: 15,
    });
    expect(Object.isFrozen(SITE_STATUS)).toBe(true);
  });

  it('names codes 1 to 15, 9 to 14 as unknown statuses and never a guess [B-05]', () => {
    const names = Array.from({ length: 15 }, (_, i) => siteStatusName(i + 1));
    expect(names).toEqual([
      'EXPIRED',
      'PASTDUE',
      'TRIAL',
      'BETA',
      'REMOVED',
      'INTERNAL',
      'COMMED',
      'PAID',
      'UNKNOWN_STATUS(9)',
      'UNKNOWN_STATUS(10)',
      'UNKNOWN_STATUS(11)',
      'UNKNOWN_STATUS(12)',
      'UNKNOWN_STATUS(13)',
      'UNKNOWN_STATUS(14)',
      'ENTERPRISE',
    ]);
  });

  it('gives no name to what is not a status code', () => {
    expect([0, 16, -1, 7.5, '7', null, undefined].map(siteStatusName)).toEqual(Array(7).fill(null));
  });
});
