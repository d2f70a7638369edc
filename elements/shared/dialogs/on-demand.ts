import type { ComponentType } from 'react';
import { unlessLeaving } from '../../../src/page/leaving';
import { report } from '../../../src/page/page';

/**
 * A module in a chunk of its own (a dynamic `import()`, fetched beside the chunk that asks for
 * it), so a page downloads it only when it may use it: a dialog, with whatever shows it.
 * `preload()` starts the download as soon as an element knows it may need it; `load()` gives what
 * the module offers, and the caller shows it only then: not React.lazy, whose first render shows a
 * fallback and lets React hold the content back for up to 300 ms. One download a page; after a
 * failed one (offline) the next call tries again, and the caller tells the shopper the way it
 * tells any failure to open. Nothing here imports React: a page without it can load a module that
 * brings it.
 */
export interface OnDemand<T> {
  load(): Promise<T>;
  preload(): void;
}

/** A React component loaded on demand, for a React host that renders it in its own tree. */
export type OnDemandComponent<P> = OnDemand<ComponentType<P>>;

/** `what` names the module in the console line of a failed download. */
export function onDemand<T>(what: string, importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null;
  const load = (): Promise<T> => {
    loading ??= unlessLeaving(importer).catch((error: unknown) => {
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
