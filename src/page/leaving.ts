import { oncePerPage } from './page';

/**
 * Loads that leaving the page cancels. WebKit cancels a page's downloads (its requests and module
 * imports) as soon as the visitor follows a link, just after `beforeunload`, and rejects them while
 * the old page still runs, until the next page arrives; the other engines stop the old page's
 * scripts first. Such a rejection is no failure of the page, so `unlessLeaving` neither resolves
 * nor rejects it: nothing reports it, and no error is shown on a page that is going.
 *
 * Algorithm: the page counts its loads in flight, each from the moment it is known (a load that
 * waits for the page to load and idle counts while it waits, since the visitor may leave before it
 * starts). While the count is above zero a `beforeunload` listener marks the page as being left
 * (a page with one is kept out of Firefox's back-forward cache, so it is there only then). A load
 * whose turn comes on a page being left is not started, and one that rejects while the page is
 * marked: either never settles. When the count is back at zero the listener goes and the mark is
 * cleared: a navigation that did not happen after all (a download, a prompt declined) leaves
 * later failures reported. So is a page shown again from the back-forward cache.
 */
interface Departure {
  inFlight: number;
  leaving: boolean;
  readonly mark: () => void;
}

type PageWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** A load counted as in flight from its creation; `run` starts it, once. */
export interface PendingLoad {
  run<T>(load: () => Promise<T>): Promise<T>;
}

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
      win.addEventListener('pageshow', (event) => {
        if ((event as PageTransitionEvent).persisted) state.leaving = false;
      });
      return state;
    },
    win,
  );

const never = <T>(): Promise<T> => new Promise<T>(() => {});

/**
 * A load that starts later (after the page's load, say): the visitor leaving from now on is
 * noticed, and its failure then is not reported.
 */
export function pendingLoad(win: PageWindow | undefined = globalThis.window): PendingLoad {
  if (typeof win?.addEventListener !== 'function') return { run: (load) => load() };
  const state = departure(win);
  if (state.inFlight++ === 0) win.addEventListener('beforeunload', state.mark);
  let open = true;
  const settled = () => {
    if (!open) return;
    open = false;
    if (--state.inFlight > 0) return;
    win.removeEventListener('beforeunload', state.mark);
    state.leaving = false;
  };
  return {
    run<T>(load: () => Promise<T>): Promise<T> {
      if (!open) return pendingLoad(win).run(load);
      if (state.leaving) {
        settled();
        return never<T>();
      }
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
          if (left) return never<T>();
          throw error;
        },
      );
    },
  };
}

/** `load()`, unless the page has begun to be left when it rejects: then a promise that never settles. */
export function unlessLeaving<T>(
  load: () => Promise<T>,
  win: PageWindow | undefined = globalThis.window,
): Promise<T> {
  return pendingLoad(win).run(load);
}
