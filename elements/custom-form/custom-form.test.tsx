import { describe, expect, it } from 'vitest';
import forms from '../../fixtures/forms.json';
import { jsonResponse } from '../../tests/helpers/api-answers';
import {
  click,
  fieldByLabel,
  freshPage,
  setField,
  settle,
  typeKeys,
} from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';

const contact = forms[0] as Record<string, unknown>;

/** The contact form's page, its textarea limit on as the site can set it [M-04]. */
function page(
  form: Record<string, unknown> = contact,
  attributes = '',
  featureToggles: Record<string, boolean> = { textareaMaxLength: true },
) {
  const context = contextScript({
    featureToggles,
    forms: { [String(form.id)]: form },
    website: { captchaSettings: { siteKey: 'sq-test-site-key' } },
    page: { id: 'page-7', contentSource: 'i', permissionTypeValue: 2 },
  });
  return `${context}<sq-custom-form form-id="${form.id}" ${attributes}></sq-custom-form>`;
}

const api =
  (save: () => Response = () => jsonResponse({ success: true })) =>
  (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('FormSubmissionKey')) return jsonResponse({ key: 'key-1' });
    if (path.endsWith('SaveFormSubmission')) return save();
    return jsonResponse({}, 404);
  };

const submit = () => click(document.querySelector('.sq-form__submit'));
const submitButton = () => document.querySelector('.sq-form__submit') as HTMLButtonElement;
const captchaBox = () => document.querySelector<HTMLInputElement>('.sq-captcha input');
/** The reason the submit button gives for waiting, through its aria-describedby. */
const buttonReason = () =>
  document.getElementById(submitButton().getAttribute('aria-describedby') ?? '')?.textContent;
/** The submission's own requests, without the census hit every rendered form sends. */
const formCalls = (requests: Request[]) => requests.filter((r) => !r.url.includes('/api/census/'));
const text = (selector: string) =>
  Array.from(document.querySelectorAll(selector), (e) => e.textContent);

async function fillRequired(): Promise<void> {
  await setField(fieldByLabel('First Name'), 'Ada');
  await setField(fieldByLabel('Last Name'), 'Lovelace');
  await setField(fieldByLabel('Email *'), 'ada@example.com');
  await setField(fieldByLabel('Message *'), 'Hello');
  await click(
    Array.from(document.querySelectorAll<HTMLInputElement>('input[name="f-topic"]')).find(
      (r) => r.value === 'Order',
    ) ?? null,
  );
}

