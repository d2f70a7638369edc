import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Member passwords are kept only as scrypt hashes (Node's built-in implementation), each with a
 * random 16-byte salt of its own, and compared in constant time. Cost N=2^14, r=8, p=1, 64-byte
 * key: the interactive-login parameters scrypt's authors recommend.
 *
 * Each derivation occupies one of the libuv thread pool's threads (4 by default), which file
 * reads share: derivations therefore run one at a time (SCRYPT_GATE), the others waiting their
 * turn in order, so the pool always has threads left for everything else. At most
 * `SCRYPT_GATE.queue` wait; one more is refused at once with `PasswordCheckBusy` (the login
 * limits, taken before a check queues, keep any one client far below that).
 */
const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
export const SCRYPT_GATE = { running: 1, queue: 64 } as const;

/** Thrown when the derivations waiting have filled the queue: the check was not made. */
export class PasswordCheckBusy extends Error {
  constructor() {
    super('too many password checks are waiting');
  }
}

/**
 * A semaphore: `run` starts its task when fewer than `running` tasks run, else queues it (first
 * in, first out) while fewer than `queue` wait, else rejects with PasswordCheckBusy.
 */
export function createGate({ running, queue }: { running: number; queue: number }) {
  let active = 0;
  const waiting: (() => void)[] = [];
  // A task ending hands its place to the first one waiting, or gives it up.
  const done = () => {
    const following = waiting.shift();
    if (following) following();
    else active--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < running) active++;
    else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new PasswordCheckBusy();
    try {
      return await task();
    } finally {
      done();
    }
  };
}

const gate = createGate(SCRYPT_GATE);

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return gate(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
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
