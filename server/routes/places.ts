import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
  AddressComponent,
  AutocompleteAnswer,
  AutocompleteQuery,
  DetailsAnswer,
  DetailsQuery,
  MatchedSubstring,
  PlacePrediction,
} from '../../src/contract/places';
import { notFound } from '../errors/domain-error';
import { placeDetailsQuery, placesAutocompleteQuery } from '../http/schemas';

/**
 * The address autocomplete calls answered from fixtures/places.json (written by
 * tests/tools/places-fixture.mjs), never from the network. A place matches when every word of
 * the input starts a word of its description, ignoring case and accents; the first five matches,
 * in fixture order, are the predictions. Bad or missing input is a 400 (the query schemas).
 */

/** A canned address, as the fixture stores it. */
export interface Place {
  placeId: string;
  streetNumber: string;
  route: string;
  locality: string;
  region: string;
  regionShort: string;
  postalCode: string;
  country: string;
  countryCode: string;
  countryShort: string;
}

/** How many predictions one answer gives at most. */
export const MAX_PREDICTIONS = 5;

/** Countries that write the house number after the street name. */
const NUMBER_AFTER_STREET = new Set(['DE']);

/** The first address line, in the country's order. */
const streetLine = (p: Place) =>
  NUMBER_AFTER_STREET.has(p.countryCode)
    ? `${p.route} ${p.streetNumber}`
    : `${p.streetNumber} ${p.route}`;

/** The postal address as the country writes it on one line. */
function formattedAddress(p: Place): string {
  const street = streetLine(p);
  switch (p.countryCode) {
    case 'US':
    case 'CA':
      return `${street}, ${p.locality}, ${p.regionShort} ${p.postalCode}, ${p.countryShort}`;
    case 'AU':
      return `${street}, ${p.locality} ${p.regionShort} ${p.postalCode}, ${p.countryShort}`;
    case 'DE':
    case 'FR':
      return `${street}, ${p.postalCode} ${p.locality}, ${p.countryShort}`;
    default:
      return `${street}, ${p.locality} ${p.postalCode}, ${p.countryShort}`;
  }
}

/** The region is left out of the description where the country's addresses leave it out. */
const secondaryText = (p: Place) =>
  ['GB', 'DE', 'FR', 'NZ'].includes(p.countryCode)
    ? `${p.locality}, ${p.countryShort}`
    : `${p.locality}, ${p.regionShort}, ${p.countryShort}`;

/** Lower case without accents, one character for one, so offsets hold in the original. */
const fold = (text: string) =>
  Array.from(text, (c) => (c.normalize('NFD')[0] ?? c).toLowerCase()).join('');

/** Where each word of `input` starts a word of `text`, or null when one does not. */
export function matchWords(input: string, text: string): MatchedSubstring[] | null {
  const folded = fold(text);
  const matches: MatchedSubstring[] = [];
  for (const word of fold(input)
    .split(/[\s,]+/)
    .filter(Boolean)) {
    let at = -1;
    for (let i = folded.indexOf(word); i !== -1; i = folded.indexOf(word, i + 1)) {
      if (i === 0 || /[\s,]/.test(folded[i - 1] ?? '')) {
        at = i;
        break;
      }
    }
    if (at === -1) return null;
    matches.push({ offset: at, length: word.length });
  }
  return matches.sort((a, b) => a.offset - b.offset);
}

function prediction(p: Place, input: string): PlacePrediction | null {
  const main = streetLine(p);
  const description = `${main}, ${secondaryText(p)}`;
  const matched = matchWords(input, description);
  if (!matched) return null;
  let offset = 0;
  const terms = description.split(', ').map((value) => {
    const term = { offset, value };
    offset += value.length + 2;
    return term;
  });
  return {
    place_id: p.placeId,
    description,
    matched_substrings: matched,
    structured_formatting: {
      main_text: main,
      main_text_matched_substrings: matched.filter((m) => m.offset + m.length <= main.length),
      secondary_text: secondaryText(p),
    },
    terms,
    types: ['premise', 'street_address', 'geocode'],
  };
}

export function autocomplete(places: readonly Place[], input: string): AutocompleteAnswer {
  const predictions: PlacePrediction[] = [];
  for (const place of places) {
    const found = prediction(place, input);
    if (found) predictions.push(found);
    if (predictions.length === MAX_PREDICTIONS) break;
  }
  return { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' };
}

export function details(p: Place): DetailsAnswer {
  const part = (long_name: string, short_name: string, ...types: string[]): AddressComponent => ({
    long_name,
    short_name,
    types,
  });
  return {
    html_attributions: [],
    result: {
      place_id: p.placeId,
      formatted_address: formattedAddress(p),
      address_components: [
        part(p.streetNumber, p.streetNumber, 'street_number'),
        part(p.route, p.route, 'route'),
        part(p.locality, p.locality, 'locality', 'political'),
        part(p.region, p.regionShort, 'administrative_area_level_1', 'political'),
        part(p.country, p.countryCode, 'country', 'political'),
        part(p.postalCode, p.postalCode, 'postal_code'),
      ],
      types: ['premise', 'street_address'],
    },
    status: 'OK',
  };
}

export async function registerPlacesRoutes(app: FastifyInstance, options: { root: string }) {
  const places = JSON.parse(
    await readFile(join(options.root, 'fixtures/places.json'), 'utf8'),
  ) as Place[];
  const byId = new Map(places.map((p) => [p.placeId, p]));

  app.get<{ Querystring: AutocompleteQuery }>(
    '/api/google-maps/places/autocomplete',
    { schema: { querystring: placesAutocompleteQuery } },
    async (request) => autocomplete(places, request.query.input),
  );
  app.get<{ Querystring: DetailsQuery }>(
    '/api/google-maps/places/details',
    { schema: { querystring: placeDetailsQuery } },
    async (request) => {
      const place = byId.get(request.query.place_id);
      if (!place) throw notFound('No place has this id.');
      return details(place);
    },
  );
}
