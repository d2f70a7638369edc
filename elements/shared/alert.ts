import { getRuntime } from '../../src/runtime/runtime';
import { injectAlertStyles } from './style-parts';

/**
 * The alert of a refused or failed action: a native modal <dialog> with a title, one message and
 * OK, built with DOM calls (the texts are text nodes, never HTML), stated modal (`aria-modal`).
 * The browser moves focus in, holds it there, closes on Escape and gives focus back to the control
 * that had it. One alert at a time: a new one replaces the one open. Resolves once the shopper has
 * closed it.
 *
 * Unlike the information dialogs, a press on the backdrop leaves an alert open: its message must
 * be acknowledged, with OK or Escape. The alert opens in answer to a press, so the second click of
 * a double-click, or an impatient second press, lands on its backdrop and would close it unread.
 */
let current: HTMLDialogElement | null = null;
let nextId = 0;

export function showAlert(doc: Document, title: string, message: string): Promise<void> {
  // The alert's styles come with the first alert of the page.
  injectAlertStyles(doc);
  current?.close();
  const id = `sq-alert-${nextId++}`;
  const dialog = doc.createElement('dialog');
  dialog.className = 'sq-alert';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-message`);
  const heading = doc.createElement('h2');
  heading.id = `${id}-title`;
  heading.className = 'sq-alert__title';
  heading.textContent = title;
  const text = doc.createElement('p');
  text.id = `${id}-message`;
  text.className = 'sq-alert__message';
  text.textContent = message;
  const ok = doc.createElement('button');
  ok.type = 'button';
  ok.className = 'sq-alert__close';
  ok.textContent = getRuntime().strings.dialogOkText;
  ok.addEventListener('click', () => dialog.close());
  dialog.append(heading, text, ok);
  doc.body.append(dialog);
  current = dialog;
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      if (current === dialog) current = null;
      resolve();
    });
    dialog.showModal();
  });
}
