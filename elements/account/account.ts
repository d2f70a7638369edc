import { purchaseErrorMessage } from '../../src/api/error-message';
import { memberSession } from '../../src/flows/site-member';
import { report } from '../../src/page/page';
import type { Runtime } from '../../src/runtime/runtime';
import { follow } from '../shared/define/follow';
import { setText } from '../shared/define/light-markup';
import { listenUntil, type Undo, undoAll } from '../shared/define/undo';
import { type OnDemand, onDemand } from '../shared/dialogs/on-demand';
import { accountParts } from './account-markup';
import type * as SignInDialogModule from './sign-in-dialog';

/**
 * The sign-in dialog (sign-in-dialog.ts, with the native dialog it is built with) is a module of
 * its own: a page downloads it when a pointer comes over 'Sign in' or it takes focus, and a press
 * opens the dialog once it is there. A failed download is logged; a later press tries again.
 */
const signInDialog: OnDemand<typeof SignInDialogModule> = onDemand(
  'sign-in dialog',
  () => import('./sign-in-dialog'),
);

/**
 * The site-member header control over the server's markup (account-markup.ts):
 * - signed out (the site-user info cookie), 'Sign in' shows and opens the sign-in dialog (on
 *   demand);
 *   signed in, the account button shows, and its menu offers 'Sign out';
 * - the menu is a disclosure: the button's `aria-expanded` follows it; Escape in it, or a press
 *   outside it, closes it (Escape returns focus to the button);
 * - signing out keeps a copy of the cart (src/flows/site-member.ts) and puts focus on 'Sign in';
 *   a failure is said in the control's live region;
 * - the state follows every sign-in or sign-out, of this tab or another; focus moves to the
 *   control that replaced the one that had it;
 * - texts come from the strings catalogue.
 * Returns what stops following the session and the page.
 */
export function bindAccount(host: HTMLElement, runtime: Runtime): () => void {
  const doc = host.ownerDocument;
  const { strings } = runtime;
  const parts = accountParts(host);
  const { signIn, member, menuButton, menu, signOut, status } = parts;
  const session = memberSession(runtime);
  setText(signIn, strings.accountSignInText);
  setText(menuButton, strings.accountMenuText);
  setText(signOut, strings.accountSignOutText);
  let dialog: HTMLDialogElement | null = null;
  /** 'Sign in' pressed and its dialog on its way: a second press does nothing. */
  let opening = false;
  let bound = true;

  const setMenu = (open: boolean) => {
    menu.hidden = !open;
    menuButton.setAttribute('aria-expanded', String(open));
  };
  const update = () => {
    const inside = host.contains(doc.activeElement);
    const signedIn = session.signedIn();
    signIn.hidden = signedIn;
    member.hidden = !signedIn;
    if (!signedIn) setMenu(false);
    if (inside && !host.contains(doc.activeElement)) (signedIn ? menuButton : signIn).focus();
  };

  const onSignIn = () => {
    if (dialog || opening) return;
    opening = true;
    setText(status, '');
    signInDialog
      .load()
      .then(({ openSignInDialog }) => {
        if (!bound) return;
        dialog = openSignInDialog(doc, strings, session, (signedIn) => {
          dialog = null;
          update();
          (signedIn ? menuButton : signIn).focus();
        });
      })
      .catch((error: unknown) => report('<sq-account>: the sign-in dialog could not open', error))
      .finally(() => {
        opening = false;
      });
  };
  const preload = () => signInDialog.preload();
  const isOpen = () => menuButton.getAttribute('aria-expanded') === 'true';
  const onMenuButton = () => setMenu(!isOpen());
  // Busy is said with aria-disabled, not disabled, so the button keeps focus while it waits.
  const onSignOut = () => {
    if (signOut.getAttribute('aria-disabled') === 'true') return;
    signOut.setAttribute('aria-disabled', 'true');
    setText(status, '');
    session
      .signOut()
      .then(
        () => {
          setMenu(false);
          if (!session.signedIn()) signIn.focus();
        },
        (error: unknown) => {
          report('<sq-account>: sign-out failed', error);
          setText(status, purchaseErrorMessage(error));
        },
      )
      .finally(() => signOut.removeAttribute('aria-disabled'));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setMenu(false);
    menuButton.focus();
  };
  const onOutside = (event: Event) => {
    if (isOpen() && !member.contains(event.target as Node)) setMenu(false);
  };

  const undo: Undo = [
    () => {
      bound = false;
      dialog?.close();
    },
  ];
  listenUntil(signIn, 'click', onSignIn, undo);
  listenUntil(signIn, 'pointerover', preload, undo);
  listenUntil(signIn, 'focus', preload, undo);
  listenUntil(menuButton, 'click', onMenuButton, undo);
  listenUntil(signOut, 'click', onSignOut, undo);
  listenUntil(member, 'keydown', onKey, undo);
  listenUntil(doc, 'pointerdown', onOutside, undo);
  undo.push(follow('sq-account', session.subscribe, update));
  return () => undoAll(undo);
}
