import { describe, expect, inject, test } from 'vitest';
import { CONTACT_INPUTS, contactValues } from '../helpers/contact-form';
import { Key, until, type WebKitPage, webKitSession } from './webkit';

/**
 * The custom forms in WebKit, as a shopper fills them: every field type of the contact form typed
 * key by key, the problems of a failed submit (linked to their fields, focus on the first) and
 * typing after it, the unsolved captcha holding Submit, the thanks and what the owner then sees,
 * each failure the server can give and a retry that goes through; the newsletter's post-submit
 * HTML and a form's success URL; number and currency fields holding text that is no number; and
 * the address suggestions, chosen with the keyboard and with the pointer, and absent when their
 * toggle is off.
 *
 * The forms' date is three text boxes (Month, Day, Year), typed like any text; no form field is an
 * `<input type=date>`.
 */
const wk = webKitSession();

const FORM = '/demo-pages/form.html';
const AUTOCOMPLETE = '/demo-pages/form-address-autocomplete.html';
const SUBMIT = 'sq-custom-form .sq-form__submit';
const MESSAGE = 'sq-custom-form .sq-form__message';
const BANNER = 'sq-custom-form .sq-form__banner[role="alert"]';
const HINT = 'sq-custom-form .sq-captcha-hint';
const SUCCESS = 'sq-custom-form .sq-form__success[role="status"]';
const CAPTCHA_LABEL = 'sq-custom-form .sq-captcha-container label.sq-captcha';
const HELD = 'Complete CAPTCHA before submitting.';
const PLACES = '/api/google-maps/places/';

interface Find {
  /** The legend of a fieldset around the control (a multi-part field, a choice group). */
  group?: string;
  /** A radio button or checkbox, rather than a box to type in or a select. */
  choice?: boolean;
}

/**
 * A selector for the one control whose label reads `label` (its required mark aside), as a person
 * finds it by what is written next to it; fails unless exactly one matches.
 */
