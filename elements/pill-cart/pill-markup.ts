import { PATHS } from '../../src/constants/paths';
import { child } from '../shared/define/light-markup';

/** The nodes of the pill's markup that change with the cart. */
export interface PillParts {
  /** `a.sq-pill-cart`: hidden, `sq-cart--empty` and `data-initialized` follow the cart. */
  link: HTMLElement;
  /** The visible count, hidden from assistive technology; null for a pill that shows none. */
  quantity: HTMLElement | null;
  /** The spoken label, as content of the link. */
  label: HTMLElement;
  /** The live region beside the link that announces a change. */
  status: HTMLElement;
}

/**
 * The pill's markup, as the server writes it (fixtures/templates/partials/layout.jsont):
 *
 *   <a class="sq-pill-cart sq-cart--empty" href="/cart" hidden><svg class="sq-pill-cart__icon" …>
 *   <span class="sq-pill-cart__quantity" aria-hidden="true">0</span>
 *   <span class="sq-visually-hidden">0 items in cart</span></a>
 *   <span class="sq-visually-hidden" role="status"></span>
 *
 * The server's markup is kept when it has every part that changes, each where it belongs (the count
 * must be hidden from assistive technology, or the link would be named twice); the icon is the
 * server's to include, and so is the count: a template's pill may show none (no quantity element)
 * [H-06]. Otherwise the element's children are replaced by this markup, built with DOM calls, in
 * the empty cart's state: hidden, with no text yet (the first update writes it).
 */
export function pillParts(host: HTMLElement): PillParts {
  return findParts(host) ?? buildParts(host);
}

function findParts(host: HTMLElement): PillParts | null {
  const link = child(host, 'a.sq-pill-cart');
  const status = child(host, 'span.sq-visually-hidden[role="status"]');
  const label = link && child(link, 'span.sq-visually-hidden:not([role])');
  if (!link || !label || !status) return null;
  // A count that is there but readable by assistive technology is not the server's pill.
  const count = child(link, 'span.sq-pill-cart__quantity');
  if (count && count.getAttribute('aria-hidden') !== 'true') return null;
  return { link, quantity: count, label, status };
}

function buildParts(host: HTMLElement): PillParts {
  const doc = host.ownerDocument;
  const span = (className: string) => {
    const element = doc.createElement('span');
    element.className = className;
    return element;
  };
  const link = doc.createElement('a');
  link.className = 'sq-pill-cart sq-cart--empty';
  link.setAttribute('href', PATHS.cart);
  link.hidden = true;
  const quantity = span('sq-pill-cart__quantity');
  quantity.setAttribute('aria-hidden', 'true');
  const label = span('sq-visually-hidden');
  link.append(cartIcon(doc), quantity, label);
  const status = span('sq-visually-hidden');
  status.setAttribute('role', 'status');
  host.replaceChildren(link, status);
  return { link, quantity, label, status };
}

const SVG = 'http://www.w3.org/2000/svg';

/** The cart icon, decorative: a basket and two wheels in the text's colour. */
function cartIcon(doc: Document): SVGSVGElement {
  const svg = (name: string, attributes: Record<string, string>) => {
    const element = doc.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    return element;
  };
  const icon = svg('svg', {
    class: 'sq-pill-cart__icon',
    viewBox: '0 0 24 24',
    width: '20',
    height: '20',
    'aria-hidden': 'true',
  }) as SVGSVGElement;
  icon.append(
    svg('path', {
      d: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '1.8',
    }),
    svg('circle', { cx: '9', cy: '19', r: '1.5', fill: 'currentColor' }),
    svg('circle', { cx: '17', cy: '19', r: '1.5', fill: 'currentColor' }),
  );
  return icon;
}
