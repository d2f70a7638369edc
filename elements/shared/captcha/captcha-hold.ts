/**
 * A captcha-bound submit button cannot submit while its form shows a captcha that is not solved,
 * from the first render and again after a failed try resets the captcha. The button stays
 * focusable and says so (`aria-disabled="true"`, as the add button does), and the reason is its
 * description (`aria-describedby`): a line in a live region under the captcha, kept (empty once
 * solved) so the reason's return is announced [P-05, O-12]. A press on the held button sends
 * nothing: once the fields are fine it takes the shopper to the captcha, the one thing left to do.
 *
 * Framework-free, so React forms (captcha-gate.tsx) and light-DOM markup binders share one rule.
 */

/** The element the captcha provider fills. */
export const CAPTCHA_CONTAINER_CLASS = 'sq-captcha-container';
/** The line that says why the button waits. */
export const CAPTCHA_HINT_CLASS = 'sq-captcha-hint';

export interface CaptchaGate {
  /** True while the unsolved captcha holds the button. */
  gated: boolean;
  /** Spread on the submit button. */
  buttonProps: { 'aria-disabled'?: 'true'; 'aria-describedby'?: string };
}

/** `shown`: the form renders a captcha; `token`: its token, empty until solved. */
export function captchaGate(shown: boolean, token: string, hintId: string): CaptchaGate {
  const gated = shown && token === '';
  return {
    gated,
    buttonProps: gated ? { 'aria-disabled': 'true', 'aria-describedby': hintId } : {},
  };
}

/** Moves focus to the captcha inside `scope`: the provider's checkbox, frame or button. */
export function focusCaptcha(scope: Element | null): void {
  scope
    ?.querySelector(`.${CAPTCHA_CONTAINER_CLASS}`)
    ?.querySelector<HTMLElement>('input, iframe, button, [tabindex]')
    ?.focus();
}

/**
 * The hint line for server markup that has none: a live region with the hint's class and id,
 * empty until `showCaptchaGate` writes the reason.
 */
export function captchaHintElement(doc: Document, id: string): HTMLElement {
  const hint = doc.createElement('span');
  hint.id = id;
  hint.className = CAPTCHA_HINT_CLASS;
  hint.setAttribute('role', 'status');
  return hint;
}

/**
 * The gate on light-DOM markup: the button's `aria-disabled` and description while held, and
 * the hint's text (`reason` while held, empty once solved). `busy` keeps the button unavailable
 * for another reason (a call under way) without describing it as held.
 */
export function showCaptchaGate(
  button: Element,
  hint: HTMLElement | null,
  gate: CaptchaGate,
  reason: string,
  busy = false,
): void {
  const described = gate.buttonProps['aria-describedby'];
  if (gate.gated || busy) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
  if (described) button.setAttribute('aria-describedby', described);
  else button.removeAttribute('aria-describedby');
  const text = gate.gated ? reason : '';
  if (hint && hint.textContent !== text) hint.textContent = text;
}
