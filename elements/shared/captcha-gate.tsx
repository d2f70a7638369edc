import type { ReactNode } from 'react';
import { getRuntime } from '../../src/runtime/runtime';

/**
 * A captcha-bound submit button cannot submit while its form shows a captcha that is not solved,
 * from the first render and again after a failed try resets the captcha. The button stays
 * focusable and says so (`aria-disabled="true"`, as the add button does), and the reason is its
 * description (`aria-describedby`): a line in a live region under the captcha, announced when it
 * comes back after a reset [P-05, O-12].
 */
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

/**
 * The reason the button waits, in a live region rendered with the captcha and kept (empty once
 * solved), so the reason's return is announced.
 */
export function CaptchaHint({ id, gated }: { id: string; gated: boolean }): ReactNode {
  return (
    <p id={id} className="sq-captcha-hint" role="status">
      {gated ? getRuntime().strings.captchaRequiredText : ''}
    </p>
  );
}

/**
 * A press on the waiting button sends nothing; once the fields are fine it takes the shopper to
 * the captcha, the one thing left to do (the provider's checkbox or frame).
 */
export function focusCaptcha(form: Element | null): void {
  form
    ?.querySelector('.sq-captcha-container')
    ?.querySelector<HTMLElement>('input, iframe, button, [tabindex]')
    ?.focus();
}
