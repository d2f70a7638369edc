/**
 * Session data in localStorage with an optional expiry (spec §9, checklist D-06). Where storage is
 * unavailable (private modes, quota, sandboxed frames) values live in memory for the page instead,
 * and nothing here ever throws.
 */
interface Stored {
  value: unknown;
  expires: number | null;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'sq:';
const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

// Probing costs two writes; remember the verdict for the storage object it was made on.
let probed: { local: unknown; usable: boolean } | undefined;

function storage(): KeyValueStore {
  try {
    const local = globalThis.localStorage;
    if (probed?.local !== local) {
      let usable = false;
      try {
        local.setItem(`${PREFIX}probe`, '1');
        local.removeItem(`${PREFIX}probe`);
        usable = true;
      } catch {
        // Present but refusing writes (Safari private mode, quota): memory it is.
      }
      probed = { local, usable };
    }
    return probed.usable ? local : memoryStore;
  } catch {
    // Reading `localStorage` itself throws in sandboxed frames.
    return memoryStore;
  }
}

function read(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing stored there that we could reach.
  }
  memory.delete(key);
}

/** Stores a JSON-serialisable value; with `ttlMs` (a finite number) it expires after that long. */
export function setSessionData(key: string, value: unknown, ttlMs?: number): void {
  const expires = ttlMs !== undefined && Number.isFinite(ttlMs) ? Date.now() + ttlMs : null;
  let text: string;
  try {
    text = JSON.stringify({ value, expires } satisfies Stored);
  } catch {
    return; // Cycles or BigInt: not storable, and not worth breaking the page over.
  }
  try {
    const store = storage();
    store.setItem(PREFIX + key, text);
    // Stored for real: a copy left in memory by an earlier failed write must not shadow it.
    if (store !== memoryStore) memory.delete(PREFIX + key);
  } catch {
    // Quota reached for this value: an older stored copy must not win over it on the next read.
    remove(PREFIX + key);
    memory.set(PREFIX + key, text);
  }
}

/** The stored value, or undefined when missing, unreadable or expired (an expired entry is removed). */
export function getSessionData<T = unknown>(key: string): T | undefined {
  const raw = memory.get(PREFIX + key) ?? read(storage(), PREFIX + key);
  if (raw === null) return undefined;
  let entry: Partial<Stored> | null;
  try {
    entry = JSON.parse(raw) as Partial<Stored> | null;
  } catch {
    return undefined;
  }
  if (!entry || typeof entry !== 'object') return undefined;
  if (typeof entry.expires === 'number' && Date.now() >= entry.expires) {
    remove(PREFIX + key);
    return undefined;
  }
  return entry.value as T;
}

export function removeSessionData(key: string): void {
  remove(PREFIX + key);
}

/** Popup dismissal keys (D-07): stored as `sq:popup:{id}:dismissed`. */
export function popupDismissedKey(popupId: string): string {
  return `popup:${popupId}:dismissed`;
}

export function dismissPopup(popupId: string, ttlMs?: number): void {
  setSessionData(popupDismissedKey(popupId), true, ttlMs);
}

export function isPopupDismissed(popupId: string): boolean {
  return getSessionData(popupDismissedKey(popupId)) === true;
}
