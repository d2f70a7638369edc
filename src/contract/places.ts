import * as v from 'valibot';
import { text } from './common';

/**
 * The address autocomplete calls: their queries and the answers, which keep the shapes of
 * the public Places API they mirror (predictions with `place_id`, `description` and
 * `structured_formatting`; a place with `address_components` and `formatted_address`).
 */

/** Longest search text a visitor's first address line is sent as. */
export const PLACES_INPUT_MAX = 200;

/** The tracking context every places call carries: the page and the part of it that asked. */
const tracking = {
  productPage: v.optional(text(200)),
  productSection: v.optional(text(200)),
};

/** Autocomplete: `input` is the text typed, at least one character that is not a space. */
export const autocompleteQuery = v.strictObject({
  input: v.pipe(v.string(), v.minLength(1), v.maxLength(PLACES_INPUT_MAX), v.regex(/\S/)),
  sessiontoken: v.optional(text(200)),
  ...tracking,
});
export type AutocompleteQuery = v.InferInput<typeof autocompleteQuery>;

/** Details: `place_id` is an id an autocomplete answer gave. */
export const detailsQuery = v.strictObject({
  place_id: v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[\w-]+$/)),
  sessiontoken: v.optional(text(200)),
  ...tracking,
});
export type DetailsQuery = v.InferInput<typeof detailsQuery>;

export interface MatchedSubstring {
  offset: number;
  length: number;
}

export interface PlacePrediction {
  place_id: string;
  description: string;
  matched_substrings: MatchedSubstring[];
  structured_formatting: {
    main_text: string;
    main_text_matched_substrings: MatchedSubstring[];
    secondary_text: string;
  };
  terms: { offset: number; value: string }[];
  types: string[];
}

export interface AutocompleteAnswer {
  predictions: PlacePrediction[];
  status: 'OK' | 'ZERO_RESULTS';
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface DetailsAnswer {
  html_attributions: string[];
  result: {
    place_id: string;
    formatted_address: string;
    address_components: AddressComponent[];
    types: string[];
  };
  status: 'OK';
}
