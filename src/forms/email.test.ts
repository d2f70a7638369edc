import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

const long = (length: number) => `${'a'.repeat(length - '@b.co'.length)}@b.co`;

describe('email rule (N-05)', () => {
  it.each(['a@b.co', 'x@y.info', long(256)])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['ab', long(257), 'a@b.c', 'a@b.museum', 'a b@c.com', 'a@b', ''])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
