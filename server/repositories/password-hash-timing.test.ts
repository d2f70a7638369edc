import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// Every scrypt derivation is counted (and still done by Node's own).
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

const { decoyHash, hashPassword, verifyPassword } = await import('./password-hash');

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
