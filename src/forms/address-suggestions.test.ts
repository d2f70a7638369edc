import { describe, expect, it, vi } from 'vitest';
import type { PlacePrediction } from '../contract/places';
import {
  addressParts,
  CLOSED,
  createSuggestionModel,
  moveActive,
  type SuggestionState,
} from './address-suggestions';

const option = (main: string): PlacePrediction => ({
  place_id: `id-${main}`,
  description: `${main}, Denver, CO, USA`,
  matched_substrings: [],
  structured_formatting: { main_text: main, main_text_matched_substrings: [], secondary_text: '' },
  terms: [],
  types: [],
});
const OPTIONS = [option('1 Main St'), option('2 Main St'), option('3 Main St')];

/** A model on a hand-driven clock: `tick()` runs the pending search. */
function setup(answer: (text: string) => Promise<PlacePrediction[]> = async () => OPTIONS) {
  let pending: (() => void) | null = null;
  const searches: string[] = [];
  const signals: AbortSignal[] = [];
  const states: SuggestionState[] = [];
  const onError = vi.fn();
  const model = createSuggestionModel({
    search: (text, signal) => {
      searches.push(text);
      signals.push(signal);
      return answer(text);
    },
    onChange: (state) => states.push(state),
    onError,
    delay: (run) => {
      pending = run;
      return () => {
        pending = null;
      };
    },
  });
  const tick = async () => {
    const run = pending;
    pending = null;
    run?.();
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { model, searches, signals, states, onError, tick };
}

describe('moveActive', () => {
  const open = { options: OPTIONS, active: -1, open: true };
  it('goes from none to the first on Down and to the last on Up', () => {
    expect(moveActive(open, 1).active).toBe(0);
    expect(moveActive(open, -1).active).toBe(2);
  });
  it('wraps at both ends', () => {
    expect(moveActive({ ...open, active: 2 }, 1).active).toBe(0);
    expect(moveActive({ ...open, active: 0 }, -1).active).toBe(2);
  });
  it('leaves an empty list alone', () => {
    expect(moveActive(CLOSED, 1)).toBe(CLOSED);
  });
});

describe('createSuggestionModel', () => {
  it('searches once for the last text typed, only when the delay has passed', async () => {
    const { model, searches, tick } = setup();
    model.type('1');
    model.type('1 M');
    model.type('1 Ma');
    expect(searches).toEqual([]);
    await tick();
    expect(searches).toEqual(['1 Ma']);
    expect(model.state()).toEqual({ options: OPTIONS, active: -1, open: true });
  });

  it('drops the answer to an older text once the visitor typed again', async () => {
    let release: (value: PlacePrediction[]) => void = () => {};
    const { model, signals, tick } = setup((text) =>
      text === 'old' ? new Promise((resolve) => (release = resolve)) : Promise.resolve(OPTIONS),
    );
    model.type('old');
    await tick();
    model.type('new');
    expect(signals[0]?.aborted).toBe(true);
    release([option('stale')]);
    await tick();
    expect(model.state().options).toEqual(OPTIONS);
  });

  it('moves with the arrows, chooses with Enter and closes', async () => {
    const { model, tick } = setup();
    model.type('main');
    await tick();
    expect(model.key('ArrowDown')).toEqual({ used: true });
    expect(model.key('ArrowDown')).toEqual({ used: true });
    expect(model.state().active).toBe(1);
    expect(model.key('Enter')).toEqual({ used: true, chosen: OPTIONS[1] });
    expect(model.state()).toEqual(CLOSED);
  });

  it('lets Enter through (to submit the form) with no active option', async () => {
    const { model, tick } = setup();
    model.type('main');
    await tick();
    expect(model.key('Enter')).toEqual({ used: false });
  });

  it('closes on Escape, which is then no longer used', async () => {
    const { model, tick } = setup();
    model.type('main');
    await tick();
    model.key('ArrowDown');
    expect(model.key('Escape')).toEqual({ used: true });
    expect(model.state()).toMatchObject({ open: false, active: -1 });
    expect(model.key('Escape')).toEqual({ used: false });
    // Down opens the list again on the same suggestions.
    model.key('ArrowDown');
    expect(model.state()).toMatchObject({ open: true, active: 0 });
  });

  it('does not search blank text, and closes the list when the text is emptied', async () => {
    const { model, searches, tick } = setup();
    model.type('main');
    await tick();
    model.type('  ');
    await tick();
    expect(searches).toEqual(['main']);
    expect(model.state().open).toBe(false);
  });

  it('hands a failed search to onError and keeps the list as it was', async () => {
    const failure = new Error('offline');
    const { model, onError, tick } = setup(() => Promise.reject(failure));
    model.type('main');
    await tick();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(model.state()).toEqual(CLOSED);
  });
});

describe('addressParts', () => {
  const c = (long_name: string, short_name: string, ...types: string[]) => ({
    long_name,
    short_name,
    types,
  });
  it('fills line 1, city, abbreviated state, postal code and country of a US place', () => {
    const components = [
      c('12', '12', 'street_number'),
      c('Maple St', 'Maple St', 'route'),
      c('Denver', 'Denver', 'locality', 'political'),
      c('Colorado', 'CO', 'administrative_area_level_1', 'political'),
      c('United States', 'US', 'country', 'political'),
      c('80202', '80202', 'postal_code'),
    ];
    expect(addressParts(components, '12 Maple St')).toEqual({
      line1: '12 Maple St',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'United States',
    });
  });
  it('keeps the region whole where addresses do not abbreviate it, and builds line 1 when needed', () => {
    const components = [
      c('5', '5', 'street_number'),
      c('Rue Pasteur', 'Rue Pasteur', 'route'),
      c('Lyon', 'Lyon', 'locality'),
      c('Auvergne-Rhône-Alpes', 'ARA', 'administrative_area_level_1'),
      c('France', 'FR', 'country'),
      c('69007', '69007', 'postal_code'),
    ];
    expect(addressParts(components, '')).toMatchObject({
      line1: '5 Rue Pasteur',
      state: 'Auvergne-Rhône-Alpes',
      country: 'France',
    });
  });
});
