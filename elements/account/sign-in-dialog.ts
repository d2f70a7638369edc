import { loginErrorMessage, type MemberSession } from '../../src/flows/site-member';
import type { LocalizedStrings } from '../../src/i18n/strings';
import { report } from '../../src/page/page';
import { closeOnBackdrop } from '../shared/backdrop';

let nextId = 0;

/**
 * The sign-in form in a native modal <dialog>, built with DOM calls (every text a text node),
 * named by its title:
 * - email, password (both required, with their autocomplete purposes) and 'Remember me';
 * - submitting disables the submit button and marks the form busy while the login is out; a
 *   failure says the generic 'Unable to log in' and the server's message in an alert region,
 *   empties the password and puts focus back in it; a success closes the dialog;
 * - it opens with focus on the email field; Escape, Cancel and a press on the backdrop close it;
 *   closed, it leaves the page and `onClosed` says whether it signed in (the caller places focus).
 * Returns the dialog.
 */
export function openSignInDialog(
  doc: Document,
  strings: LocalizedStrings,
  session: MemberSession,
  onClosed: (signedIn: boolean) => void,
): HTMLDialogElement {
  const key = `sq-account-dialog-${nextId++}`;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
    const element = doc.createElement(tag);
    element.className = className;
    return element;
  };
  const dialog = make('dialog', 'sq-account-dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${key}-title`);
  const title = make('h2', 'sq-account-dialog__title');
  title.id = `${key}-title`;
  title.textContent = strings.accountSignInText;

  const form = make('form', 'sq-account-dialog__form');
  const field = (name: string, type: string, label: string, autocomplete: string) => {
    const wrap = make('div', 'sq-account-dialog__field');
    const labelElement = make('label', 'sq-account-dialog__label');
    labelElement.htmlFor = `${key}-${name}`;
    labelElement.textContent = label;
    const input = make('input', 'sq-account-dialog__input');
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
  const remember = make('label', 'sq-account-dialog__remember');
  const rememberBox = make('input', 'sq-account-dialog__checkbox');
  rememberBox.type = 'checkbox';
  rememberBox.name = 'rememberMe';
  remember.append(rememberBox, doc.createTextNode(strings.accountRememberMeLabel));
  const error = make('div', 'sq-account-dialog__error');
  error.setAttribute('role', 'alert');
  const actions = make('div', 'sq-account-dialog__actions');
  const submit = make('button', 'sq-account-dialog__submit');
  submit.type = 'submit';
  submit.textContent = strings.accountSignInText;
  const cancel = make('button', 'sq-account-dialog__close');
  cancel.type = 'button';
  cancel.textContent = strings.dialogCancelText;
  cancel.addEventListener('click', () => dialog.close());
  actions.append(submit, cancel);
  form.append(remember, error, actions);
  dialog.append(title, form);

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
          const heading = make('strong', 'sq-account-dialog__error-title');
          heading.textContent = strings.accountLoginFailedText;
          const reason = make('span', 'sq-account-dialog__error-reason');
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

  const stopBackdrop = closeOnBackdrop(dialog, () => dialog.close());
  dialog.addEventListener(
    'close',
    () => {
      stopBackdrop();
      dialog.remove();
      onClosed(signedIn);
    },
    { once: true },
  );
  doc.body.append(dialog);
  dialog.showModal();
  email.focus();
  return dialog;
}
