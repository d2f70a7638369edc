import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { formsApi } from '../../src/api/forms';
import type { CaptchaWidget } from '../../src/captcha/captcha';
import { countFormRender } from '../../src/flows/form-census';
import { loadPageForm, pageForm } from '../../src/flows/page-items';
import { submitForm } from '../../src/flows/submit-form';
import type { FormDefinition } from '../../src/forms/form-model';
import { validateForm } from '../../src/forms/validate';
import { FORM_MESSAGES } from '../../src/i18n/messages';
import { report } from '../../src/page/page';
import { scrollToElement } from '../../src/page/scroll-tween';
import { CaptchaBox } from '../shared/captcha/captcha-box';
import { CaptchaHint, captchaGate, focusCaptcha } from '../shared/captcha/captcha-gate';
import { FormFields, maxLengthEnabled, useFormState } from '../shared/forms/form-fields';
import { FormMessage, ProblemBanner, useFocusFirstError } from '../shared/forms/form-problems';
import { useRuntime } from '../shared/react/use-runtime';
import { ADDRESS_AUTOCOMPLETE_TOGGLE, AddressAutocomplete } from './address-autocomplete';

type Status = 'idle' | 'submitting' | 'done';

/**
 * A site's custom form: every field type, client validation, captcha, the submission in order,
 * the failure texts, and on success a redirect or the submission text.
 */
export function CustomForm({
  formId,
  noValidate,
}: {
  formId: string;
  noValidate: boolean;
}): ReactNode {
  const runtime = useRuntime();
  const [form, setForm] = useState<FormDefinition | null>(() => pageForm(runtime, formId));
  const state = useFormState();
  const { inputs, errors, setErrors } = state;
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [token, setToken] = useState('');
  const captcha = useRef<CaptchaWidget | null>(null);
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (form) return;
    loadPageForm(runtime, formId)
      .then(setForm)
      .catch((error: unknown) =>
        report(`<sq-custom-form>: could not load form "${formId}"`, error),
      );
  }, [form, formId, runtime]);

  // One form-render census hit per rendered form [M-24].
  const formLoadedId = form?.id;
  useEffect(() => {
    if (formLoadedId) void countFormRender(runtime, formLoadedId);
  }, [formLoadedId, runtime]);

  const focusFirstError = useFocusFirstError(root, errors);

  if (!form) return null;
  if (status === 'done') return <FormSuccess form={form} />;

  const siteKey = form.captchaEnabled ? runtime.context.website.captchaSettings.siteKey : null;
  const captchaHintId = `sq-form-${form.id}__captcha`;
  const gate = captchaGate(Boolean(siteKey), token, captchaHintId);
  const failed = Object.keys(errors).length > 0 || message !== '';

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (status === 'submitting' || !form) return;
    const validate = !noValidate && !form.disableValidation;
    if (gate.gated) {
      // The unsolved captcha holds the button: nothing is sent. The fields are checked so every
      // other problem shows at once; with none, the captcha takes focus [P-05].
      const fieldErrors = validate
        ? validateForm(form, inputs, { maxLengthEnabled: maxLengthEnabled(runtime) })
        : {};
      const invalid = Object.keys(fieldErrors).length > 0;
      setErrors(fieldErrors);
      setMessage(invalid ? FORM_MESSAGES.invalidFields : '');
      if (invalid) focusFirstError();
      else focusCaptcha(root.current);
      return;
    }
    setErrors({});
    setMessage('');
    setStatus('submitting');
    const { page } = runtime.context;
    const result = await submitForm(formsApi(runtime.client), {
      form,
      inputs,
      query: new URLSearchParams(location.search),
      page: {
        pageTitle: document.title,
        pageId: page.id,
        contentSource: page.contentSource,
        pagePermissionTypeValue: page.permissionTypeValue,
        pagePath: location.pathname,
      },
      captchaToken: siteKey ? token : null,
      validate,
      maxLengthEnabled: maxLengthEnabled(runtime),
    });
    if (result.ok) {
      if (form.isNewsletter) runtime.bus.emit('form:newsletter-subscribe', { formId: form.id });
      runtime.bus.emit('form:success', { formId: form.id });
      if (form.successRedirect) {
        location.assign(form.successRedirect);
        return;
      }
      setStatus('done');
      return;
    }
    setErrors(result.fieldErrors);
    setMessage(result.message);
    focusFirstError();
    // A captcha the server has seen is spent; one the page stopped before sending is still good.
    if (result.stage === 'server') captcha.current?.reset();
    setStatus('idle');
  }

  return (
    <form
      ref={root}
      className="sq-form"
      noValidate
      onSubmit={submit}
      aria-label={form.name || undefined}
    >
      {failed && <ProblemBanner place="above" />}
      <fieldset className="sq-form__fields" disabled={status === 'submitting'}>
        <FormFields
          form={form}
          state={state}
          addressLine1={
            runtime.context.featureToggles[ADDRESS_AUTOCOMPLETE_TOGGLE] === true
              ? AddressAutocomplete
              : undefined
          }
        />
        {siteKey && <CaptchaBox siteKey={siteKey} onToken={setToken} widget={captcha} />}
        {siteKey && <CaptchaHint id={captchaHintId} gated={gate.gated} />}
        {form.disclaimer && <p className="sq-form__disclaimer">{form.disclaimer}</p>}
        <FormMessage message={message} />
        <button
          type="submit"
          className="sq-form__submit"
          disabled={status === 'submitting'}
          {...gate.buttonProps}
        >
          {status === 'submitting' ? FORM_MESSAGES.submitting : runtime.strings.formSubmitText}
        </button>
      </fieldset>
      {failed && <ProblemBanner place="below" />}
    </form>
  );
}

/**
 * The submission text, focused and scrolled to in a 300 ms tween (a jump with reduced motion)
 * [O-10]. The site owner's post-submit HTML is the one place the bundle inserts HTML, and its
 * scripts run.
 */
function FormSuccess({ form }: { form: FormDefinition }): ReactNode {
  const { strings } = useRuntime();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (form.submissionHTML) {
      box.innerHTML = form.submissionHTML;
      for (const old of box.querySelectorAll('script')) {
        const script = document.createElement('script');
        for (const { name, value } of Array.from(old.attributes)) script.setAttribute(name, value);
        script.textContent = old.textContent;
        old.replaceWith(script);
      }
    }
    box.focus({ preventScroll: true });
    return scrollToElement(box);
  }, [form]);
  return (
    <div ref={ref} className="sq-form__success" role="status" tabIndex={-1}>
      {form.submissionHTML ? null : form.submissionMessage || strings.formThankYouText}
    </div>
  );
}
