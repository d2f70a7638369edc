import { type ReactNode, useEffect, useRef } from 'react';
import { type CaptchaWidget, renderCaptcha } from '../../../src/captcha/captcha';
import { CAPTCHA_CONTAINER_CLASS } from './captcha-hold';

interface CaptchaBoxProps {
  siteKey: string;
  onToken: (token: string) => void;
  /** Receives the widget so the form can reset or destroy it. */
  widget: { current: CaptchaWidget | null };
}

/** The captcha's container; the provider fills it once, after hydration (it is third-party DOM). */
export function CaptchaBox({ siteKey, onToken, widget }: CaptchaBoxProps): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const tokenListener = useRef(onToken);
  tokenListener.current = onToken;
  useEffect(() => {
    if (!container.current) return;
    const rendered = renderCaptcha(container.current, siteKey, (token) =>
      tokenListener.current(token),
    );
    widget.current = rendered;
    return () => {
      rendered.destroy();
      widget.current = null;
    };
  }, [siteKey, widget]);
  return <div ref={container} className={CAPTCHA_CONTAINER_CLASS} />;
}
