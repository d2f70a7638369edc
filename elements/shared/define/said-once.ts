import { report } from '../../../src/page/page';

/**
 * What is wrong with an element's markup is said once, not at every bind or render: the message
 * last said for each element is kept, and a different one is said again. Shared by both definers.
 */
const said = new WeakMap<Element, string>();

/** Says `message` in the console unless it is the one last said for `host`. */
export function sayOnce(host: Element, message: string): void {
  if (said.get(host) === message) return;
  said.set(host, message);
  report(message);
}

/** `host` works as written: its next problem is said, even if said before. */
export function forgetSaid(host: Element): void {
  said.delete(host);
}
