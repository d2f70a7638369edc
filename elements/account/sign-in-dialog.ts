import { loginErrorMessage } from '../../src/flows/login-error';
import type { MemberSession } from '../../src/flows/site-member';
import type { LocalizedStrings } from '../../src/i18n/strings';
import { report } from '../../src/page/page';
import { buildDialog, dialogCss, openModal } from '../shared/dialogs/native-dialog';
import { buttonBox, buttonSkin, fieldSkin } from '../shared/styles/style-parts';
import { injectStyles } from '../shared/styles/styles';

/**
 * The sign-in dialog's part of the styles, injected when it first opens: the account control's
 * (styles.ts) is the header control's alone.
 */
export const SIGN_IN_DIALOG_CSS = [
  dialogCss('sq-account-dialog', 'secondary'),
  ':where(.sq-account-dialog){width:min(24rem,calc(100% - 2rem))}',
  ':where(.sq-account-dialog__field){display:grid;gap:.35rem;margin:0 0 1rem}',
  ':where(.sq-account-dialog__remember){display:flex;align-items:center;gap:.5rem;min-height:1.5rem;margin:0 0 1rem}',
  ':where(.sq-account-dialog__remember input){width:1.5rem;height:1.5rem;margin:0}',
  fieldSkin('.sq-account-dialog'),
  ':where(.sq-account-dialog__error){margin:0 0 1rem;color:var(--sq-color-error)}',
  ':where(.sq-account-dialog__error:empty){display:none}',
  ':where(.sq-account-dialog__actions){display:flex;flex-wrap:wrap;gap:.5rem}',
  buttonBox('.sq-account-dialog__submit'),
  buttonSkin('.sq-account-dialog__submit'),
].join('\n');

/**
 * The sign-in form in a native modal <dialog> (native-dialog.ts), named by its title:
 * - email, password (both required, with their autocomplete purposes) and 'Remember me';
 * - submitting disables the submit button and marks the form busy while the login is out; a
 *   failure says the generic 'Unable to log in' and the server's message in an alert region,
 *   empties the password and puts focus back in it; a success closes the dialog;
 * - it opens with focus on the email field; Escape, Cancel and a press on the backdrop close it;
 *   closed, it leaves the page and `onClosed` says whether it signed in (the caller places focus).
 * Returns the dialog. A module of its own, fetched on demand by account.ts: the control works
 * without it.
 */
export function openSignInDialog(
  doc: Document,
  strings: LocalizedStrings,
  session: MemberSession,
  onClosed: (signedIn: boolean) => void,
): HTMLDialogElement {
  injectStyles(doc, 'account-dialog', SIGN_IN_DIALOG_CSS);
  const {
    dialog,
    key,
    close: cancel,
    part,
  } = buildDialog(doc, {
    block: 'sq-account-dialog',
    title: strings.accountSignInText,
    closeText: strings.dialogCancelText,
  });
  const form = part('form', 'form');
  const field = (name: string, type: string, label: string, autocomplete: string) => {
    const wrap = part('div', 'field');
    const labelElement = part('label', 'label');
    labelElement.htmlFor = `${key}-${name}`;
    labelElement.textContent = label;
    const input = part('input', 'input');
    input.id = `${key}-${name}`;
    input.name = name;
    input.type = type;
    input.required = true;
    input.autocomplete = autocomplete as AutoFill;
    wrap.append(labelElement, input);
    form.append(wrap);
    return input;
  };
  const email = field('email', 'email', strings.accountEmailLabel, 'username');
  const password = field('password', 'password', strings.accountPasswordLabel, 'current-password');
  const remember = part('label', 'remember');
  const rememberBox = part('input', 'checkbox');
  rememberBox.type = 'checkbox';
  rememberBox.name = 'rememberMe';
  remember.append(rememberBox, doc.createTextNode(strings.accountRememberMeLabel));
  const error = part('div', 'error');
  error.setAttribute('role', 'alert');
  const actions = part('div', 'actions');
  const submit = part('button', 'submit');
  submit.type = 'submit';
  submit.textContent = strings.accountSignInText;
  actions.append(submit, cancel);
  form.append(remember, error, actions);
  dialog.append(form);

  let signedIn = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    submit.disabled = true;
    form.setAttribute('aria-busy', 'true');
    error.replaceChildren();
    session
      .signIn({ email: email.value, password: password.value, rememberMe: rememberBox.checked })
      .then(
        () => {
          signedIn = true;
          dialog.close();
        },
        (failure: unknown) => {
          const heading = part('strong', 'error-title');
          heading.textContent = strings.accountLoginFailedText;
          const reason = part('span', 'error-reason');
          reason.textContent = ` ${loginErrorMessage(failure)}`;
          error.replaceChildren(heading, reason);
          password.value = '';
          password.focus();
        },
      )
      .catch((failure: unknown) => report('<sq-account>: sign-in failed to finish', failure))
      .finally(() => {
        submit.disabled = false;
        form.removeAttribute('aria-busy');
      });
  });

  openModal(dialog, { remove: true, onClose: () => onClosed(signedIn) });
  email.focus();
  return dialog;
}
