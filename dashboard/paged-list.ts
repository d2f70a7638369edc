import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from './restock-api';
import type { Result } from './site-settings-api';

/**
 * A list read a page at a time through the API's cursors: the first page on mount (and again on
 * `reload`, which keeps what is shown until the fresh page replaces it), each further page
 * appended on `loadMore`. A refused session goes to `onSession`; a
 * failure keeps what was shown and says why. An answer that comes after a newer reload, or after
 * the list is gone, is dropped. `firstNew` is the index of the first item the last `loadMore`
 * added, so the list can move the focus there.
 */

export interface PagedList<T> {
  items: T[];
  /** The first page's state: loading, shown, or failed (with `reason`). */
  state: 'loading' | 'ready' | 'failed';
  /** A further page's state. */
  more: 'idle' | 'loading' | 'failed';
  reason: string;
  hasMore: boolean;
  firstNew: number | null;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
}

export function usePagedList<T>(
  load: (cursor: string | null) => Promise<Result<Page<T>>>,
  onSession: () => void,
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [state, setState] = useState<PagedList<T>['state']>('loading');
  const [more, setMore] = useState<PagedList<T>['more']>('idle');
  const [reason, setReason] = useState('');
  const [next, setNext] = useState<string | null>(null);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    // What is shown stays until the fresh first page replaces it; only a failed list says loading.
    setState((was) => (was === 'failed' ? 'loading' : was));
    setMore('idle');
    setFirstNew(null);
    const result = await load(null);
    if (mine !== generation.current) return;
    if (result.kind === 'session') return onSession();
    if (result.kind === 'failed') {
      setReason(result.reason);
      setState('failed');
      return;
    }
    setItems(result.value.items);
    setNext(result.value.next);
    setState('ready');
  }, [load, onSession]);

  const loadMore = useCallback(async () => {
    if (!next || more === 'loading') return;
    const mine = generation.current;
    setMore('loading');
    const result = await load(next);
    if (mine !== generation.current) return;
    if (result.kind === 'session') return onSession();
    if (result.kind === 'failed') {
      setReason(result.reason);
      setMore('failed');
      return;
    }
    setFirstNew(items.length);
    setItems([...items, ...result.value.items]);
    setNext(result.value.next);
    setMore('idle');
  }, [load, onSession, next, more, items]);

  useEffect(() => {
    void reload();
    return () => {
      generation.current++;
    };
  }, [reload]);

  return { items, state, more, reason, hasMore: next !== null, firstNew, loadMore, reload };
}
