import type { LocalizedStrings } from '../../../src/i18n/strings';
import type * as AlertModule from './alert';
import { type OnDemand, onDemand } from './on-demand';

/**
 * The alert (alert.ts, with the native dialog it is built with) is a module of its own: a page
 * downloads it only once an add button is pressed, since most presses add without one. A press
 * preloads it (`alertDialog.preload()`), so it is there by the time the answer says what failed.
 */
export const alertDialog: OnDemand<typeof AlertModule> = onDemand('alert', () => import('./alert'));

/**
 * `showAlert` of alert.ts, once its module is there; resolves once the shopper has closed it. When
 * the module cannot be fetched (offline, unless a press fetched it before), onDemand says so in
 * the console and the message still reaches the shopper, in the browser's own alert; the next
 * alert tries the module again.
 */
export function showAlertOnDemand(
  doc: Document,
  strings: Pick<LocalizedStrings, 'dialogOkText'>,
  title: string,
  message: string,
): Promise<void> {
  return alertDialog.load().then(
    (module) => module.showAlert(doc, strings, title, message),
    () => doc.defaultView?.alert(`${title}\n\n${message}`),
  );
}
