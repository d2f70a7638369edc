/**
 * A plugin argument read as a reference, the way the public engine splits one: the text split at
 * every `.`, each all-digit part that fits a 32-bit signed integer becoming a position, anything
 * else kept as a name (so `-1`, `1a` or an empty text are names that are simply looked up).
 */
const MAX_POSITION = 0x7fffffff;

const isDigits = (s: string): boolean => {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};

export function argPath(text: string): (string | number)[] {
  const parts: (string | number)[] = text.split('.');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (isDigits(part)) {
      const n = Number.parseInt(part, 10);
      if (n <= MAX_POSITION) parts[i] = n;
    }
  }
  return parts;
}
