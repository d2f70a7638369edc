import { EMAIL_LENGTH } from '../constants/limits';

// An email is `local@domain.tld` of 3 to 256 characters whose final label is 2 to 4 letters or
// digits, kept exactly as specified, so addresses at long top-level domains such as .museum are
// refused (a recorded limitation) [N-05].
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z0-9]{2,4}$/;

export function isValidEmail(email: string): boolean {
  return (
    email.length >= EMAIL_LENGTH.MIN &&
    email.length <= EMAIL_LENGTH.MAX &&
    EMAIL_PATTERN.test(email)
  );
}