async function control(page: WebKitPage, label: string, find: Find = {}): Promise<string> {
  const found = await page.evaluate(
    (text, group, choice) => {
      const words = (s: string | null) =>
        (s ?? '')
          .replace(/\s+/g, ' ')
          .replace(/\s*\*$/, '')
          .trim();
      const inGroup = (element: Element) => {
        for (
          let at = element.closest('fieldset');
          at;
          at = at.parentElement?.closest('fieldset') ?? null
        ) {
          const legend = at.querySelector(':scope > legend');
          if (legend && words(legend.textContent) === group) return true;
        }
        return false;
      };
      const matches = [...document.querySelectorAll('label')].flatMap((label) => {
        const field = label.control as HTMLInputElement | null;
        if (!field || words(label.textContent) !== text) return [];
        if ((field.type === 'radio' || field.type === 'checkbox') !== choice) return [];
        if (group && !inGroup(label)) return [];
        if (field.id) return [`#${CSS.escape(field.id)}`];
        const named = `${field.localName}[name="${CSS.escape(field.name)}"]`;
        return [choice ? `${named}[value="${CSS.escape(field.value)}"]` : named];
      });
      return matches.length === 1 ? matches[0] : `${matches.length} matches`;
    },
    label,
    find.group ?? '',
    find.choice ?? false,
  );
  if (!found?.match(/^[#a-z]/)) throw new Error(`the control labelled ${label}: ${found}`);
  return found;
}

/** Types into the control labelled `label`, key by key. */
async function typeIn(page: WebKitPage, label: string, text: string, group?: string) {
  const css = await control(page, label, group ? { group } : {});
  await page.type(css, text);
  return css;
}

/** Clicks the radio button or checkbox labelled `label` (in `group`) and waits until it is on. */
async function check(page: WebKitPage, label: string, group?: string): Promise<string> {
  const css = await control(page, label, { choice: true, ...(group ? { group } : {}) });
  await page.click(css);
  await expectChecked(page, css, true);
  return css;
}

async function expectChecked(page: WebKitPage, css: string, checked: boolean): Promise<void> {
  await until(
    async () =>
      (await page.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.checked, css)) ===
      checked,
    `${css} to be ${checked ? 'checked' : 'unchecked'}`,
  );
}

/** The texts of the elements an element's aria-describedby names, as a screen reader reads it. */
async function description(page: WebKitPage, css: string): Promise<string> {
  return page.evaluate((s) => {
    const ids = document.querySelector(s)?.getAttribute('aria-describedby') ?? '';
    return ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
  }, css);
}

async function expectDescription(page: WebKitPage, css: string, expected: string) {
  await until(
    async () => (await description(page, css)) === expected,
    `${css} to be described as '${expected}'`,
  );
}

/** Opens a form page and waits until its form has hydrated. */
async function openForm(page: WebKitPage, path: string): Promise<void> {
  await page.goto(path);
  await page.hydrated('sq-custom-form');
}

/**
 * Fills every field of the contact form as a person does: text typed key by key (the date and
 * the time are text boxes of their own), choices clicked, the size chosen from its list.
 */
async function fillContact(page: WebKitPage, order: string = CONTACT_INPUTS['f-order']) {
  const input = CONTACT_INPUTS;
  await typeIn(page, 'First Name', input['f-name'].first);
  await typeIn(page, 'Last Name', input['f-name'].last);
  await typeIn(page, 'Email', input['f-email']);
  await typeIn(page, 'Area Code', input['f-phone'].area);
  await typeIn(page, 'Prefix', input['f-phone'].prefix);
  await typeIn(page, 'Line Number', input['f-phone'].line);
  await typeIn(page, 'Address Line 1', input['f-address'].line1);
  await typeIn(page, 'City', input['f-address'].city);
  await typeIn(page, 'State', input['f-address'].state);
  await typeIn(page, 'Zip Code', input['f-address'].zip);
  await typeIn(page, 'Country', input['f-address'].country);
  await typeIn(page, 'Order number', order);
  const amount = await typeIn(page, 'Amount', input['f-amount']);
  await page.expectValue(amount, input['f-amount']);
  const count = await typeIn(page, 'How many items?', input['f-count']);
  await page.expectValue(count, input['f-count']);
  await typeIn(page, 'Month', input['f-date'].month, 'Date of purchase');
  await typeIn(page, 'Day', input['f-date'].day, 'Date of purchase');
  const year = await typeIn(page, 'Year', input['f-date'].year, 'Date of purchase');
  await page.expectValue(year, input['f-date'].year);
  await typeIn(page, 'Hour', input['f-time'].hour);
  await typeIn(page, 'Minute', input['f-time'].minute);
  await typeIn(page, 'Second', input['f-time'].second);
  await typeIn(page, 'AM/PM', input['f-time'].ampm);
  await check(page, input['f-topic'], 'Topic');
  for (const channel of input['f-channels']) await check(page, channel, 'Reply by');
  await page.select(await control(page, 'Size'), input['f-size']);
  await check(page, 'Strongly Agree', 'Delivery');
  const message = await typeIn(page, 'Message', input['f-message']);
  await page.expectValue(message, input['f-message']);
}

interface Submission {
  pagePath: string;
  values: Record<string, unknown>;
}

/** The contact form's submissions, as the signed-in owner's API lists them. */
async function submissions(page: WebKitPage): Promise<Submission[]> {
  const response = await fetch(`${page.baseUrl}/api/forms/form-contact/submissions`, {
    headers: { authorization: `Bearer ${inject('merchantSecret')}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { submissions: Submission[] }).submissions;
}

/** The captcha's checkbox (the local widget of the test site key), once it reads its label. */
async function captchaBox(page: WebKitPage): Promise<string> {
  await page.expectText(CAPTCHA_LABEL, "I'm not a robot");
  return `${CAPTCHA_LABEL} > input[type="checkbox"]`;
}

/** The held Submit: focusable, not disabled, described by the captcha's hint, which says why. */
async function expectHeld(page: WebKitPage): Promise<void> {
  await page.expectAttribute(SUBMIT, 'aria-disabled', 'true');
  await page.expectAttribute(SUBMIT, 'disabled', null);
  await expectDescription(page, SUBMIT, HELD);
  await page.expectText(HINT, HELD);
}

describe('custom form in WebKit', () => {
  test('failed submit: errors described, first focused, keys typed after all stay', async () => {
    const { page } = wk;
    await openForm(page, FORM);
    const captcha = await captchaBox(page);
    await page.click(captcha);
    await expectChecked(page, captcha, true);
    await page.click(SUBMIT);
    await page.expectText(
      BANNER,
      'Your form has encountered a problem. Please scroll down to review.',
    );
    await page.expectText(MESSAGE, 'One or more fields is invalid, please check your entries.');
    const first = await control(page, 'First Name');
    await page.expectFocused(first);
    const email = await control(page, 'Email');
    const message = await control(page, 'Message');
    await expectDescription(page, email, 'Required');
    await page.expectAttribute(email, 'aria-invalid', 'true');
    await page.expectAttribute(message, 'aria-invalid', 'true');
    await expectDescription(page, 'sq-custom-form fieldset.sq-form__group', 'Required');

    // Straight on from the focus the failed submit gave: each key lands in First Name.
    for (const key of 'Ada') await page.press(key);
    await page.expectValue(first, 'Ada');
    await page.expectFocused(first);
    await page.expectValue(email, '');
    await page.type(email, 'ada@example.museum');
    await page.expectValue(email, 'ada@example.museum');
    await page.expectFocused(email);
    await page.expectAttribute(message, 'aria-invalid', 'true');

    await typeIn(page, 'Last Name', 'Lovelace');
    await check(page, 'Returns', 'Topic');
    // The message's maxlength stops the keys at 200, the counter with it.
    await page.type(message, 'x'.repeat(201));
    await page.expectText('sq-custom-form .sq-form__counter', '200 / 200');
    await page.expectValue(message, 'x'.repeat(200));
    expect(await page.attribute('sq-custom-form .sq-form__counter', 'class')).not.toContain(
      'sq-form__counter--error',
    );
    await page.click(SUBMIT);
    await expectDescription(
      page,
      email,
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    await page.expectFocused(email);
    await page.expectAttribute(message, 'aria-invalid', null);
    await page.expectValue(first, 'Ada');
  });

  test('every field typed; captcha holds Submit; solved: thanks, stored as typed', async () => {
    const { page } = wk;
    const order = `A-${Date.now().toString(36)}`;
    const mine = async () => (await submissions(page)).filter((s) => s.values['f-order'] === order);
    await openForm(page, `${FORM}?source=spring-mailing`);
    await expectHeld(page);
    // A press on the held button still checks the fields.
    await page.click(SUBMIT);
    await page.expectText(
      BANNER,
      'Your form has encountered a problem. Please scroll down to review.',
    );
    await expectDescription(page, await control(page, 'Email'), 'Required');
    await page.expectFocused(await control(page, 'First Name'));

    // Spaces around the order number are the shopper's; the stored value is trimmed.
    await fillContact(page, ` ${order} `);
    await page.expectText('sq-custom-form .sq-form__counter', '19 / 200');

    // With the fields fine, Enter in a field and a press on Submit both go to the captcha.
    const captcha = await captchaBox(page);
    await page.click(await control(page, 'Email'));
    await page.press(Key.ENTER);
    await page.expectFocused(captcha);
    await page.expectCount(BANNER, 0);
    await page.press(Key.TAB);
    await page.expectFocused(SUBMIT);
    await page.press(Key.ENTER);
    await page.expectFocused(captcha);
    await page.click(SUBMIT);
    await page.expectFocused(captcha);
    await page.expectCount(MESSAGE, 0);
    await page.expectCount(SUCCESS, 0);
    expect(await mine()).toEqual([]);
    await expectHeld(page);

    await page.press(' ');
    await expectChecked(page, captcha, true);
    await page.expectAttribute(SUBMIT, 'aria-disabled', null);
    expect(await description(page, SUBMIT)).toBe('');
    await page.click(SUBMIT);
    await page.expectText(SUCCESS, 'Thank you! We will be in touch.');
    await page.expectFocused(SUCCESS);
    const stored: Submission[] = await until(async () => {
      const list = await mine();
      return list.length > 0 ? list : null;
    }, 'the submission to be stored');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.pagePath).toBe(FORM);
    expect(stored[0]?.values).toEqual({ ...contactValues('spring-mailing'), 'f-order': order });
  });

  test('each server failure is told and resets the captcha; a retry goes through', async () => {
    const { page } = wk;
    await openForm(page, FORM);
    await fillContact(page);
    const captcha = await captchaBox(page);
    const faults = [
      ['401:SaveFormSubmission', 'Unable to submit form. Please try again later.'],
      ['404:SaveFormSubmission', 'This form has not been configured yet.'],
      [
        '429:SaveFormSubmission',
        'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      ],
      ['500:SaveFormSubmission', 'Unable to send form. Please try again later.'],
      [
        'offline:SaveFormSubmission',
        'Error processing form submission. Please reload and try again.',
      ],
      // The key asked for before the submission.
      ['503:FormSubmissionKey', 'Could not get a form submission key, please try again later.'],
    ] as const;
    for (const [fault, text] of faults) {
      await page.click(captcha);
      await expectChecked(page, captcha, true);
      await page.expectAttribute(SUBMIT, 'aria-disabled', null);
      await page.addCookie('sq-fault', fault);
      await page.click(SUBMIT);
      try {
        await page.expectText(MESSAGE, text);
      } catch (error) {
        // Which fault, and what the form says instead (a message, or the thanks).
        const shown = await page.evaluate(
          (...css) => css.map((c) => document.querySelector(c)?.textContent ?? '-').join(' | '),
          MESSAGE,
          SUCCESS,
          SUBMIT,
        );
        throw new Error(
          `after the ${fault} fault: ${String(error)}; message | thanks | button: ${shown}`,
        );
      }
      await page.expectText(SUBMIT, 'Submit');
      await expectChecked(page, captcha, false);
      await expectHeld(page);
      await page.expectCount(SUCCESS, 0);
    }
    await page.click(captcha);
    await expectChecked(page, captcha, true);
    await page.click(SUBMIT);
    await page.expectText(SUCCESS, 'Thank you! We will be in touch.');
  });

  test('a newsletter form runs its post-submit HTML and script, and tells the page', async () => {
    const { page } = wk;
    await openForm(page, '/demo-pages/form-newsletter.html');
    await page.evaluate(() => {
      document.addEventListener('sq:form:newsletter-subscribe', () => {
        (window as unknown as { __subscribed?: boolean }).__subscribed = true;
      });
    });
    await typeIn(page, 'Email', 'ada@example.com');
    await page.click(SUBMIT);
    await page.expectText('.newsletter-thanks', 'You are on the list.');
    await page.expectAttribute('.newsletter-thanks', 'data-ran', 'yes');
    expect(
      await page.evaluate(() => {
        const w = window as unknown as { __postSubmitRan?: boolean; __subscribed?: boolean };
        return [w.__postSubmitRan, w.__subscribed];
      }),
    ).toEqual([true, true]);
  });

  test('a form with a success URL goes there', async () => {
    const { page } = wk;
    await openForm(page, '/demo-pages/form-redirect.html');
    await typeIn(page, 'Your question', 'Do you ship to Norway?');
    await page.click(SUBMIT);
    await until(async () => (await page.path()) === '/demo-pages/thanks.html', 'the thanks page');
    await page.expectText('h1', 'Thanks for your question');
  });
});

/** The URLs of the places calls the page has made so far. */
async function placesCalls(page: WebKitPage): Promise<URL[]> {
  const names = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  return names.filter((name) => name.includes(PLACES)).map((name) => new URL(name));
}

const LIST = '[role="listbox"][aria-label="Address suggestions"]';
const OPTION = `${LIST} [role="option"]`;
const STATUS = 'sq-custom-form .sq-form__address [role="status"]';

/**
 * Waits until the suggestions shown are those for the whole of `text` (typed a key at a time, a
 * slow machine may search for the first words too): the last search asked for it, every option
 * has each of its words, and the live region counts them. Gives how many there are.
 */
async function suggestionsFor(page: WebKitPage, text: string): Promise<number> {
  return until(async () => {
    const searches = (await placesCalls(page)).filter((url) =>
      url.pathname.endsWith('/autocomplete'),
    );
    if (searches.at(-1)?.searchParams.get('input') !== text) return 0;
    const shown = await page.evaluate(
      (options, status) => ({
        texts: [...document.querySelectorAll(options)].map((o) => o.textContent ?? ''),
        status: document.querySelector(status)?.textContent ?? '',
      }),
      OPTION,
      STATUS,
    );
    const words = text.toLowerCase().split(' ');
    const all = shown.texts.every((t) => words.every((w) => t.toLowerCase().includes(w)));
    const counted = shown.status.startsWith(`${shown.texts.length} suggestions.`);
    return all && counted ? shown.texts.length : 0;
  }, `the suggestions for ${text}`);
}

/** Waits until the suggestions' live region (visually hidden, read out) says `expected`. */
async function expectStatus(page: WebKitPage, expected: string): Promise<void> {
  await until(
    async () =>
      (await page.evaluate((s) => document.querySelector(s)?.textContent ?? '', STATUS)) ===
      expected,
    `the live region to say '${expected}'`,
  );
}

describe('address suggestions in WebKit', () => {
  test('typing line 1 suggests; arrows and Enter choose one and fill the address', async () => {
    const { page } = wk;
    await openForm(page, AUTOCOMPLETE);
    const line1 = await control(page, 'Address Line 1');
    await page.expectAttribute(line1, 'role', 'combobox');
    await page.type(line1, 'maple denver');
    const count = await suggestionsFor(page, 'maple denver');
    expect(count).toBeGreaterThan(1);
    await page.expectAttribute(line1, 'aria-expanded', 'true');
    await expectStatus(page, `${count} suggestions. Use the up and down arrows to choose.`);
    const searches = (await placesCalls(page)).filter((url) =>
      url.pathname.endsWith('/autocomplete'),
    );
    expect(searches.at(-1)?.searchParams.get('input')).toBe('maple denver');
    for (const search of searches) {
      expect(search.searchParams.get('productPage')).toBeTruthy();
      expect(search.searchParams.get('productSection')).toBeTruthy();
    }

    const nth = (n: number) => `${LIST} [role="option"]:nth-child(${n})`;
    await page.press(Key.ARROW_DOWN);
    await page.press(Key.ARROW_DOWN);
    await page.expectAttribute(nth(2), 'aria-selected', 'true');
    const secondId = await page.attribute(nth(2), 'id');
    await page.expectAttribute(line1, 'aria-activedescendant', secondId);
    const chosen = await page.text(nth(2));
    await expectStatus(page, `${chosen}, 2 of ${count}`);
    // Up from the first wraps to the last; Down from the last back to the first.
    await page.press(Key.ARROW_UP);
    await page.press(Key.ARROW_UP);
    await page.expectAttribute(nth(count), 'aria-selected', 'true');
    await page.press(Key.ARROW_DOWN);
    await page.press(Key.ARROW_DOWN);
    await page.expectAttribute(nth(2), 'aria-selected', 'true');

    await page.press(Key.ENTER);
    await page.expectAttribute(line1, 'aria-expanded', 'false');
    await page.expectAttribute(LIST, 'hidden', '');
    await page.expectValue(line1, chosen.split(', ')[0] ?? '');
    await page.expectValue(await control(page, 'City'), 'Denver');
    await page.expectValue(await control(page, 'State'), 'CO');
    const zip = await control(page, 'Zip Code');
    await until(
      async () =>
        /^802\d\d$/.test(
          await page.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.value ?? '', zip),
        ),
      'a Denver zip code',
    );
    await page.expectValue(await control(page, 'Country'), 'United States');
    // Enter chose the place: the form was not submitted, focus stayed on line 1.
    await page.expectFocused(line1);
    await page.expectCount(BANNER, 0);
    const details = (await placesCalls(page)).find((url) => url.pathname.endsWith('/details'));
    expect(details?.searchParams.get('place_id')).toMatch(/^ChIJ/);
    expect(details?.searchParams.get('productSection')).toBeTruthy();
    expect(page.consoleErrors()).toEqual([]);
  });

  test('a click on a suggestion fills the address; Escape keeps the text; axe clean', async () => {
    const { page } = wk;
    await openForm(page, AUTOCOMPLETE);
    const line1 = await control(page, 'Address Line 1');
    await page.type(line1, 'high street');
    await suggestionsFor(page, 'high street');
    await page.press(Key.ARROW_DOWN);
    await page.expectAttribute(`${OPTION}:first-child`, 'aria-selected', 'true');
    expect(await page.seriousViolations()).toEqual([]);
    await page.press(Key.ESCAPE);
    await page.expectAttribute(line1, 'aria-expanded', 'false');
    await page.expectAttribute(line1, 'aria-activedescendant', null);
    await page.expectAttribute(LIST, 'hidden', '');
    await page.expectValue(line1, 'high street');
    await page.expectFocused(line1);

    await page.type(line1, 'maple denver');
    await suggestionsFor(page, 'maple denver');
    const chosen = await page.text(`${OPTION}:first-child`);
    await page.click(`${OPTION}:first-child`);
    await page.expectAttribute(line1, 'aria-expanded', 'false');
    await page.expectValue(line1, chosen.split(', ')[0] ?? '');
    await page.expectValue(await control(page, 'City'), 'Denver');
    await page.expectValue(await control(page, 'State'), 'CO');
    await page.expectValue(await control(page, 'Country'), 'United States');
    await page.expectFocused(line1);
    await page.expectCount(BANNER, 0);
  });

  test('with the toggle off, line 1 is a plain text box and typing asks for nothing', async () => {
    const { page } = wk;
    await openForm(page, FORM);
    const line1 = await control(page, 'Address Line 1');
    expect(await page.attribute(line1, 'role')).toBeNull();
    await page.type(line1, 'maple denver');
    await page.expectValue(line1, 'maple denver');
    // Well past the suggestions' delay (300 ms) on the page's own clock, then a call of the
    // page's own, answered after any the typing could have started.
    const typed = await page.evaluate(() => performance.now());
    await until(
      () => page.evaluate((t) => performance.now() - t > 1500, typed),
      'the page clock to pass the suggestions delay',
    );
    await page.evaluate(async () => {
      await fetch('/api/google-maps/places/autocomplete?input=probe');
    });
    await until(async () => (await placesCalls(page)).length > 0, 'the probe call');
    expect((await placesCalls(page)).map((url) => url.searchParams.get('input'))).toEqual([
      'probe',
    ]);
    await page.expectCount(LIST, 0);
  });
});

/** How many times the page has asked the server to save a submission (its resource entries). */
async function saveCalls(page: WebKitPage): Promise<number> {
  return page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/form/SaveFormSubmission')).length,
  );
}

describe('number and currency fields in WebKit', () => {
  test('text that is no number says so beside the field, sends nothing; corrected, it is sent', async () => {
    const { page } = wk;
    // The message marks this journey's submission among the others of the contact form.
    const note = `Counting items ${Date.now().toString(36)}`;
    const mine = async () =>
      (await submissions(page)).filter((s) => s.values['f-message'] === note);
    await openForm(page, FORM);
    await typeIn(page, 'First Name', 'Ada');
    await typeIn(page, 'Last Name', 'Lovelace');
    await typeIn(page, 'Email', 'ada@example.com');
    await check(page, 'Order', 'Topic');
    await typeIn(page, 'Message', note);
    // Both optional: without the check, each would be sent empty.
    const count = await typeIn(page, 'How many items?', '1e');
    const amount = await typeIn(page, 'Amount', '12.5e-');
    const captcha = await captchaBox(page);
    await page.click(captcha);
    await expectChecked(page, captcha, true);
    await page.click(SUBMIT);

    await expectDescription(page, count, 'Must be a number.');
    await page.expectAttribute(count, 'aria-invalid', 'true');
    await expectDescription(page, amount, 'Must be a number.');
    await page.expectAttribute(amount, 'aria-invalid', 'true');
    await page.expectText(MESSAGE, 'One or more fields is invalid, please check your entries.');
    await page.expectFocused(amount);
    await page.expectCount(SUCCESS, 0);
    expect(await saveCalls(page)).toBe(0);

    // Corrected key by key, each field's error goes as it is edited.
    await page.type(count, '3');
    await page.expectValue(count, '3');
    await page.expectAttribute(count, 'aria-invalid', null);
    await expectDescription(page, count, '');
    await page.expectAttribute(amount, 'aria-invalid', 'true');
    await expectDescription(page, amount, 'Must be a number.');
    await page.type(amount, '12.50');
    await page.expectValue(amount, '12.50');
    await page.expectAttribute(amount, 'aria-invalid', null);
    await expectDescription(page, amount, '');
    await page.click(SUBMIT);
    await page.expectText(SUCCESS, 'Thank you! We will be in touch.');

    // One submission, the corrected one: the refused submit sent nothing.
    const stored: Submission[] = await until(async () => {
      const list = await mine();
      return list.length > 0 ? list : null;
    }, 'the submission to be stored');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.values).toMatchObject({ 'f-count': '3', 'f-amount': '12.50' });
    expect(await saveCalls(page)).toBe(1);
    expect(page.consoleErrors()).toEqual([]);
  });
});
