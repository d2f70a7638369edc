import { report } from '../../../src/page/page';

/**
 * How a bound element keeps its markup in step with a store or a session: `update` runs now and
 * again at each change `subscribe` announces. A first update that throws fails the bind (the
 * element reports it and keeps its markup); a later one is reported with the element's tag and
 * never thrown into the store that notifies it. Returns what stops following.
 */
export function follow(
  tag: string,
  subscribe: (listener: () => void) => () => void,
  update: () => void,
): () => void {
  update();
  return subscribe(() => {
    try {
      update();
    } catch (error) {
      report(`<${tag}>: failed to update`, error);
    }
  });
}
