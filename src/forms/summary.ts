import type { LocalizedStrings } from '../i18n/strings';
import { likertLabel } from '../i18n/strings';
import type { FormDefinition } from './form-model';
import type { SanitizedValue } from './sanitize';

/** One answer as the cart or an order shows it: the field's title and its values [M-22]. */
export interface SummaryField {
  rawTitle: string;
  values: string[];
}

/** The answers of a submitted form, in field order; an empty answer reads 'N/A'. */
export function summarizeForm(
  form: FormDefinition,
  answers: Record<string, SanitizedValue | undefined>,
  strings: LocalizedStrings,
): SummaryField[] {
  return form.fields.flatMap((field) => {
    if (field.type === 'section' || field.type === 'hidden') return [];
    const answer = answers[field.id];
    let values: string[];
    if (answer === undefined) values = [];
    else if (typeof answer === 'string') values = [answer];
    else if (Array.isArray(answer)) values = answer.filter((part) => part.trim() !== '');
    else
      values = Object.entries(answer).map(
        ([question, value]) => `${question}: ${likertLabel(Number(value), strings) ?? value}`,
      );
    const shown = values.filter((value) => value.trim() !== '');
    return [
      {
        rawTitle: field.title,
        values: shown.length ? shown : [strings.productSummaryFormNoAnswerText],
      },
    ];
  });
}
