import { useEffect, useState } from 'react';
import { type FetchState, PENDING, settle } from '../../../src/api/fetch-state';

/**
 * The state of `load()`, fetched again whenever `key` changes: pending until the first fetch
 * settles; then each newer fetch's state replaces the last one's when it settles, so what was shown
 * stays while the next is under way. A fetch of an older key, or of a component gone, is dropped.
 */
export function useFetch<T>(key: string, load: () => Promise<T>): FetchState<T> {
  const [state, setState] = useState<FetchState<T>>(PENDING);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches.
  useEffect(() => settle(load(), setState), [key]);
  return state;
}
