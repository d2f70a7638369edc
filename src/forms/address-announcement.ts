import { interpolate } from '../i18n/interpolate';
import type { LocalizedStrings } from '../i18n/strings';
import type { SuggestionState } from './address-suggestions';

/**
 * What the address suggestions' live region says [W-03]: nothing while the list is closed; the
 * active option with its position ('…, 2 of 5'); else how many suggestions came, one in the
 * singular ('1 suggestion.'), none as 'No suggestions.'. Every text is from the strings catalogue.
 * Kept apart from the suggestion model, so the form reads it without fetching the model's chunk.
 */
export function suggestionAnnouncement(
  state: SuggestionState,
  strings: Pick<
    LocalizedStrings,
    | 'addressSuggestionActiveText'
    | 'addressSuggestionsCountText'
    | 'addressOneSuggestionText'
    | 'addressNoSuggestionsText'
  >,
): string {
  if (!state.open) return '';
  const count = state.options.length;
  const active = state.options[state.active];
  if (active) {
    return interpolate(strings.addressSuggestionActiveText, {
      option: active.description,
      position: state.active + 1,
      count,
    });
  }
  if (count === 0) return strings.addressNoSuggestionsText;
  if (count === 1) return strings.addressOneSuggestionText;
  return interpolate(strings.addressSuggestionsCountText, { count });
}
