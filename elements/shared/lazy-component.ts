import type { ComponentType } from 'react';
import { report } from '../../src/page/page';

/**
 * A component in a chunk of its own (a dynamic `import()`, fetched beside the chunk that asks for
 * it), so a page downloads it only when it may show it. `preload()` starts the download as soon as
 * an element knows it may need the component; `load()` gives the component, and the caller renders
 * it only then: not React.lazy, whose first render shows a fallback and lets React hold the content
 * back for up to 300 ms. One download a page; after a failed one (offline) the next call tries
 * again, and the caller tells the shopper the way it tells any failure to open.
 */
export interface LazyComponent<P> {
  load(): Promise<ComponentType<P>>;
  preload(): void;
}

/** `what` names the component in the console line of a failed download. */
export function lazyComponent<P>(
  what: string,
  importer: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> => {
    loading ??= importer().catch((error: unknown) => {
      loading = null;
      report(`could not load the ${what}`, error);
      throw error;
    });
    return loading;
  };
  return {
    load,
    preload() {
      // A failure is reported by load; the shopper hears of it only on opening.
      load().catch(() => {});
    },
  };
}
