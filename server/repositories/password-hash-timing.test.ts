import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// Every scrypt derivation is counted (and still done by Node's own).
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

const { decoyHash, hashPassword, PasswordCheckBusy, SCRYPT_GATE, verifyPassword } = await import(
  './password-hash'
);

describe('a wrong email costs what a wrong password costs', () => {
  it('checks an unknown email with one derivation, the first one after a start included', async () => {
    const stored = await hashPassword('the member’s password');
    const scrypt = vi.mocked(crypto.scrypt);
    scrypt.mockClear();
    expect(await verifyPassword('a guess', stored)).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(1);

    scrypt.mockClear();
    expect(await verifyPassword('a guess', decoyHash())).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(1);
    expect(decoyHash()).toBe(decoyHash());
    expect(decoyHash().hash).toMatch(/^[0-9a-f]{128}$/);
  });
});

describe('password checks take turns', () => {
  it('runs one derivation at a time, the next starting when one ends, and refuses past the queue', async () => {
    const stored = decoyHash();
    const scrypt = vi.mocked(crypto.scrypt);
    // Each derivation is held until the test ends it.
    const held: (() => void)[] = [];
    scrypt.mockClear();
    scrypt.mockImplementation(((...args: unknown[]) => {
      const done = args.at(-1) as (error: Error | null, key: Buffer) => void;
      held.push(() => done(null, Buffer.alloc(64)));
    }) as unknown as typeof crypto.scrypt);
    try {
      const checks = Array.from({ length: SCRYPT_GATE.queue + 1 }, () =>
        verifyPassword('a guess', stored),
      );
      const refused = verifyPassword('one too many', stored);
      await expect(refused).rejects.toBeInstanceOf(PasswordCheckBusy);
      await Promise.resolve();
      expect(scrypt).toHaveBeenCalledTimes(1);
      for (let ended = 1; ended <= SCRYPT_GATE.queue + 1; ended++) {
        held.shift()?.();
        await checks[ended - 1];
        // Each one ending starts the next, and only the next.
        expect(scrypt).toHaveBeenCalledTimes(Math.min(ended + 1, SCRYPT_GATE.queue + 1));
      }
      expect(await Promise.all(checks)).toEqual(checks.map(() => false));
    } finally {
      scrypt.mockReset();
      scrypt.mockImplementation(
        (await vi.importActual<typeof import('node:crypto')>('node:crypto')).scrypt,
      );
    }
  });
});
