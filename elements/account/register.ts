import { getRuntime, type Runtime } from '../../src/runtime/runtime';
import { defineLightElement } from '../shared/define-light-element';
import { injectStyles } from '../shared/styles';
import { bindAccount } from './account';
import { ACCOUNT_CSS } from './styles';

/**
 * Defines `<sq-account>`, with its styles, once a page: a light-DOM element over the server's
 * markup, no React; the sign-in dialog is built only when it opens. Each element binds to the
 * page's one runtime as it connects.
 */
export function registerAccount(doc: Document = document, _runtime?: Runtime): void {
  injectStyles(doc, 'account', ACCOUNT_CSS);
  defineLightElement(doc, 'sq-account', (host) => bindAccount(host, getRuntime()));
}
