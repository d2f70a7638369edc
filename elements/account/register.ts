import type { Runtime } from '../../src/runtime/runtime';
import { defineLightElement } from '../shared/define/define-light-element';
import { bindAccount } from './account';
import { ACCOUNT_CSS } from './styles';

/**
 * Defines `<sq-account>`, with its styles, once a page: a light-DOM element over the server's
 * markup, no React; the sign-in dialog comes on demand, built when it opens. Each element binds to
 * the runtime the loader passes as it connects.
 */
export function registerAccount(doc: Document, runtime: Runtime): void {
  defineLightElement(doc, runtime, { tag: 'sq-account', styles: ACCOUNT_CSS, bind: bindAccount });
}
