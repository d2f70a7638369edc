import { unlessLeaving } from '../page/leaving';
import { oncePerPage, report } from '../page/page';

/**
 * Captcha behind one interface, whatever the provider: reCAPTCHA v2 with explicit render, or, for
 * the test site key, a local checkbox that needs no network, for demos and tests [P-04]. A
 * container holds at most one widget [P-02].
 */
export interface CaptchaWidget {
  /** Empty until solved. */
  getToken(): string;
  reset(): void;
  destroy(): void;
}

export const TEST_SITE_KEY = 'sq-test-site-key';
export const TEST_CAPTCHA_TOKEN = 'sq-test-captcha-token';
export const TEST_CAPTCHA_LABEL = "I'm not a robot";

const widgets = new WeakMap<Element, CaptchaWidget>();

export function renderCaptcha(
  container: HTMLElement,
  siteKey: string,
  onChange?: (token: string) => void,
): CaptchaWidget {
  const existing = widgets.get(container);
  if (existing) return existing;
  const widget =
    siteKey === TEST_SITE_KEY
      ? localWidget(container, onChange)
      : recaptchaWidget(container, siteKey, onChange);
  widgets.set(container, {
    ...widget,
    destroy() {
      widget.destroy();
      widgets.delete(container);
    },
  });
  return widgets.get(container) as CaptchaWidget;
}

function localWidget(container: HTMLElement, onChange?: (token: string) => void): CaptchaWidget {
  const label = document.createElement('label');
  label.className = 'sq-captcha';
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.addEventListener('change', () => onChange?.(box.checked ? TEST_CAPTCHA_TOKEN : ''));
  label.append(box, ` ${TEST_CAPTCHA_LABEL}`);
  container.append(label);
  return {
    getToken: () => (box.checked ? TEST_CAPTCHA_TOKEN : ''),
    reset() {
      box.checked = false;
      onChange?.('');
    },
    destroy: () => label.remove(),
  };
}

interface Grecaptcha {
  render(
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): number;
  getResponse(id: number): string;
  reset(id: number): void;
}

const SCRIPT_URL =
  'https://www.google.com/recaptcha/api.js?render=explicit&onload=__sqCaptchaReady';
/** The reCAPTCHA script, loaded once a page however many widgets and bundle copies ask [P-01]. */
function loadRecaptcha(): Promise<Grecaptcha> {
  return oncePerPage('recaptcha', () =>
    unlessLeaving(
      () =>
        new Promise<Grecaptcha>((resolve, reject) => {
          const global = window as unknown as {
            grecaptcha?: Grecaptcha;
            __sqCaptchaReady?: () => void;
          };
          global.__sqCaptchaReady = () =>
            global.grecaptcha ? resolve(global.grecaptcha) : reject(new Error('no grecaptcha'));
          const script = document.createElement('script');
          script.src = SCRIPT_URL;
          script.async = true;
          script.onerror = () => reject(new Error('the captcha script did not load'));
          document.head.append(script);
        }),
    ),
  );
}

function recaptchaWidget(
  container: HTMLElement,
  siteKey: string,
  onChange?: (token: string) => void,
): CaptchaWidget {
  let id: number | null = null;
  let api: Grecaptcha | null = null;
  const slot = document.createElement('div');
  container.append(slot);
  loadRecaptcha()
    .then((grecaptcha) => {
      if (!slot.isConnected) return;
      api = grecaptcha;
      id = grecaptcha.render(slot, {
        sitekey: siteKey,
        callback: (token) => onChange?.(token),
        'expired-callback': () => onChange?.(''),
      });
    })
    .catch((error: unknown) => report('captcha unavailable', error));
  return {
    getToken: () => (api && id !== null ? api.getResponse(id) : ''),
    reset() {
      if (api && id !== null) api.reset(id);
      onChange?.('');
    },
    destroy: () => slot.remove(),
  };
}
