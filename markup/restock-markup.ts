import {
  CAPTCHA_CONTAINER_CLASS,
  captchaHintElement,
} from '../elements/shared/captcha/captcha-hold';

/**
 * The template engine's product-restock-notification markup, one block per restock view:
 * `<div class="product-restock-notification" data-product-id data-variant-id [hidden]>` holding a
 * CTA span, `<form class="product-restock-form">` with an email `<input name="email">` and a submit
 * input, then an optional mailing-list checkbox label and an optional `.captcha-container`. Parts
 * are found by these selectors, never by order or whitespace. What the engine's block lacks is
 * added once, beside what it has, moving none of it: the field's accessible name and its
 * autocomplete purpose, an error line (an alert the field is described by), the captcha's
 * container where the site has a captcha but the markup none, the captcha hint (a status line) and
 * the status line that announces the signup.
 */
export const RESTOCK_SELECTORS = {
  box: '.product-restock-notification[data-product-id]',
  form: 'form.product-restock-form',
  email: 'input[name="email"]',
  submit: '[type="submit"]',
  mailingList: 'input[type="checkbox"][name="isJoinMailingList"]',
  captcha: '.captcha-container',
} as const;

/** The classes of the lines the bundle adds. */
export const RESTOCK_MARKUP_CLASSES = {
  error: 'sq-restock-markup__error',
  status: 'sq-restock-markup__status',
} as const;

/** One notification block with every part the binder works with. */
export interface RestockParts {
  box: HTMLElement;
  form: HTMLFormElement;
  email: HTMLInputElement;
  submit: HTMLElement;
  /** The mailing-list checkbox, where the block offers one. */
  mailingList: HTMLInputElement | null;
  /** The captcha's container and its hint, where the site has a captcha. */
  captcha: HTMLElement | null;
  hint: HTMLElement | null;
  /** The alert line the email field is described by. */
  error: HTMLElement;
  /** The status line that says the signup went through. */
  status: HTMLElement;
}

let made = 0;

/** True when the field has a name of its own: a label, `aria-label` or `aria-labelledby`. */
function isNamed(field: HTMLInputElement): boolean {
  return (
    Boolean(field.getAttribute('aria-label')?.trim()) ||
    field.hasAttribute('aria-labelledby') ||
    Boolean(field.labels?.length)
  );
}

function line(doc: Document, className: string, role: 'alert' | 'status', id: string): HTMLElement {
  const element = doc.createElement('span');
  element.id = id;
  element.className = className;
  element.setAttribute('role', role);
  return element;
}

/**
 * The parts of `box`, with what it lacks added: `label` names an unnamed email field,
 * `withCaptcha` says the site has a captcha. Null when the block has no form, email field or
 * submit input: such markup is not the engine's, and is left as it is.
 */
export function restockParts(
  box: HTMLElement,
  options: { label: string; withCaptcha: boolean },
): RestockParts | null {
  const doc = box.ownerDocument;
  const form = box.querySelector<HTMLFormElement>(RESTOCK_SELECTORS.form);
  const email = form?.querySelector<HTMLInputElement>(RESTOCK_SELECTORS.email);
  const submit = form?.querySelector<HTMLElement>(RESTOCK_SELECTORS.submit);
  if (!form || !email || !submit) return null;
  const id = `sq-restock-markup-${++made}`;

  if (!isNamed(email)) email.setAttribute('aria-label', options.label);
  if (!email.hasAttribute('autocomplete')) email.setAttribute('autocomplete', 'email');
  const error = line(doc, RESTOCK_MARKUP_CLASSES.error, 'alert', `${id}-error`);
  form.after(error);
  email.setAttribute('aria-describedby', error.id);

  let captcha: HTMLElement | null = null;
  let hint: HTMLElement | null = null;
  if (options.withCaptcha) {
    captcha = box.querySelector<HTMLElement>(RESTOCK_SELECTORS.captcha);
    if (!captcha) {
      captcha = doc.createElement('div');
      captcha.className = 'captcha-container';
      box.append(captcha);
    }
    // The shared class lets the gate find the captcha it sends the shopper to.
    captcha.classList.add(CAPTCHA_CONTAINER_CLASS);
    hint = captchaHintElement(doc, `${id}-captcha`);
    captcha.after(hint);
  }

  const status = line(doc, RESTOCK_MARKUP_CLASSES.status, 'status', `${id}-status`);
  // Focus goes to the thank-you line when the form it replaces had it.
  status.tabIndex = -1;
  box.append(status);

  return {
    box,
    form,
    email,
    submit,
    mailingList: box.querySelector<HTMLInputElement>(RESTOCK_SELECTORS.mailingList),
    captcha,
    hint,
    error,
    status,
  };
}

/** Shows a problem (or none) on the error line; an email problem also marks the field invalid. */
export function showProblem(parts: RestockParts, text: string, aboutEmail: boolean): void {
  if (parts.error.textContent !== text) parts.error.textContent = text;
  if (aboutEmail && text) parts.email.setAttribute('aria-invalid', 'true');
  else parts.email.removeAttribute('aria-invalid');
}

/**
 * The signup went through: the form, its lines and the captcha go, and the status line says
 * `text`; focus, when it was in the block, moves to that line.
 */
export function showSignedUp(parts: RestockParts, text: string): void {
  const hadFocus = parts.box.contains(parts.box.ownerDocument.activeElement);
  for (const child of Array.from(parts.box.children)) {
    if (child !== parts.status) child.remove();
  }
  parts.status.textContent = text;
  if (hadFocus) parts.status.focus();
}
