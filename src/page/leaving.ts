import { oncePerPage } from './page';

/**
 * Loads that leaving the page cancels. WebKit cancels a page's downloads (its requests and module
 * imports) as soon as the visitor follows a link, just after `beforeunload`, and rejects them while
 * the old page still runs, until the next page arrives; the other engines stop the old page's
 * scripts first. Such a rejection is no failure of the page, so `unlessLeaving` neither resolves
 * nor rejects it: nothing reports it, and no error is shown on a page that is going.
 *
 * Algorithm: the page counts its loads in flight. While the count is above zero a `beforeunload`
 * listener marks the page as being left (a page with one is kept out of Firefox's back-forward
 * cache, so it is there only then). A load that rejects while the page is marked never settles.
 * When the count is back at zero the listener goes and the mark is cleared: a navigation that
 * did not happen after all (a download, a prompt declined) leaves later failures reported.
 */
interface Departure {
  inFlight: number;
  leaving: boolean;
  readonly mark: () => void;
}

type PageWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const departure = (win: PageWindow): Departure =>
  oncePerPage(
    'departure',
    () => {
      const state: Departure = {
        inFlight: 0,
        leaving: false,
        mark: () => {
          state.leaving = true;
        },
      };
      return state;
    },
    win,
  );

/** `load()`, unless the page has begun to be left when it rejects: then a promise that never settles. */
export function unlessLeaving<T>(
  load: () => Promise<T>,
  win: PageWindow | undefined = globalThis.window,
): Promise<T> {
  if (typeof win?.addEventListener !== 'function') return load();
  const state = departure(win);
  if (state.inFlight++ === 0) win.addEventListener('beforeunload', state.mark);
  const settled = () => {
    if (--state.inFlight > 0) return;
    win.removeEventListener('beforeunload', state.mark);
    state.leaving = false;
  };
  let started: Promise<T>;
  try {
    started = load();
  } catch (error) {
    started = Promise.reject(error);
  }
  return started.then(
    (value) => {
      settled();
      return value;
    },
    (error: unknown) => {
      const left = state.leaving;
      settled();
      if (left) return new Promise<T>(() => {});
      throw error;
    },
  );
}
