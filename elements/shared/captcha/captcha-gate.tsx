import type { ReactNode } from 'react';
import { useRuntime } from '../react/use-runtime';
import { CAPTCHA_HINT_CLASS } from './captcha-hold';

/**
 * The captcha gate of React forms: the rule itself (which button waits, how it says so, where a
 * press on it goes) is framework-free in captcha-hold.ts, shared with light-DOM markup; this file
 * adds the hint line as React renders it.
 */
export { type CaptchaGate, captchaGate, focusCaptcha } from './captcha-hold';

/**
 * The reason the button waits, in a live region rendered with the captcha and kept (empty once
 * solved), so the reason's return is announced.
 */
export function CaptchaHint({ id, gated }: { id: string; gated: boolean }): ReactNode {
  const { strings } = useRuntime();
  return (
    <p id={id} className={CAPTCHA_HINT_CLASS} role="status">
      {gated ? strings.captchaRequiredText : ''}
    </p>
  );
}
