import type { LocalizedStrings } from '../../../src/i18n/strings';
import { injectStyles } from '../styles/styles';
import { buildDialog, dialogCss, openModal } from './native-dialog';

/** The alert's part of the styles, injected when one first shows: a dialog whose OK is its one action. */
export const ALERT_CSS = `${dialogCss('sq-alert')}\n:where(.sq-alert__message){margin:0 0 1rem}`;

/**
 * The alert of a refused or failed action: a native modal <dialog> (native-dialog.ts) with a
 * title, one message and OK. The browser moves focus in, holds it there, closes on Escape and
 * gives focus back to the control that had it. One alert at a time: a new one replaces the one
 * open. Its OK is the runtime's `dialogOkText`. Resolves once the shopper has closed it.
 *
 * Unlike the information dialogs, a press on the backdrop leaves an alert open: its message must
 * be acknowledged, with OK or Escape. The alert opens in answer to a press, so the second click of
 * a double-click, or an impatient second press, lands on its backdrop and would close it unread.
 */
export function showAlert(
  doc: Document,
  strings: Pick<LocalizedStrings, 'dialogOkText'>,
  title: string,
  message: string,
): Promise<void> {
  // The alert's styles come with the first alert of the page.
  injectStyles(doc, 'alert', ALERT_CSS);
  const built = buildDialog(doc, {
    block: 'sq-alert',
    role: 'alertdialog',
    title,
    closeText: strings.dialogOkText,
  });
  const text = built.part('p', 'message');
  text.id = `${built.key}-message`;
  text.textContent = message;
  built.dialog.setAttribute('aria-describedby', text.id);
  built.dialog.append(text, built.close);
  return new Promise((resolve) => {
    openModal(built.dialog, {
      backdrop: false,
      remove: true,
      kind: 'alert',
      onClose: () => resolve(),
    });
  });
}
