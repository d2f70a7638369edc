// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionData } from '../storage/session-data';
import {
  activeExperiments,
  INTERNAL_SITE_STATUS,
  OVERRIDES_KEY,
  parseExperimentOverride,
} from './experiments';

const internal = {
  website: { siteStatus: INTERNAL_SITE_STATUS },
  experiments: { hero: 'control' },
};
const published = { website: { siteStatus: 1 }, experiments: { hero: 'control' } };

describe('experiment overrides [D-12]', () => {
  const data = () => createSessionData(() => sessionStorage);
  beforeEach(() => sessionStorage.clear());

  it('reads name:variant pairs, skipping a pair without a name or a variant', () => {
    expect(parseExperimentOverride('hero:big, checkout : one-step,bad,:x,y:,a:b:c')).toEqual({
      hero: 'big',
      checkout: 'one-step',
      a: 'b:c',
    });
  });

  it('gives the page context experiments when nothing overrides them', () => {
    expect(activeExperiments(internal, '', data())).toEqual({ hero: 'control' });
  });

  it('on an internal site, applies the override and keeps it for later page loads', () => {
    expect(activeExperiments(internal, '?experimentOverride=hero:big,banner:on', data())).toEqual({
      hero: 'big',
      banner: 'on',
    });
    expect(activeExperiments(internal, '?other=1', data())).toEqual({ hero: 'big', banner: 'on' });
    expect(activeExperiments(internal, '?experimentOverride=banner:off', data())).toEqual({
      hero: 'big',
      banner: 'off',
    });
  });

  it('on any other site, ignores the parameter and keeps nothing', () => {
    for (const context of [published, { ...published, website: { siteStatus: null } }]) {
      expect(activeExperiments(context, '?experimentOverride=hero:big', data())).toEqual({
        hero: 'control',
      });
    }
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });

  it('on any other site, ignores overrides kept before', () => {
    activeExperiments(internal, '?experimentOverride=hero:big', data());
    expect(activeExperiments(published, '', data())).toEqual({ hero: 'control' });
  });

  it('ignores a kept value that is not a set of variants', () => {
    data().set(OVERRIDES_KEY, ['hero', 'big']);
    expect(activeExperiments(internal, '', data())).toEqual({ hero: 'control' });
    data().set(OVERRIDES_KEY, { hero: 3, banner: 'on' });
    expect(activeExperiments(internal, '', data())).toEqual({ hero: 'control', banner: 'on' });
  });
});
