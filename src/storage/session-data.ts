/**
 * Session data [D-06]: JSON values by key in a Web Storage area (`localStorage` unless another is
 * given), each with an optional expiry. `set(key, value, ttlMs?)` stores the value until `ttlMs`
 * from now (for ever without it); `get` answers undefined for a missing, unreadable or expired
 * entry, and removes an expired one. When the storage area is missing or refuses a read or a write
 * (Safari's private mode, a full quota, blocked storage), the values are kept in memory for the
 * page instead: nothing throws.
 */

export interface SessionData {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
}

/** What one entry holds: the value, and when it expires (ms since the epoch), if it does. */
interface Entry {
  value: unknown;
  expires?: number;
}

export function createSessionData(
  area: () => Storage | undefined = () => globalThis.localStorage,
  now: () => number = Date.now,
): SessionData {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return area();
    } catch {
      return undefined;
    }
  };
  // A value kept in memory is the latest write: the storage area refused it.
  const read = (key: string): string | null => {
    const kept = memory.get(key);
    if (kept !== undefined) return kept;
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const remove = (key: string): void => {
    memory.delete(key);
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  };
  return {
    get<T>(key: string): T | undefined {
      const raw = read(key);
      if (raw === null) return undefined;
      let entry: Entry;
      try {
        entry = JSON.parse(raw) as Entry;
      } catch {
        return undefined;
      }
      if (!entry || typeof entry !== 'object' || !('value' in entry)) return undefined;
      if (typeof entry.expires === 'number' && entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, ttlMs) {
      const entry: Entry = ttlMs === undefined ? { value } : { value, expires: now() + ttlMs };
      const raw = JSON.stringify(entry);
      try {
        const area = storage();
        if (area) {
          area.setItem(key, raw);
          memory.delete(key);
          return;
        }
      } catch {
        // Refused (quota, private mode): kept in memory below.
      }
      memory.set(key, raw);
    },
    remove,
  };
}
