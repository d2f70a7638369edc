import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { click, fieldByLabel, freshPage, setField, settle } from '../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../tests/helpers/page-context';

const SCARF = '5f1a00000000000000000005';
const TOTE = '5f1a00000000000000000003';
const MUG = '5f1a00000000000000000001';

const RESTOCK = {
  restockNotificationViews: ['product-page'],
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: true,
  restockNotificationMessages: { buttonText: 'Email me' },
};

function page(
  itemId: string,
  options: { siteKey?: string | null; merch?: object; toggle?: boolean; extra?: string } = {},
) {
  const context = contextScript({
    products: fixtureProducts(),
    merchandising: { [itemId]: options.merch ?? RESTOCK },
    featureToggles: { restockNotifications: options.toggle ?? true },
    website: {
      captchaSettings: {
        siteKey: options.siteKey === undefined ? 'sq-test-site-key' : options.siteKey,
      },
    },
  });
  return `${context}${options.extra ?? ''}<sq-restock-signup item-id="${itemId}"></sq-restock-signup>`;
}

const form = () => document.querySelector('form.sq-restock');
const email = () => document.querySelector<HTMLInputElement>('input[name="email"]');
const error = () => document.querySelector('.sq-restock__error')?.textContent;

const type = (value: string) => setField(email() as HTMLInputElement, value);

const submit = () => click(document.querySelector('.sq-restock__button'));
const tickCaptcha = () => click(document.querySelector('.sq-captcha input'));
const button = () => document.querySelector('.sq-restock__button') as HTMLButtonElement;
/** The reason the button gives for waiting, through its aria-describedby. */
const buttonReason = () =>
  document.getElementById(button().getAttribute('aria-describedby') ?? '')?.textContent;

describe('<sq-restock-signup>', () => {
  it('shows for a sold-out product: labelled email, pre-ticked mailing list, a captcha, the site texts', async () => {
    await freshPage(page(SCARF), () => jsonResponse({}));
    expect(form()).not.toBeNull();
    expect(document.querySelector(`label[for="${email()?.id}"]`)?.textContent).toBe(
      'Email Address',
    );
    expect(
      document.querySelector<HTMLInputElement>('input[name="isJoinMailingList"]')?.checked,
    ).toBe(true);
    expect(document.querySelector('.sq-restock__cta')?.textContent).toBe(
      'Get notified when this product is back in stock.',
    );
    expect(document.querySelector('.sq-restock__button')?.textContent).toBe('Email me');
    expect(document.querySelectorAll('.sq-captcha')).toHaveLength(1);
  });

  it('is absent for an in-stock product, with the feature off, or for another view', async () => {
    for (const html of [
      page(MUG),
      page(SCARF, { toggle: false }),
      page(SCARF, { merch: { restockNotificationViews: ['quick-view'] } }),
    ]) {
      await freshPage(html, () => jsonResponse({}));
      expect(form()).toBeNull();
    }
  });

  it('appears when the chosen variant is sold out', async () => {
    await freshPage(
      page(TOTE, { extra: `<sq-add-to-cart item-id="${TOTE}"></sq-add-to-cart>` }),
      () => jsonResponse({}),
    );
    expect(form()).toBeNull();
    await setField(fieldByLabel('Size'), 'L');
    await setField(fieldByLabel('Color'), 'Natural');
    expect(form()).not.toBeNull();
  });

  it.each([
    ['', 'Email cannot be blank'],
    ['ada@', 'Email is invalid'],
  ])('%j → %s, and nothing is sent', async (value, message) => {
    const { requests } = await freshPage(page(SCARF), () => jsonResponse({}));
    await type(value);
    await tickCaptcha();
    await submit();
    expect(error()).toBe(message);
    expect(requests).toHaveLength(0);
  });

  it('holds the button until the captcha is solved: it says why, sends nothing, and points to the captcha', async () => {
    const { requests } = await freshPage(page(SCARF), () => jsonResponse({}));
    await type('ada@example.com');
    // Unavailable, and says why, but still focusable [P-05, Q-07].
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().disabled).toBe(false);
    expect(buttonReason()).toBe('Complete CAPTCHA before submitting.');
    expect(document.querySelector('.sq-captcha-hint')?.getAttribute('role')).toBe('status');
    await submit();
    expect(requests).toHaveLength(0);
    expect(error()).toBe('');
    expect(document.activeElement).toBe(document.querySelector('.sq-captcha input'));
    await tickCaptcha();
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(button().hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('.sq-captcha-hint')?.textContent).toBe('');
  });

  it('sends the signup and replaces the form with "Signed up!"', async () => {
    const { requests } = await freshPage(page(SCARF), () => jsonResponse({}));
    await type('ada@example.com');
    await tickCaptcha();
    await submit();
    expect(await requests[0]?.json()).toEqual({
      productId: SCARF,
      variantId: 'SQ-SCARF-01',
      siteVisitorEmail: 'ada@example.com',
      isJoinMailingList: true,
      captchaToken: 'sq-test-captcha-token',
    });
    expect(form()).toBeNull();
    expect(document.querySelector('.sq-captcha')).toBeNull();
    expect(document.querySelector('.sq-restock__success')?.textContent).toBe('Signed up!');
  });

  it('without a site key there is no captcha and no token in the payload; the site success text wins', async () => {
    const html = page(SCARF, { siteKey: null }).replace(
      '"featureToggles"',
      '"storeSettings":{"merchandisingSettings":{"restockNotificationsSuccessText":"We will write to you."}},"featureToggles"',
    );
    const { requests } = await freshPage(html, () => jsonResponse({}));
    expect(document.querySelector('.sq-captcha')).toBeNull();
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    await type('ada@example.com');
    await submit();
    expect(await requests[0]?.json()).not.toHaveProperty('captchaToken');
    expect(document.querySelector('.sq-restock__success')?.textContent).toBe(
      'We will write to you.',
    );
  });

  it('the button is disabled while the signup is in flight, and a second press sends nothing', async () => {
    let answer: (response: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { requests } = await freshPage(page(SCARF, { siteKey: null }), () => answered);
    await type('ada@example.com');
    expect(button().disabled).toBe(false);
    await submit();
    expect(requests).toHaveLength(1);
    expect(button().disabled).toBe(true);
    // A submit that still reaches the form (Enter in the field) is ignored while one is in flight.
    await act(async () => {
      form()?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(requests).toHaveLength(1);
    answer(jsonResponse({ message: 'Signups are closed.' }, 400));
    await settle();
    expect(error()).toBe('Signups are closed.');
    expect(button().disabled).toBe(false);
  });

  it("a server failure shows the server's message and resets the captcha", async () => {
    await freshPage(page(SCARF), () => jsonResponse({ message: 'Signups are closed.' }, 400));
    await type('ada@example.com');
    await tickCaptcha();
    await submit();
    expect(error()).toBe('Signups are closed.');
    expect(document.querySelector<HTMLInputElement>('.sq-captcha input')?.checked).toBe(false);
    expect(form()).not.toBeNull();
    // The reset captcha holds the button again, and the reason is back [O-12].
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(buttonReason()).toBe('Complete CAPTCHA before submitting.');
  });
});
