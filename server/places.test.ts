import { describe, expect, it } from 'vitest';
import places from '../fixtures/places.json';
import type { AutocompleteAnswer, DetailsAnswer } from '../src/contract/places';
import { suiteServer } from '../tests/helpers/test-server';
import { MAX_PREDICTIONS, matchWords } from './routes/places';

const server = suiteServer();

const get = (path: string, query: Record<string, string>) =>
  server.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });
const AUTOCOMPLETE = '/api/google-maps/places/autocomplete';
const DETAILS = '/api/google-maps/places/details';
const tracking = { productPage: 'form', productSection: 'address' };

describe('the places fixture', () => {
  it('holds a few hundred addresses in several countries, each id once', () => {
    expect(places.length).toBeGreaterThanOrEqual(200);
    expect(new Set(places.map((p) => p.countryCode)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(places.map((p) => p.placeId)).size).toBe(places.length);
  });
});

describe('GET /api/google-maps/places/autocomplete', () => {
  it('suggests addresses whose words start with the typed words, with the Places shapes', async () => {
    const response = await get(AUTOCOMPLETE, { input: 'maple den', ...tracking });
    expect(response.statusCode).toBe(200);
    const body = response.json<AutocompleteAnswer>();
    expect(body.status).toBe('OK');
    expect(body.predictions.length).toBeGreaterThan(0);
    expect(body.predictions.length).toBeLessThanOrEqual(MAX_PREDICTIONS);
    for (const p of body.predictions) {
      expect(p.description).toMatch(/Maple St, Denver, CO, USA$/);
      expect(p.place_id).toMatch(/^ChIJ/);
      expect(p.structured_formatting.main_text).toMatch(/^\d+ Maple St$/);
      expect(p.structured_formatting.secondary_text).toBe('Denver, CO, USA');
      expect(p.terms.map((t) => t.value)).toEqual(p.description.split(', '));
    }
  });

  it('ignores case and accents', async () => {
    const body = (await get(AUTOCOMPLETE, { input: 'MONTREAL' })).json<AutocompleteAnswer>();
    expect(body.predictions[0]?.description).toContain('Montréal');
  });

  it('answers ZERO_RESULTS when nothing matches', async () => {
    const response = await get(AUTOCOMPLETE, { input: 'zzzz nowhere' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ predictions: [], status: 'ZERO_RESULTS' });
  });

  it.each([
    ['no input', {}],
    ['an empty input', { input: '' }],
    ['a blank input', { input: '   ' }],
    ['an input over 200 characters', { input: 'a'.repeat(201) }],
    ['an unknown parameter', { input: 'main', radius: '5' }],
  ])('refuses %s with a 400', async (_, query) => {
    expect((await get(AUTOCOMPLETE, query)).statusCode).toBe(400);
  });
});

describe('GET /api/google-maps/places/details', () => {
  it('gives the address components and formatted address of a suggested place', async () => {
    const [first] = (
      await get(AUTOCOMPLETE, { input: 'hauptstraße berlin' })
    ).json<AutocompleteAnswer>().predictions;
    const response = await get(DETAILS, { place_id: first?.place_id ?? '', ...tracking });
    expect(response.statusCode).toBe(200);
    const { result, status } = response.json<DetailsAnswer>();
    expect(status).toBe('OK');
    const component = (type: string) =>
      result.address_components.find((c) => c.types.includes(type));
    expect(component('route')?.long_name).toBe('Hauptstraße');
    expect(component('locality')?.long_name).toBe('Berlin');
    expect(component('country')).toMatchObject({ long_name: 'Germany', short_name: 'DE' });
    expect(component('postal_code')?.long_name).toMatch(/^10\d{3}$/);
    expect(result.formatted_address).toMatch(/^Hauptstraße \d+, 10\d{3} Berlin, Germany$/);
  });

  it('answers 404 for an id it does not know and 400 for a missing or malformed one', async () => {
    expect((await get(DETAILS, { place_id: 'ChIJunknown' })).statusCode).toBe(404);
    expect((await get(DETAILS, {})).statusCode).toBe(400);
    expect((await get(DETAILS, { place_id: '<script>' })).statusCode).toBe(400);
  });
});

describe('matchWords', () => {
  it('matches only at the start of a word', () => {
    expect(matchWords('ple', '12 Maple St')).toBeNull();
    expect(matchWords('st 12', '12 Maple St')).toEqual([
      { offset: 0, length: 2 },
      { offset: 9, length: 2 },
    ]);
  });
});
