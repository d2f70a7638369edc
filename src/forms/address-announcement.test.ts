import { describe, expect, it } from 'vitest';
import type { PlacePrediction } from '../contract/places';
import { resolveStrings } from '../i18n/strings';
import { suggestionAnnouncement } from './address-announcement';

const option = (main: string) =>
  ({ place_id: `id-${main}`, description: `${main}, Denver, CO, USA` }) as PlacePrediction;
const strings = resolveStrings();
const say = (count: number, active = -1, open = true) =>
  suggestionAnnouncement(
    { options: Array.from({ length: count }, (_, n) => option(`${n + 1} Main St`)), active, open },
    strings,
  );

describe('what the address suggestions’ live region says', () => {
  it('says how many came, one in the singular, and none', () => {
    expect(say(3)).toBe('3 suggestions. Use the up and down arrows to choose.');
    expect(say(1)).toBe('1 suggestion. Use the up and down arrows to choose.');
    expect(say(0)).toBe('No suggestions.');
  });

  it('says the active option and its position', () => {
    expect(say(3, 1)).toBe('2 Main St, Denver, CO, USA, 2 of 3');
  });

  it('says nothing while the list is closed', () => {
    expect(say(3, 1, false)).toBe('');
  });

  it('takes a site’s own texts', () => {
    const french = resolveStrings({
      addressOneSuggestionText: '1 suggestion. Flèches pour choisir.',
    });
    expect(
      suggestionAnnouncement({ options: [option('1 rue')], active: -1, open: true }, french),
    ).toBe('1 suggestion. Flèches pour choisir.');
  });
});
