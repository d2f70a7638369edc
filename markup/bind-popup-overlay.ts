import type * as NativeDialogModule from '../elements/shared/dialogs/native-dialog';
import { countOverlay } from '../src/flows/form-census';
import { unlessLeaving } from '../src/page/leaving';
import { report } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import { type PopupDismissals, popupDismissals } from '../src/storage/popup-dismissals';
import { startOnceParsed } from './once-parsed';

/**
 * A promotional pop-up as the site writes it: a closed `<dialog class="sqs-popup-overlay"
 * data-overlay-id="…">` holding its own heading, text, action link and a close button (a
 * `<form method="dialog">` button), optionally `data-delay-seconds` (0 to 600, default 3) and
 * `data-dismiss-days` (0 to 365, default 7).
 *
 * The rules:
 * - once the page is parsed and the delay has passed, the first pop-up of the page opens as a
 *   modal dialog, unless the visitor closed it within its dismiss days (remembered in local
 *   storage, src/storage/popup-dismissals.ts [D-07]); the native dialog's module
 *   (native-dialog.ts), which opens it, is fetched while it waits;
 * - it is counted by the census as shown when it opens;
 * - Escape, its close button or a press on its backdrop close it; closing remembers the dismissal
 *   and gives focus back to where it was;
 * - a pop-up without an id, or not a `<dialog>`, stays closed, with one console error;
 * - its `data-sq-popup` says where it is: `waiting` for its delay, `shown`, or `dismissed` (closed
 *   lately, so not shown on this page).
 */
export const POPUP_OVERLAY_SELECTOR = '.sqs-popup-overlay[data-overlay-id]';

const DAY_MS = 86_400_000;
const STATE = 'data-sq-popup';

/** The pop-up's box: within the screen at 320 px, its close button a 24 px target. */
const POPUP_CSS =
  ':where(.sqs-popup-overlay){max-width:min(28rem,calc(100vw - 2rem));box-sizing:border-box}' +
  ':where(.sqs-popup-overlay) button{min-width:24px;min-height:24px}';

export function bindPopupOverlays(doc: Document, runtime: Runtime): void {
  startOnceParsed(doc, runtime, {
    key: 'popup-overlay',
    styles: POPUP_CSS,
    start: () => schedule(doc, runtime),
  });
}

/** A whole number from the attribute, clamped to min..max; the fallback when it is none. */
function wholeNumber(raw: string | null, min: number, max: number, fallback: number): number {
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

function schedule(doc: Document, runtime: Runtime): void {
  const popup = doc.querySelector(POPUP_OVERLAY_SELECTOR);
  if (!popup) return;
  const id = popup.getAttribute('data-overlay-id')?.trim() ?? '';
  if (popup.tagName !== 'DIALOG' || !id) {
    report('a pop-up overlay must be a <dialog> with a data-overlay-id; it stays closed');
    return;
  }
  const dismissals = popupDismissals();
  if (dismissals.dismissed(id)) {
    popup.setAttribute(STATE, 'dismissed');
    return;
  }
  const dialog = popup as HTMLDialogElement;
  popup.setAttribute(STATE, 'waiting');
  // What opens it, the native dialog's module, comes on demand, fetched while the pop-up waits: a
  // plain import(), since this chunk shares no file with the elements (no on-demand.ts).
  const opener = unlessLeaving(() => import('../elements/shared/dialogs/native-dialog'));
  opener.catch(() => {});
  const delay = wholeNumber(popup.getAttribute('data-delay-seconds'), 0, 600, 3);
  let stopped = false;
  const timer = setTimeout(() => {
    opener
      .then(({ openModal }) => {
        if (!stopped) open(dialog, id, runtime, openModal, dismissals);
      })
      .catch((error: unknown) => report('pop-up overlay', error));
  }, delay * 1000);
  runtime.onStop(() => {
    stopped = true;
    clearTimeout(timer);
  });
}

function open(
  popup: HTMLDialogElement,
  id: string,
  runtime: Runtime,
  openModal: typeof NativeDialogModule.openModal,
  dismissals: PopupDismissals,
): void {
  if (popup.open) return;
  const doc = popup.ownerDocument;
  const before = doc.activeElement;
  const days = wholeNumber(popup.getAttribute('data-dismiss-days'), 0, 365, 7);
  openModal(popup, {
    onClose: () => {
      if (days > 0) dismissals.dismiss(id, days * DAY_MS);
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    },
  });
  popup.setAttribute(STATE, 'shown');
  const { collectionId, itemId } = runtime.context.analytics;
  void countOverlay(runtime, id, collectionId ?? itemId ?? '');
}
