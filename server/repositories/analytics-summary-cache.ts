/**
 * A short cache of the owner's summaries, by range: a summary is computed at most once per range
 * at a time (every request for the range while it is computed shares that computation) and is
 * answered again for `ttlMs` after it is done; a failed one is forgotten at once. At most
 * MAX_RANGES summaries are kept, the oldest going first. Ages are read from the monotonic clock.
 */

const MAX_RANGES = 32;

export function createSummaryCache<T>(ttlMs: number) {
  const entries = new Map<string, { doneAt: number | null; value: Promise<T> }>();
  const fresh = (doneAt: number | null, now: number) => doneAt === null || now - doneAt < ttlMs;

  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const now = performance.now();
    const hit = entries.get(key);
    if (hit && fresh(hit.doneAt, now)) return hit.value;
    for (const [k, entry] of entries) if (!fresh(entry.doneAt, now)) entries.delete(k);
    if (entries.size >= MAX_RANGES) entries.delete(entries.keys().next().value as string);
    const entry: { doneAt: number | null; value: Promise<T> } = { doneAt: null, value: compute() };
    entries.set(key, entry);
    entry.value.then(
      () => {
        entry.doneAt = performance.now();
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.value;
  };
}
