import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReadableNumber } from '../../src/forms/numbers';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { click, fieldByLabel, freshPage, setField, settle } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';

/**
 * The custom form's states a visitor sees around a submission: the button and the locked form
 * while it is sent, the disclaimer, a currency field's symbol, a section's underline, errors going
 * as their fields are edited, number fields holding no number, and the scroll to the submission
 * text [M-05, M-07, M-23, N-11, N-12, O-01, O-10].
 */

const simple = {
  id: 'form-order',
  disclaimer: 'We never share your answers.',
  fields: [
    { id: 'o-title', type: 'section', title: 'Your order', underline: true },
    { id: 'o-note', type: 'text', title: 'Note', required: true },
    { id: 'o-count', type: 'number', title: 'How many?', required: true },
    { id: 'o-budget', type: 'currency', title: 'Budget', currencySymbol: '€' },
    { id: 'o-tip', type: 'currency', title: 'Tip' },
    { id: 'o-more', type: 'section', title: 'Anything else' },
  ],
};

function page(form: Record<string, unknown> = simple): string {
  return `${contextScript({ forms: { [String(form.id)]: form } })}<sq-custom-form form-id="${form.id}"></sq-custom-form>`;
}

/** A form API whose save call answers only when the test says so; the key comes at once. */
function heldSave() {
  let answer: (response: Response) => void = () => {};
  const answered = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  const handler = (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('FormSubmissionKey')) return jsonResponse({ key: 'key-1' });
    if (path.endsWith('SaveFormSubmission')) return answered;
    return jsonResponse({});
  };
  return { handler, answer: (response: Response) => answer(response) };
}

const ok = () => jsonResponse({ success: true });
const submitButton = () => document.querySelector('.sq-form__submit') as HTMLButtonElement;
const submit = () => click(submitButton());
const calls = (requests: Request[], name: string) =>
  requests.filter((r) => new URL(r.url).pathname.endsWith(name));
const saves = (requests: Request[]) => calls(requests, 'SaveFormSubmission');
/**
 * A control the visitor cannot use: disabled itself or inside a disabled fieldset (which disables
 * it in a browser; happy-dom's :disabled does not follow fieldsets).
 */
const locked = (control: Element) =>
  control.matches(':disabled') || control.closest('fieldset[disabled]') !== null;
/** The text a field is described by (its error first), as a screen reader reads it. */
const description = (field: Element) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The text each number control shows, which its value hides when it reads as no number. */
const shown = new WeakMap<HTMLInputElement, string>();

/**
 * Makes a number control show `text` as a browser does: while the text reads as a number the
 * control's value is that text; otherwise its value is empty and its validity says `badInput`.
 * Then the input event, which the browser fires whether or not the value changed.
 */
async function showNumber(
  input: HTMLInputElement,
  text: string,
  key: string | null,
): Promise<void> {
  const bad = text !== '' && !isReadableNumber(text);
  shown.set(input, text);
  Object.defineProperty(input, 'validity', {
    configurable: true,
    get: () => ({ badInput: bad, valid: !bad }),
  });
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, bad ? '' : text);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: key }));
  });
  await settle();
}

/** Types into a number control key by key, after what it shows. */
async function typeNumber(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => input.focus());
  for (const key of text) await showNumber(input, (shown.get(input) ?? input.value) + key, key);
}

/** Empties a number control, as selecting its text and deleting it does. */
const clearNumber = (input: HTMLInputElement) => showNumber(input, '', null);

