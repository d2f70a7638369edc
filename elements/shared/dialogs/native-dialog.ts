import { buttonBox, buttonSkin } from '../styles/style-parts';
import { closeOnBackdrop } from './backdrop';

/**
 * The one way the bundle builds and opens a native modal <dialog>, for DOM code (the alert, the
 * sign-in dialog, the quick view, the lightbox, a site's pop-up) and React (dialog.tsx) alike.
 *
 * Built (`buildDialog`, DOM code only): `<dialog class="{block}">`, stated modal (`aria-modal`),
 * named by its visible title (`h2.{block}__title`, which labels it) or, without one, by `label`;
 * and its close button, `button.{block}__close`, which closes it. Every text is a text node, never
 * HTML; the caller places the content and the close button, with `part` for each element of it.
 *
 * Opened (`openModal`): shown modal, so the browser moves focus in, holds it there, closes it on
 * Escape and gives focus back to the control that had it; a press on its backdrop closes it too,
 * unless `backdrop` is false (an alert must be acknowledged). Once closed, with `remove` it leaves
 * the page, then `onClose` runs. Opening a dialog of a `kind` closes the one of that kind still
 * open.
 *
 * Styled (`dialogCss`): the part of the styles each dialog injects when it first opens.
 *
 * Only the dialogs import it, and each of them comes on demand (elements/chunks.ts ON_DEMAND): a
 * page downloads it with the first dialog it opens, never before it works.
 */

export interface DialogSpec {
  /** The dialog's class, which its parts' classes start with (`{block}__title`, `{block}__close`). */
  block: string;
  /** More classes for the dialog (a theme's). */
  modifiers?: readonly string[];
  /** The visible title, which names the dialog. */
  title?: string;
  /** The dialog's name when it shows no title. */
  label?: string;
  /** 'alertdialog' for a message that must be answered; a plain dialog without it. */
  role?: 'alertdialog';
  /** The close button's text. */
  closeText: string;
}

export interface BuiltDialog {
  dialog: HTMLDialogElement;
  /** `{block}-{n}`, unique in the page: the prefix of the ids of the dialog's parts. */
  key: string;
  /** The title, in the dialog already; null for a dialog named by `label`. */
  title: HTMLHeadingElement | null;
  /** The close button, for the caller to place. */
  close: HTMLButtonElement;
  /** A new element of the dialog: `<tag class="{block}__{name}">`. */
  part<K extends keyof HTMLElementTagNameMap>(tag: K, name: string): HTMLElementTagNameMap[K];
}

let nextId = 0;

export function buildDialog(
  doc: Document,
  spec: DialogSpec & { title: string },
): BuiltDialog & { title: HTMLHeadingElement };
export function buildDialog(doc: Document, spec: DialogSpec): BuiltDialog;
export function buildDialog(doc: Document, spec: DialogSpec): BuiltDialog {
  const { block } = spec;
  const key = `${block}-${nextId++}`;
  const part = <K extends keyof HTMLElementTagNameMap>(tag: K, name: string) => {
    const element = doc.createElement(tag);
    element.className = `${block}__${name}`;
    return element;
  };
  const dialog = doc.createElement('dialog');
  dialog.className = [block, ...(spec.modifiers ?? [])].join(' ');
  if (spec.role) dialog.setAttribute('role', spec.role);
  dialog.setAttribute('aria-modal', 'true');
  let title: HTMLHeadingElement | null = null;
  if (spec.title !== undefined) {
    title = part('h2', 'title');
    title.id = `${key}-title`;
    title.textContent = spec.title;
    dialog.setAttribute('aria-labelledby', title.id);
    dialog.append(title);
  } else if (spec.label !== undefined) {
    dialog.setAttribute('aria-label', spec.label);
  }
  const close = part('button', 'close');
  close.type = 'button';
  close.textContent = spec.closeText;
  close.addEventListener('click', () => dialog.close());
  return { dialog, key, title, close, part };
}

export interface ModalOptions {
  /** A press on the backdrop closes the dialog: true unless the dialog must be acknowledged. */
  backdrop?: boolean;
  /** The dialog leaves the page once closed (one built for a single opening). */
  remove?: boolean;
  /** One dialog of this kind is open at a time: opening this one closes the other. */
  kind?: string;
  /** Runs once the dialog is closed; `superseded` when another of its kind replaced it. */
  onClose?: (superseded: boolean) => void;
}

/** The open dialog of each kind. */
const openKinds = new Map<string, HTMLDialogElement>();

/**
 * Opens `dialog` modal (appending it to the body when it is not in the page); nothing when it is
 * open already. Returns what stops listening to it without closing it (a React dialog unmounted).
 */
export function openModal(dialog: HTMLDialogElement, options: ModalOptions = {}): () => void {
  if (dialog.open) return () => {};
  const { backdrop = true, remove = false, kind, onClose } = options;
  if (kind !== undefined) {
    const other = openKinds.get(kind);
    openKinds.set(kind, dialog);
    other?.close();
  }
  const stopBackdrop = backdrop ? closeOnBackdrop(dialog, () => dialog.close()) : () => {};
  const closed = () => {
    stopBackdrop();
    const superseded = kind !== undefined && openKinds.get(kind) !== dialog;
    if (kind !== undefined && !superseded) openKinds.delete(kind);
    if (remove) dialog.remove();
    onClose?.(superseded);
  };
  dialog.addEventListener('close', closed, { once: true });
  if (!dialog.isConnected) dialog.ownerDocument.body.append(dialog);
  dialog.showModal();
  return () => {
    stopBackdrop();
    dialog.removeEventListener('close', closed);
  };
}

/**
 * The look of a native <dialog> of the bundle (it renders all of it): `block` is its class, with
 * `__title` and `__close` inside; the close button is the dialog's `primary` action, or
 * `secondary` beside one of its own. It fits a 320 px screen, with room around it.
 */
export function dialogCss(block: string, close: 'primary' | 'secondary' = 'primary'): string {
  return [
    `:where(.${block}){box-sizing:border-box;max-width:min(28rem,calc(100% - 2rem));padding:clamp(1rem,5vw,1.5rem);border:1px solid var(--sq-color-line);border-radius:calc(2*var(--sq-radius));background:var(--sq-color-background);color:var(--sq-color-text);font:1rem/1.4 var(--sq-font);overflow-wrap:break-word;box-shadow:0 .5rem 2rem rgba(0,0,0,.3)}`,
    `:where(.${block})::backdrop{background:rgba(0,0,0,.45)}`,
    `:where(.${block}__title){margin:0 0 .5rem;font-size:1.15rem}`,
    buttonBox(`.${block}__close`),
    buttonSkin(`.${block}__close`, close),
  ].join('\n');
}