describe('<sq-custom-form>', () => {
  it('renders every visible field with its title, and links errors to fields after a failed submit', async () => {
    const { requests } = await freshPage(page(), api());
    expect(text('legend')).toEqual(
      expect.arrayContaining(['Name *', 'Phone', 'Address', 'Topic *', 'Reply by']),
    );
    expect(document.querySelector('input[name="f-source"]')).toBeNull();
    expect(text('.sq-form__section')).toEqual(['About your order']);
    expect(document.querySelector('.sq-form__counter')?.textContent).toBe('0 / 200');
    // Rendering sent its one census hit; the failed submit sends nothing more.
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/census/form-render']);
    await submit();
    expect(requests).toHaveLength(1);
    expect(text('.sq-form__banner')).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(document.querySelector('.sq-form__message')?.textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    const email = fieldByLabel('Email *');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Required',
    );
    expect(document.activeElement?.getAttribute('name')).toBe('f-name.first');
  });

  it('after a failed submit, typing key by key into any field keeps every key there, as errors clear', async () => {
    await freshPage(page(), api());
    await submit();
    expect(document.activeElement?.getAttribute('name')).toBe('f-name.first');
    const email = fieldByLabel('Email *') as HTMLInputElement;
    await typeKeys(email, 'ada@example.com');
    expect(email.value).toBe('ada@example.com');
    expect(document.activeElement).toBe(email);
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    // The fields not touched keep their errors.
    expect(fieldByLabel('Message *').getAttribute('aria-invalid')).toBe('true');
    const first = fieldByLabel('First Name') as HTMLInputElement;
    await typeKeys(first, 'Ada');
    expect(first.value).toBe('Ada');
    expect(document.activeElement).toBe(first);
  });

  it('holds the button until the captcha is solved, then submits in order and shows the submission text', async () => {
    const { requests } = await freshPage(page(), api());
    const seen: string[] = [];
    document.addEventListener('sq:form:success', (event) =>
      seen.push((event as CustomEvent).detail.formId),
    );
    await fillRequired();
    // Unavailable, and says why, but still focusable [P-05].
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(submitButton().disabled).toBe(false);
    expect(buttonReason()).toBe('Complete CAPTCHA before submitting.');
    expect(document.querySelector('.sq-captcha-hint')?.getAttribute('role')).toBe('status');
    await submit();
    expect(formCalls(requests)).toHaveLength(0);
    expect(document.activeElement).toBe(captchaBox());
    expect(document.querySelector('.sq-form__message')).toBeNull();
    await click(captchaBox());
    expect(submitButton().hasAttribute('aria-disabled')).toBe(false);
    expect(submitButton().hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('.sq-captcha-hint')?.textContent).toBe('');
    await submit();
    await settle();
    expect(formCalls(requests).map((r) => new URL(r.url).pathname)).toEqual([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    const payload = await formCalls(requests)[1]?.json();
    expect(payload).toMatchObject({
      key: 'key-1',
      captchaKey: 'sq-test-captcha-token',
      pageId: 'page-7',
      contentSource: 'i',
    });
    expect(JSON.parse(payload.form)).toMatchObject({
      'f-name': ['Ada', 'Lovelace'],
      'f-topic': 'Order',
      'f-source': 'direct',
    });
    expect(document.querySelector('.sq-form')).toBeNull();
    expect(document.querySelector('.sq-form__success')?.textContent).toBe(
      'Thank you! We will be in touch.',
    );
    expect(seen).toEqual(['form-contact']);
  });

  it('shows the server per-field errors above their fields and resets the captcha', async () => {
    await freshPage(
      page(),
      api(() => jsonResponse({ errors: { 'f-email': 'We already have this address.' } }, 400)),
    );
    await fillRequired();
    await click(document.querySelector('.sq-captcha input'));
    await submit();
    await settle();
    expect(document.getElementById('sq-form-form-contact-f-email-error')?.textContent).toBe(
      'We already have this address.',
    );
    expect(document.querySelector<HTMLInputElement>('.sq-captcha input')?.checked).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('.sq-form__submit')?.textContent).toBe(
      'Submit',
    );
    // The spent captcha was reset, so the button waits for it again, and says so [O-12].
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(buttonReason()).toBe('Complete CAPTCHA before submitting.');
  });

  it('a press on the waiting button checks the fields and sends nothing; the reason can be reworded', async () => {
    const html = page().replace(
      '"forms"',
      '"localizedStrings":{"captchaRequiredText":"Tick the box first."},"forms"',
    );
    const { requests } = await freshPage(html, api());
    expect(buttonReason()).toBe('Tick the box first.');
    await setField(fieldByLabel('First Name'), 'Ada');
    await submit();
    expect(formCalls(requests)).toHaveLength(0);
    expect(document.getElementById('sq-form-form-contact-f-email-error')?.textContent).toBe(
      'Required',
    );
    // Focus goes to the first field with an error, not to the captcha.
    expect(document.activeElement?.getAttribute('name')).toBe('f-name.first');
  });

  it('a form without a captcha has a button that never waits', async () => {
    const simple = {
      id: 'form-simple',
      fields: [{ id: 'n', type: 'text', title: 'Note' }],
    };
    await freshPage(page(simple), api());
    expect(submitButton().hasAttribute('aria-disabled')).toBe(false);
    expect(document.querySelector('.sq-captcha-hint')).toBeNull();
  });

  it('runs the post-submit HTML and its scripts, and fires the newsletter event for newsletters', async () => {
    const newsletter = {
      id: 'form-news',
      isNewsletter: true,
      submissionHTML: '<p>Welcome aboard</p><script>window.__postSubmitRan = true</script>',
      fields: [{ id: 'e', type: 'email', title: 'Email', required: true }],
    };
    await freshPage(page(newsletter), api());
    const events: string[] = [];
    document.addEventListener('sq:form:newsletter-subscribe', () => events.push('newsletter'));
    await setField(fieldByLabel('Email *'), 'ada@example.com');
    await submit();
    await settle();
    expect(document.querySelector('.sq-form__success')?.textContent).toContain('Welcome aboard');
    expect(document.querySelector('.sq-form__success script')).not.toBeNull();
    expect(events).toEqual(['newsletter']);
  });

  it('marks the counter and the field when text got past the limit (pasted by a script)', async () => {
    await freshPage(page(), api());
    await setField(fieldByLabel('Message *'), 'x'.repeat(201));
    expect(document.querySelector('.sq-form__counter')?.textContent).toBe('201 / 200');
    expect(
      document.querySelector('.sq-form__counter')?.classList.contains('sq-form__counter--error'),
    ).toBe(true);
    await submit();
    expect(document.getElementById('sq-form-form-contact-f-message-error')?.textContent).toBe(
      'You have exceeded the character limit.',
    );
  });

  it('with the maxLength toggle on, a textarea has its limit and its counter', async () => {
    await freshPage(page(), api());
    const message = fieldByLabel('Message *');
    expect(message.getAttribute('maxlength')).toBe('200');
    expect(document.querySelector('.sq-form__counter')?.textContent).toBe('0 / 200');
  });

  it.each([
    ['off', { textareaMaxLength: false }],
    ['absent (the default)', {}],
  ])(
    'with the maxLength toggle %s, a textarea has no limit, no counter and no length check',
    async (_, toggles) => {
      await freshPage(page(contact, '', toggles), api());
      const message = fieldByLabel('Message *');
      expect(message.hasAttribute('maxlength')).toBe(false);
      expect(document.querySelector('.sq-form__counter')).toBeNull();
      await setField(message, 'x'.repeat(300));
      await submit();
      expect(document.getElementById('sq-form-form-contact-f-message-error')).toBeNull();
    },
  );

  it('skips client validation with the novalidate attribute', async () => {
    const simple = {
      id: 'form-simple',
      fields: [{ id: 'n', type: 'text', title: 'Note', required: true }],
    };
    const { requests } = await freshPage(page(simple, 'novalidate'), api());
    await submit();
    await settle();
    expect(formCalls(requests)).toHaveLength(2);
  });
});
