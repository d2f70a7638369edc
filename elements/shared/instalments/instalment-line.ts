import type { InstalmentOffer, instalmentLocale } from '../../../src/commerce/instalments';
import { interpolate } from '../../../src/i18n/interpolate';
import type { Runtime } from '../../../src/runtime/runtime';
import { child, setText } from '../define/light-markup';
import { FOCUS } from '../styles/style-parts';
import { instalmentDialog } from './instalment-dialog-on-demand';

/**
 * The line's information button, a link in its sentence (paint only): the product pill's and the
 * cart page's parts of the styles (styles.ts) include it. Beside the line, not with the helpers of
 * style-parts.ts, so that only the pages that show a line carry it.
 */
export const INSTALMENT_LINE_CSS = `:where(.sq-afterpay-pill__info){color:inherit;background-color:transparent;border-color:transparent;text-decoration:underline;cursor:pointer}\n:where(.sq-afterpay-pill__info):where(:focus-visible){${FOCUS}}`;

/**
 * The instalment line, one implementation for the product pill and the cart page, written with DOM
 * calls (every text a text node, never HTML) and no React. Its markup, as the server writes it:
 *
 *   in range:  <p class="sq-afterpay-pill">or 4 interest-free payments of <strong>$8.75</strong>
 *              with <button …>Afterpay</button></p>
 *   outside:   <p class="sq-afterpay-pill"><button …>Afterpay</button> available for orders over
 *              $35.00</p>
 *   button:    <button type="button" class="sq-afterpay-pill__info" aria-haspopup="dialog"
 *              aria-label="Afterpay information">Afterpay</button>
 *
 * In range the sentence is the catalogue's `instalmentOfferText`: `{amount}` is the bold amount,
 * `{brand}` the button, any other token stays as written. Out of range the text after the button
 * is the catalogue's `instalmentOrdersOverText` or `instalmentOrdersUpToText`, `{amount}` the bound. The caller owns the `<p>` and shows none
 * where the shopper's market has no offer (`instalmentLocale` is null).
 *
 * Updating is in place: the line's children are walked in order against the wanted pieces; a node
 * of the wanted kind is kept (its text written only when it differs), else a new one goes before
 * it, and what no piece took is removed. The info button is neither replaced nor moved (the text
 * around it is rewritten), so the server's nodes stay, nothing moves, and focus stays on it.
 *
 * The button fetches the information dialog (its own chunk, with React) when a pointer comes over
 * it or it takes focus, and opens it on a press; a failed fetch is logged by the loader and the
 * line stays as it is, for a later press to try again.
 */

/** Where the line is offered: the market's locale (`en_US`) and brand. */
export type InstalmentMarket = NonNullable<ReturnType<typeof instalmentLocale>>;

type Piece = { kind: 'text'; text: string } | { kind: 'amount'; text: string } | { kind: 'button' };

const INFO_CLASS = 'sq-afterpay-pill__info';

/** The line's `<p>`, empty: `renderInstalmentLine` fills it. */
export function createInstalmentLine(doc: Document): HTMLElement {
  const line = doc.createElement('p');
  line.className = 'sq-afterpay-pill';
  return line;
}

/**
 * Brings the children of `line` (a `<p class="sq-afterpay-pill">`) to the line of this offer, in
 * the texts of `runtime`, whose dialog its button opens.
 */
export function renderInstalmentLine(
  line: HTMLElement,
  market: InstalmentMarket,
  offer: InstalmentOffer,
  runtime: Runtime,
): void {
  const doc = line.ownerDocument;
  // The server's button, which the walk reaches before passing it: no other piece matches it.
  let spare = child(line, `button.${INFO_CLASS}`) as HTMLButtonElement | null;
  let cursor = line.firstChild;
  const place = (node: Node) => line.insertBefore(node, cursor);
  for (const piece of linePieces(offer, runtime)) {
    if (piece.kind === 'button') {
      if (spare) {
        // What lies between is no piece's: it goes, and the button stays where it is.
        while (cursor && cursor !== spare) {
          const next: ChildNode | null = cursor.nextSibling;
          cursor.remove();
          cursor = next;
        }
        cursor = spare.nextSibling;
        showButton(spare, market, runtime);
        spare = null;
      } else {
        place(showButton(doc.createElement('button'), market, runtime));
      }
    } else if (piece.kind === 'text') {
      if (cursor?.nodeType === Node.TEXT_NODE) {
        const text = cursor as Text;
        if (text.data !== piece.text) text.data = piece.text;
        cursor = cursor.nextSibling;
      } else {
        place(doc.createTextNode(piece.text));
      }
    } else if (cursor?.nodeName === 'STRONG') {
      setText(cursor as HTMLElement, piece.text);
      cursor = cursor.nextSibling;
    } else {
      const amount = doc.createElement('strong');
      amount.textContent = piece.text;
      place(amount);
    }
  }
  while (cursor) {
    const next: ChildNode | null = cursor.nextSibling;
    cursor.remove();
    cursor = next;
  }
}

/**
 * The line's pieces in order: out of range the button, a space and the range text; in range the
 * sentence split at its tokens, adjacent texts joined and empty ones left out, as the server's
 * markup has them.
 */
function linePieces(offer: InstalmentOffer, runtime: Runtime): Piece[] {
  if (offer.kind === 'out-of-range') {
    const { strings } = runtime;
    const range =
      offer.bound === 'over' ? strings.instalmentOrdersOverText : strings.instalmentOrdersUpToText;
    return [
      { kind: 'button' },
      { kind: 'text', text: ` ${interpolate(range, { amount: offer.amount })}` },
    ];
  }
  const sentence = interpolate(runtime.strings.instalmentOfferText, { count: offer.count });
  const pieces: Piece[] = [];
  for (const part of sentence.split(/(\{\w+\})/)) {
    const last = pieces[pieces.length - 1];
    if (part === '{amount}') pieces.push({ kind: 'amount', text: offer.amount });
    else if (part === '{brand}') pieces.push({ kind: 'button' });
    else if (part && last?.kind === 'text') last.text += part;
    else if (part) pieces.push({ kind: 'text', text: part });
  }
  return pieces;
}

/** The market each wired button opens the dialog for, and in which runtime: the last shown. */
const markets = new WeakMap<HTMLButtonElement, { market: InstalmentMarket; runtime: Runtime }>();

/** Brings a button to the info button's markup for `market`, wired once. */
function showButton(
  button: HTMLButtonElement,
  market: InstalmentMarket,
  runtime: Runtime,
): HTMLButtonElement {
  const label = interpolate(runtime.strings.instalmentInfoLabel, { brand: market.brand });
  // In the server's order, so that a built line serializes as the server's does.
  setAttribute(button, 'type', 'button');
  setAttribute(button, 'class', INFO_CLASS);
  setAttribute(button, 'aria-haspopup', 'dialog');
  setAttribute(button, 'aria-label', label);
  setText(button, market.brand);
  if (!markets.has(button)) {
    const preload = () => instalmentDialog.preload();
    button.addEventListener('pointerenter', preload);
    button.addEventListener('focus', preload);
    button.addEventListener('click', () => openFrom(button));
  }
  markets.set(button, { market, runtime });
  return button;
}

function openFrom(button: HTMLButtonElement): void {
  instalmentDialog.load().then(
    ({ openInstalmentDialog }) => {
      const shown = markets.get(button);
      if (shown) openInstalmentDialog(button.ownerDocument, shown.runtime, shown.market);
    },
    // Logged by the loader; the line stays as it is and a later press tries again.
    () => {},
  );
}

/** Writes an attribute only when it differs: the server's nodes stay untouched when they agree. */
function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
