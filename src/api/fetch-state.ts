/**
 * A data fetch as every loader keeps it: `pending` until it settles, then `success` with its data
 * or `failed` with why, so a failure can be shown instead of an endless wait.
 */
export type FetchState<T> =
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

export type FetchStatus = FetchState<unknown>['status'];

export const PENDING: FetchState<never> = { status: 'pending' };

/**
 * Follows `promise` to its settled state and hands it to `onSettled`, unless the returned cancel
 * was called first (the loader's element went away, or asked for something else).
 */
export function settle<T>(
  promise: Promise<T>,
  onSettled: (state: FetchState<T>) => void,
): () => void {
  let live = true;
  promise.then(
    (data) => {
      if (live) onSettled({ status: 'success', data });
    },
    (error: unknown) => {
      if (live) onSettled({ status: 'failed', error });
    },
  );
  return () => {
    live = false;
  };
}
