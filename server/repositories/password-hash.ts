import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Member passwords are kept only as scrypt hashes (Node's built-in implementation), each with a
 * random 16-byte salt of its own, and compared in constant time. Cost N=2^14, r=8, p=1, 64-byte
 * key: the interactive-login parameters scrypt's authors recommend.
 */
const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

/** Whether `password` is the one of `stored`; takes one scrypt derivation whatever the answer. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const key = await derive(password, Buffer.from(stored.salt, 'hex'));
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/**
 * A hash no password matches (a random salt and a random key, which no derivation gives in
 * practice), made once without any derivation: an unknown email is checked against it, so a wrong
 * email costs one derivation as a wrong password does, the first one after a start included, and
 * the answer's time tells nothing.
 */
let decoy: PasswordHash | null = null;
export const decoyHash = (): PasswordHash => {
  decoy ??= {
    hash: randomBytes(KEY_LENGTH).toString('hex'),
    salt: randomBytes(16).toString('hex'),
  };
  return decoy;
};
