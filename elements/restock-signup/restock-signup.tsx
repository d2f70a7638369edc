import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { purchaseErrorMessage } from '../../src/api/error-message';
import { restockApi } from '../../src/api/restock';
import type { CaptchaWidget } from '../../src/captcha/captcha';
import { decodeMerchandising } from '../../src/commerce/merchandising';
import { isSoldOut } from '../../src/commerce/product-states';
import { isValidEmail } from '../../src/forms/email';
import { RESTOCK_MESSAGES } from '../../src/i18n/messages';
import { CaptchaBox } from '../shared/captcha/captcha-box';
import { CaptchaHint, captchaGate, focusCaptcha } from '../shared/captcha/captcha-gate';
import { contextProduct } from '../shared/define/context-product';
import { useChosenVariant } from '../shared/react/use-product';
import { useRuntime } from '../shared/react/use-runtime';

/**
 * The back-in-stock box: shown for a sold-out product or chosen variant where the site turned
 * restock notices on for this view; email, optional mailing list, optional captcha.
 */
export function RestockSignup({ itemId, view }: { itemId: string; view: string }): ReactNode {
  const runtime = useRuntime();
  const product = contextProduct(runtime, 'sq-restock-signup', itemId);
  const chosen = useChosenVariant(product);
  const merchandising = decodeMerchandising(runtime.context.merchandising[itemId]);
  const messages = merchandising.restockNotificationMessages;
  const [email, setEmail] = useState('');
  const [join, setJoin] = useState(merchandising.mailingListOptInByDefault);
  const [token, setToken] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const captcha = useRef<CaptchaWidget | null>(null);
  const soldOut = isSoldOut(chosen ? { ...product, variants: [chosen] } : product);
  const enabled =
    runtime.context.featureToggles.restockNotifications === true &&
    merchandising.restockNotificationViews.includes(view);
  if (status !== 'done' && (!enabled || !soldOut)) return null;

  const siteKey = runtime.context.website.captchaSettings.siteKey;
  const productId = product.id;
  // The chosen variant's id, else the first variant's (a product sold out as a whole).
  const variantId = (chosen ?? product.variants[0])?.id ?? '';
  const id = `sq-restock-${product.id}`;
  const gate = captchaGate(Boolean(siteKey), token, `${id}-captcha`);
  if (status === 'done') {
    const success =
      runtime.context.storeSettings.merchandisingSettings?.restockNotificationsSuccessText;
    return (
      <p className="sq-restock__success" role="status">
        {success || RESTOCK_MESSAGES.signedUp}
      </p>
    );
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (status === 'sending') return;
    const address = email.trim();
    const problem = !address
      ? RESTOCK_MESSAGES.emailBlank
      : !isValidEmail(address)
        ? RESTOCK_MESSAGES.emailInvalid
        : '';
    setError(problem);
    if (problem) return;
    // The unsolved captcha holds the button: nothing is sent, and the captcha takes focus; the
    // line under it already says why [P-05, Q-07].
    if (gate.gated) {
      focusCaptcha(event.currentTarget as Element);
      return;
    }
    setStatus('sending');
    try {
      await restockApi(runtime.client).signUp({
        productId,
        variantId,
        siteVisitorEmail: address,
        isJoinMailingList: merchandising.mailingListSignUpEnabled && join,
        ...(siteKey ? { captchaToken: token } : {}),
      });
      captcha.current?.destroy();
      setStatus('done');
    } catch (caught) {
      setError(purchaseErrorMessage(caught));
      captcha.current?.reset();
      setStatus('idle');
    }
  }

  return (
    <form className="sq-restock" noValidate onSubmit={submit}>
      <p className="sq-restock__cta">{messages.CTAText}</p>
      <label className="sq-restock__label" htmlFor={`${id}-email`}>
        {messages.placeholderText}
      </label>
      <input
        id={`${id}-email`}
        className="sq-restock__email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder={messages.placeholderText}
        value={email}
        aria-invalid={
          error === RESTOCK_MESSAGES.emailBlank || error === RESTOCK_MESSAGES.emailInvalid
            ? 'true'
            : undefined
        }
        aria-describedby={`${id}-error`}
        onChange={(event) => setEmail(event.target.value)}
      />
      {merchandising.mailingListSignUpEnabled && (
        <label className="sq-restock__mailing-list">
          <input
            type="checkbox"
            name="isJoinMailingList"
            checked={join}
            onChange={(event) => setJoin(event.target.checked)}
          />{' '}
          {messages.mailingListDescription}
        </label>
      )}
      {siteKey && <CaptchaBox siteKey={siteKey} onToken={setToken} widget={captcha} />}
      {siteKey && <CaptchaHint id={`${id}-captcha`} gated={gate.gated} />}
      <span id={`${id}-error`} className="sq-restock__error" role="alert">
        {error}
      </span>
      <button
        type="submit"
        className="sq-restock__button"
        disabled={status === 'sending'}
        {...gate.buttonProps}
      >
        {messages.buttonText}
      </button>
    </form>
  );
}
