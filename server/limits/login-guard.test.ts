import { afterEach, describe, expect, it } from 'vitest';
import {
  type Admission,
  accountDelayMs,
  createLoginGuard,
  MEMBER_LOGIN_LIMITS,
} from './login-guard';

const MINUTE = 60_000;

describe('the account delay', () => {
  it('is none below 5 failures, then doubles from 250 ms, never past 8 s', () => {
    const delays = Array.from({ length: 14 }, (_, n) => accountDelayMs(n, MEMBER_LOGIN_LIMITS));
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });
});

describe('login admission', () => {
  const guards: { close(): void }[] = [];
  afterEach(() => {
    for (const guard of guards.splice(0)) guard.close();
  });
  const guardAt = () => {
    const clock = { now: 0 };
    const guard = createLoginGuard({ now: () => clock.now });
    guards.push(guard);
    return { guard, clock };
  };
  const admitted = (admission: Admission) => 'settle' in admission;

  it('admits 5 pending checks of one account from one address, 20 over many accounts', () => {
    const { guard } = guardAt();
    const one = Array.from({ length: 40 }, () =>
      guard.admit({ account: 'a@example.com', ip: '198.51.100.1', device: null }),
    );
    expect(one.filter(admitted)).toHaveLength(5);
    const many = Array.from({ length: 30 }, (_, i) =>
      guard.admit({ account: `${i}@example.com`, ip: '198.51.100.2', device: null }),
    );
    expect(many.filter(admitted)).toHaveLength(20);
  });

  it('counts a whole IPv6 /64 as one client', () => {
    const { guard } = guardAt();
    const spread = Array.from({ length: 30 }, (_, i) =>
      guard.admit({ account: `${i}@example.com`, ip: `2001:db8::${i.toString(16)}`, device: null }),
    );
    expect(spread.filter(admitted)).toHaveLength(20);
  });

  it('frees the slots of a success: the pair starts again and the address budget is not spent', () => {
    const { guard } = guardAt();
    const at = { account: 'a@example.com', ip: '198.51.100.3', device: null };
    for (let i = 0; i < 4; i++) {
      const failed = guard.admit(at);
      if ('settle' in failed) failed.settle('failed');
    }
    const success = guard.admit(at);
    if (!('settle' in success)) throw new Error('the fifth check is admitted');
    success.settle('succeeded');
    const after = Array.from({ length: 5 }, () => guard.admit(at));
    expect(after.filter(admitted)).toHaveLength(5);
    // 4 failures and 5 pending spend 9 of the address's 20: 11 more accounts may be tried.
    const others = Array.from({ length: 20 }, (_, i) =>
      guard.admit({ ...at, account: `${i}@example.com` }),
    );
    expect(others.filter(admitted)).toHaveLength(11);
  });

  it('delays the account from any address after 5 failures, never refuses it; a device skips the delay', () => {
    const { guard } = guardAt();
    const account = 'member@example.com';
    for (let i = 0; i < 5; i++) {
      const stranger = guard.admit({ account, ip: `192.0.2.${i}`, device: null });
      if ('settle' in stranger) stranger.settle('failed');
    }
    const member = guard.admit({ account, ip: '203.0.113.9', device: null });
    expect(member).toMatchObject({ delayMs: 250 });
    const device = guard.admit({ account, ip: '192.0.2.0', device: 'device-id' });
    expect(device).toMatchObject({ delayMs: 0 });
  });

  it('lets a known device past its locked address, on a budget of its own', () => {
    const { guard } = guardAt();
    const ip = '198.51.100.4';
    for (let i = 0; i < 20; i++) {
      const spray = guard.admit({ account: `${i}@example.com`, ip, device: null });
      if ('settle' in spray) spray.settle('failed');
    }
    expect(admitted(guard.admit({ account: 'm@example.com', ip, device: null }))).toBe(false);
    const device = Array.from({ length: 8 }, () =>
      guard.admit({ account: 'm@example.com', ip, device: 'device-id' }),
    );
    expect(device.filter(admitted)).toHaveLength(5);
  });

  it('limits every check, right or wrong, to 30 a minute per address', () => {
    const { guard, clock } = guardAt();
    const rights = Array.from({ length: 40 }, () => {
      const admission = guard.admit({ account: 'm@example.com', ip: '198.51.100.5', device: null });
      if ('settle' in admission) admission.settle('succeeded');
      return admission;
    });
    expect(rights.filter(admitted)).toHaveLength(30);
    expect(rights[30]).toEqual({ retryAfterMs: MINUTE });
    clock.now = MINUTE;
    expect(
      admitted(guard.admit({ account: 'm@example.com', ip: '198.51.100.5', device: null })),
    ).toBe(true);
  });

  it('gives back the slots of a check never made', () => {
    const { guard } = guardAt();
    const at = { account: 'a@example.com', ip: '198.51.100.6', device: null };
    for (let i = 0; i < 10; i++) {
      const busy = guard.admit(at);
      if ('settle' in busy) busy.settle('unchecked');
    }
    expect(Array.from({ length: 5 }, () => guard.admit(at)).filter(admitted)).toHaveLength(5);
  });
});
