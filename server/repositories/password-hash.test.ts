import { describe, expect, it } from 'vitest';
import { testServer } from '../../tests/helpers/test-server';
import {
  createGate,
  decoyHash,
  hashPassword,
  PasswordCheckBusy,
  verifyPassword,
} from './password-hash';
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

describe('the gate password checks pass through', () => {
  /** A task the test ends: its promise, and the function that resolves it. */
  const task = () => {
    let end = () => {};
    const promise = new Promise<void>((resolve) => {
      end = resolve;
    });
    return { run: () => promise, end: () => end() };
  };

  it('runs at most `running` tasks at once, in order, and refuses one past the queue at once', async () => {
    const run = createGate({ running: 1, queue: 2 });
    const started: number[] = [];
    const tasks = [task(), task(), task()];
    const runs = tasks.map((each, i) =>
      run(() => {
        started.push(i);
        return each.run();
      }),
    );
    await expect(run(async () => 'never')).rejects.toBeInstanceOf(PasswordCheckBusy);
    expect(started).toEqual([0]);
    tasks[0]?.end();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    tasks[1]?.end();
    tasks[2]?.end();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2]);
    // All done: the gate is free again.
    expect(await run(async () => 'next')).toBe('next');
  });

  it('frees its place when a task fails', async () => {
    const run = createGate({ running: 1, queue: 0 });
    await expect(run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await run(async () => 'next')).toBe('next');
  });
});

describe('the demo member', () => {
  it('is stored as the scrypt hash of the password docs/qa.md gives', async () => {
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
