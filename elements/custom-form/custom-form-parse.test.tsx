// The custom form when its fields cannot be turned into what is sent: a page message, no post.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sanitize from '../../src/forms/sanitize';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { click, fieldByLabel, freshPage, setField, settle } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';

const note = {
  id: 'form-note',
  fields: [{ id: 'n', type: 'text', title: 'Note', required: true }],
};

const page = () =>
  `${contextScript({ forms: { [note.id]: note } })}<sq-custom-form form-id="${note.id}"></sq-custom-form>`;

const api = (request: Request) =>
  new URL(request.url).pathname.endsWith('FormSubmissionKey')
    ? jsonResponse({ key: 'key-1' })
    : jsonResponse({ success: true });

afterEach(() => vi.restoreAllMocks());

describe('<sq-custom-form> when the fields cannot be read', () => {
  it("shows 'Could not parse the form fields, please check your entries.' and posts nothing", async () => {
    const { requests } = await freshPage(page(), api);
    await setField(fieldByLabel('Note *'), 'Gift wrap');
    vi.spyOn(sanitize, 'sanitizeForm').mockImplementation(() => {
      throw new TypeError('field n: expected text');
    });
    await click(document.querySelector('.sq-form__submit'));
    await settle();
    expect(document.querySelector('.sq-form__message')?.textContent).toBe(
      'Could not parse the form fields, please check your entries.',
    );
    const paths = requests.map((r) => new URL(r.url).pathname);
    expect(paths).toContain('/api/form/FormSubmissionKey');
    expect(paths).not.toContain('/api/form/SaveFormSubmission');
    // The form stays, so the visitor can correct it.
    expect(fieldByLabel('Note *')).toBeTruthy();
  });
});