describe('<sq-custom-form> states', () => {
  it("while sending, the button says 'Submitting…', the form is locked and a second submit is ignored", async () => {
    const held = heldSave();
    const { requests } = await freshPage(page(), held.handler);
    await setField(fieldByLabel('Note *'), 'Gift wrap');
    await typeNumber(fieldByLabel('How many? *') as HTMLInputElement, '2');
    expect(submitButton().textContent).toBe('Submit');
    await submit();
    await settle();
    expect(saves(requests)).toHaveLength(1);
    expect(submitButton().textContent).toBe('Submitting…');
    expect(submitButton().disabled).toBe(true);
    const controls = Array.from(document.querySelectorAll('.sq-form input'));
    expect(controls.filter((control) => !locked(control))).toEqual([]);
    // A submit that still reaches the form (a script's) is ignored while the first is in flight.
    await act(async () => {
      document
        .querySelector('form.sq-form')
        ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(saves(requests)).toHaveLength(1);
    expect(calls(requests, 'FormSubmissionKey')).toHaveLength(1);
    held.answer(ok());
    await settle();
    expect(document.querySelector('.sq-form__success')?.textContent).toBe('Thank you!');
  });

  it('after a failure the form is unlocked and the button reads Submit again', async () => {
    const held = heldSave();
    await freshPage(page(), held.handler);
    await setField(fieldByLabel('Note *'), 'Gift wrap');
    await typeNumber(fieldByLabel('How many? *') as HTMLInputElement, '2');
    await submit();
    held.answer(jsonResponse({ error: 'Closed for the holidays.' }, 400));
    await settle();
    expect(document.querySelector('.sq-form__message')?.textContent).toBe(
      'Closed for the holidays.',
    );
    expect(submitButton().textContent).toBe('Submit');
    expect(submitButton().disabled).toBe(false);
    expect(locked(fieldByLabel('Note *'))).toBe(false);
  });

  it('shows the disclaimer below the fields and above the button, and none when the form has none', async () => {
    await freshPage(page(), heldSave().handler);
    const disclaimer = document.querySelector('.sq-form__disclaimer');
    expect(disclaimer?.textContent).toBe('We never share your answers.');
    const lastField = fieldByLabel('Tip');
    expect(lastField.compareDocumentPosition(disclaimer as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(disclaimer?.compareDocumentPosition(submitButton())).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await freshPage(page({ ...simple, disclaimer: '' }), heldSave().handler);
    expect(document.querySelector('.sq-form__disclaimer')).toBeNull();
  });

  it("shows a currency field's symbol beside its input, '$' when the field names none", async () => {
    await freshPage(page(), heldSave().handler);
    const symbol = (label: string) =>
      fieldByLabel(label).closest('.sq-form__field')?.querySelector('.sq-form__adornment')
        ?.textContent;
    expect(symbol('Budget')).toBe('€');
    expect(symbol('Tip')).toBe('$');
    expect(symbol('How many? *')).toBeUndefined();
    expect(fieldByLabel('Budget').getAttribute('type')).toBe('number');
    expect(fieldByLabel('Budget').getAttribute('step')).toBe('0.01');
  });

  it('marks a section title with underline on for its line, and not one without', async () => {
    // The site's stylesheet lays out the line on a page; in a dialog the bundle's styles draw it
    // (the product-form flows check it in the browsers).
    await freshPage(page(), heldSave().handler);
    const sections = Array.from(document.querySelectorAll('.sq-form__section'));
    expect(sections.map((s) => s.textContent)).toEqual(['Your order', 'Anything else']);
    expect(sections.map((s) => s.classList.contains('sq-form__section--underline'))).toEqual([
      true,
      false,
    ]);
  });

  it("a field's error goes as soon as that field is edited; the others keep theirs", async () => {
    const { requests } = await freshPage(page(), heldSave().handler);
    await submit();
    const note = fieldByLabel('Note *');
    const count = fieldByLabel('How many? *') as HTMLInputElement;
    expect(description(note)).toBe('Required');
    expect(description(count)).toBe('Required');
    await setField(note, 'G');
    expect(note.hasAttribute('aria-invalid')).toBe(false);
    expect(description(note)).toBe('');
    expect(document.body.textContent).toContain('Required');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    await typeNumber(count, '3');
    expect(count.hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelectorAll('.sq-form__error')).toHaveLength(0);
    expect(saves(requests)).toHaveLength(0);
  });
});

describe('<sq-custom-form> number and currency fields (N-12)', () => {
  it('text the browser cannot read as a number is said to be no number, not missing, and nothing is sent', async () => {
    const { requests } = await freshPage(page(), heldSave().handler);
    await setField(fieldByLabel('Note *'), 'Gift wrap');
    const count = fieldByLabel('How many? *') as HTMLInputElement;
    const budget = fieldByLabel('Budget') as HTMLInputElement;
    await typeNumber(count, '1e');
    await typeNumber(budget, 'abc');
    await submit();
    expect(description(count)).toBe('Must be a number.');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(description(budget)).toBe('Must be a number.');
    expect(document.querySelector('.sq-form__message')?.textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    expect(requests.filter((r) => r.url.includes('/api/form/'))).toHaveLength(0);
    // Emptied, the required field is missing again; given a number, it is fine.
    await clearNumber(count);
    await submit();
    expect(description(count)).toBe('Required');
    expect(description(budget)).toBe('Must be a number.');
  });

  it('sends numbers as typed once they read as numbers', async () => {
    const held = heldSave();
    const { requests } = await freshPage(page(), held.handler);
    await setField(fieldByLabel('Note *'), 'Gift wrap');
    const count = fieldByLabel('How many? *') as HTMLInputElement;
    await typeNumber(count, '1e');
    await clearNumber(count);
    await typeNumber(count, '1e2');
    await typeNumber(fieldByLabel('Budget') as HTMLInputElement, '12.50');
    await submit();
    await settle();
    held.answer(ok());
    await settle();
    const [save] = saves(requests);
    const sent = JSON.parse((await save?.json())?.form);
    expect(sent).toMatchObject({ 'o-count': '1e2', 'o-budget': '12.50', 'o-tip': '' });
  });
});

describe('<sq-custom-form> after a submission (O-10)', () => {
  const view = () => document.defaultView as Window;

  /** A page 5000 px tall whose submission text, 200 px tall, is 1400 px down the view. */
  function tallPage(reducedMotion: boolean) {
    const frames: FrameRequestCallback[] = [];
    const tops: number[] = [];
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 5000,
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 1400,
      height: 200,
    } as DOMRect);
    vi.spyOn(view(), 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      tops.push(options.top ?? Number.NaN);
    }) as Window['scrollTo']);
    vi.spyOn(view(), 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(view(), 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
        }) as MediaQueryList,
    );
    /** Runs the frames waiting at `time`. */
    const frame = (time: number) => {
      for (const callback of frames.splice(0)) callback(time);
    };
    return { tops, frame, frames };
  }

  afterEach(() => {
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  });

  async function sendSimple(): Promise<void> {
    await setField(fieldByLabel('Note *'), 'Gift wrap');
    await typeNumber(fieldByLabel('How many? *') as HTMLInputElement, '2');
    await submit();
    await settle();
  }

  it('scrolls the submission text to the middle of the view in a 300 ms tween', async () => {
    const held = heldSave();
    await freshPage(page(), held.handler);
    const scrolled = tallPage(false);
    const sending = sendSimple();
    held.answer(ok());
    await sending;
    expect(document.activeElement?.className).toBe('sq-form__success');
    const middle = 1400 - (innerHeight - 200) / 2;
    scrolled.frame(0);
    scrolled.frame(150);
    expect(scrolled.tops.at(-1)).toBeCloseTo(middle / 2);
    scrolled.frame(300);
    expect(scrolled.tops.at(-1)).toBe(middle);
    expect(scrolled.frames).toHaveLength(0);
  });

  it('jumps there at once when the visitor asks for reduced motion', async () => {
    const held = heldSave();
    await freshPage(page(), held.handler);
    const scrolled = tallPage(true);
    const sending = sendSimple();
    held.answer(ok());
    await sending;
    expect(scrolled.tops).toEqual([1400 - (innerHeight - 200) / 2]);
    expect(scrolled.frames).toHaveLength(0);
  });
});
