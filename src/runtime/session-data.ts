/**
 * Session data in localStorage with an optional expiry (spec §9, checklist D-06). Where storage is
 * unavailable (private modes, quota, sandboxed frames) it lives in memory for the page instead.
 */
interface Stored {
  value: unknown;
  expires: number | null;
}

const PREFIX = 'sq:';
const memory = new Map<string, string>();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const local = globalThis.localStorage;
    const probe = `${PREFIX}probe`;
    local.setItem(probe, '1');
    local.removeItem(probe);
    return local;
  } catch {
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

export function setSessionData(key: string, value: unknown, ttlMs?: number): void {
  const entry: Stored = { value, expires: ttlMs === undefined ? null : Date.now() + ttlMs };
  try {
    storage().setItem(PREFIX + key, JSON.stringify(entry));
  } catch {
    memory.set(PREFIX + key, JSON.stringify(entry));
  }
}

/** The stored value, or undefined when missing, unreadable or expired (an expired entry is removed). */
export function getSessionData<T = unknown>(key: string): T | undefined {
  const store = storage();
  const raw = store.getItem(PREFIX + key) ?? memory.get(PREFIX + key) ?? null;
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Stored;
    if (entry.expires !== null && Date.now() >= entry.expires) {
      removeSessionData(key);
      return undefined;
    }
    return entry.value as T;
  } catch {
    return undefined;
  }
}

export function removeSessionData(key: string): void {
  storage().removeItem(PREFIX + key);
  memory.delete(PREFIX + key);
}
