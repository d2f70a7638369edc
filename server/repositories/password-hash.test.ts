import { describe, expect, it } from 'vitest';
import { testServer } from '../../tests/helpers/test-server';
import { decoyHash, hashPassword, verifyPassword } from './password-hash';
import { DEMO_MEMBER } from './site-users';

describe('member password hashes', () => {
  it('verifies the password and nothing else', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash: one password gives two different hashes, never the password', async () => {
    const [one, two] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(one.hash).not.toBe(two.hash);
    expect(one.salt).not.toBe(two.salt);
    expect(one.hash).toMatch(/^[0-9a-f]{128}$/);
  });

  it('has a decoy hash that no likely password matches', async () => {
    const decoy = decoyHash();
    expect(await verifyPassword('', decoy)).toBe(false);
    expect(await verifyPassword('password', decoy)).toBe(false);
  });
});

describe('the demo member', () => {
  it('is stored as the scrypt hash of the README’s password', async () => {
    const server = await testServer();
    try {
      const [row] = await server.sql('SELECT password_hash, password_salt FROM site_users');
      const stored = { hash: String(row?.password_hash), salt: String(row?.password_salt) };
      expect(await verifyPassword(DEMO_MEMBER.password, stored)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
