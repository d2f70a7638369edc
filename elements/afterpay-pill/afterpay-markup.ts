import { child } from '../shared/define/light-markup';
import { createInstalmentLine } from '../shared/instalments/instalment-line';

/**
 * The pill's line, `<p class="sq-afterpay-pill">` (its content:
 * elements/shared/instalments/instalment-line.ts): the server's when the element has one as a
 * child, completed and updated in place; otherwise the element's children are replaced by a new,
 * empty line, which the first update fills.
 */
export function afterpayLine(host: HTMLElement): HTMLElement {
  const server = child(host, 'p.sq-afterpay-pill');
  if (server) return server;
  const line = createInstalmentLine(host.ownerDocument);
  host.replaceChildren(line);
  return line;
}
