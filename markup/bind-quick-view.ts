import { listenUntil, type Undo, undoAll } from '../elements/shared/define/undo';
import { type OnDemand, onDemand } from '../elements/shared/dialogs/on-demand';
import { oncePerPage, report, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import type * as QuickViewDialogModule from './quick-view-dialog';

/**
 * The product-quick-view formatter's button, as the engine writes it: `<span
 * class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="{item id}">`.
 */
export const QUICK_VIEW_SELECTOR = '.sqs-product-quick-view-button[data-id]';

/**
 * The dialog (quick-view-dialog.ts, with the product's data and checks) is a module of its own:
 * a shop page downloads it when a pointer comes over a button or a button takes focus, and a
 * press opens it once it is there. A failed download is logged; a later press tries again.
 */
const quickViewDialog: OnDemand<typeof QuickViewDialogModule> = onDemand(
  'quick view dialog',
  () => import('./quick-view-dialog'),
);

/** The quick-view button an event came from or passed through, if any. */
function buttonOf(event: Event): HTMLElement | null {
  const target = event.target as { closest?: unknown } | null;
  if (!target || typeof target.closest !== 'function') return null;
  return (target as Element).closest<HTMLElement>(QUICK_VIEW_SELECTOR);
}

/**
 * The quick-view buttons come to life, once per page: a click (one, for a double-click), Enter or
 * Space on one opens its product in a modal dialog. One delegated listener set per document, so
 * markup added later works too; each button says it opens a dialog (`aria-haspopup`). Stopping the
 * runtime unbinds.
 */
export function bindQuickView(doc: Document, runtime: Runtime): void {
  oncePerPage('quick-view', () => runtime.onStop(bind(doc, runtime)), runtime);
}

function bind(doc: Document, runtime: Runtime): () => void {
  const open = (button: HTMLElement) => {
    button.setAttribute('aria-haspopup', 'dialog');
    quickViewDialog
      .load()
      .then((module) => module.openQuickView(button, runtime))
      .catch((error: unknown) => report('the quick view could not open', error));
  };

  const onClick = (event: Event) => {
    const button = buttonOf(event);
    if (!button) return;
    event.preventDefault();
    // A double-click opens one quick view.
    if ((event as MouseEvent).detail > 1) return;
    open(button);
  };
  // A role="button" element answers Enter on key down and Space on key up, as a button does; the
  // key down's default is cancelled, so the key cannot press what takes focus next (or scroll).
  const onKeyDown = (event: KeyboardEvent) => {
    const button = buttonOf(event);
    if (!button || event.target !== button) return;
    if (event.key === ' ') event.preventDefault();
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!event.repeat) open(button);
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    const button = buttonOf(event);
    if (!button || event.target !== button || event.key !== ' ') return;
    event.preventDefault();
    open(button);
  };
  const preload = (event: Event) => {
    if (buttonOf(event)) quickViewDialog.preload();
  };

  const undo: Undo = [];
  listenUntil(doc, 'click', onClick, undo);
  listenUntil(doc, 'keydown', onKeyDown, undo);
  listenUntil(doc, 'keyup', onKeyUp, undo);
  listenUntil(doc, 'pointerover', preload, undo);
  listenUntil(doc, 'focusin', preload, undo);
  undo.push(
    whenParsed(doc, () => {
      for (const button of doc.querySelectorAll(QUICK_VIEW_SELECTOR)) {
        button.setAttribute('aria-haspopup', 'dialog');
      }
    }),
  );
  return () => undoAll(undo);
}
