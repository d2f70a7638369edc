/**
 * A map in bounded memory, for whatever a server keeps per key that a client can make new keys
 * of (rendered pages, rate-limit windows): at most `limit` entries; adding one more drops the
 * least recently used. A Map keeps its keys in insertion order, so a hit is moved to the end (deleted
 * and set again) and the first key is always the least recently used one.
 */
export function lruMap<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    get size(): number {
      return entries.size;
    },
  };
}
