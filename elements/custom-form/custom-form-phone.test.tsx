// The custom form's phone field: its country code box shows only when the field asks for it.
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { freshPage } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';

function page(showCountryCode: boolean): string {
  const form = {
    id: 'form-phone',
    fields: [{ id: 'p', type: 'phone', title: 'Phone', showCountryCode }],
  };
  return `${contextScript({ forms: { [form.id]: form } })}<sq-custom-form form-id="${form.id}"></sq-custom-form>`;
}

/** The visible labels of the phone field's boxes, in order. */
const phoneBoxes = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[name^="p."]'), (input) =>
    input.closest('label')?.textContent?.trim(),
  );

describe('<sq-custom-form> phone field', () => {
  it('with showCountryCode on, has four boxes: country, area, prefix, line', async () => {
    await freshPage(page(true), () => jsonResponse({}));
    expect(phoneBoxes()).toEqual(['Country Code', 'Area Code', 'Prefix', 'Line Number']);
  });

  it('with showCountryCode off, has three boxes: area, prefix, line', async () => {
    await freshPage(page(false), () => jsonResponse({}));
    expect(phoneBoxes()).toEqual(['Area Code', 'Prefix', 'Line Number']);
  });
});
