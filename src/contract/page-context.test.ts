import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPageContext, parsePageContext } from './page-context';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page context', () => {
  it('one bad section is reported by its path and does not lose the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = parsePageContext({
      website: { useCLDRMoneyFormat: 'yes' },
      storeSettings: { expressCheckout: true },
    });
    expect(context.website).toEqual(defaultPageContext().website);
    expect(context.storeSettings.expressCheckout).toBe(true);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('"website.useCLDRMoneyFormat"');
  });
});

describe('page context sections', () => {
  const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('a bad section falls back to its defaults alone, and each bad section is reported once', () => {
    const error = quietly();
    const context = parsePageContext({
      website: { id: 'w1', timeZone: 'Europe/London' },
      storeSettings: { variantOptionOrdering: ['Size', 2] },
      localizedStrings: { productAddToCartText: 'Buy' },
      featureToggles: 'yes',
      page: { id: 'p1', contentSource: 'x' },
    });
    expect(context.website).toMatchObject({ id: 'w1', timeZone: 'Europe/London' });
    expect(context.localizedStrings).toEqual({ productAddToCartText: 'Buy' });
    expect(context.storeSettings).toEqual(defaultPageContext().storeSettings);
    expect(context.featureToggles).toEqual({});
    expect(context.page).toEqual(defaultPageContext().page);
    const reports = error.mock.calls.map((call) => String(call[0]));
    expect(reports).toHaveLength(3);
    expect(reports[0]).toContain('"storeSettings.variantOptionOrdering.1"');
    expect(reports[1]).toContain('"featureToggles"');
    expect(reports[2]).toContain('"page.contentSource"');
  });

  it('object sections keep the keys they do not know, nested ones too', () => {
    const error = quietly();
    const context = parsePageContext({
      website: { id: 'w1', newFlag: 1, captchaSettings: { siteKey: 'k', version: 3 } },
      storeSettings: { merchandisingSettings: { restockNotificationsSuccessText: 'Yes', x: [1] } },
      page: { id: 'p1', permissionTypeValue: '2', title: 'Home' },
    });
    expect(context.website).toEqual({
      id: 'w1',
      timeZone: 'America/New_York',
      locale: 'en-US',
      useCLDRMoneyFormat: false,
      captchaSettings: { siteKey: 'k', version: 3 },
      siteStatus: null,
      newFlag: 1,
    });
    expect(context.storeSettings.merchandisingSettings).toEqual({
      restockNotificationsSuccessText: 'Yes',
      x: [1],
    });
    expect(context.page).toEqual({
      id: 'p1',
      permissionTypeValue: '2',
      contentSource: 'c',
      preview: false,
      title: 'Home',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('a page is a preview only when its page section says `preview: true` [A-04]', () => {
    expect(defaultPageContext().page.preview).toBe(false);
    expect(parsePageContext({ page: { id: 'p1', preview: true } }).page.preview).toBe(true);
    const error = quietly();
    expect(parsePageContext({ page: { id: 'p1', preview: 'yes' } }).page).toMatchObject({
      id: '',
      preview: false,
    });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('the site locale is en-US by default, read in either spelling, and a bad one alone is dropped', () => {
    expect(defaultPageContext().website.locale).toBe('en-US');
    expect(parsePageContext({ website: { locale: 'de-DE' } }).website.locale).toBe('de-DE');
    expect(parsePageContext({ website: { locale: 'fr_fr' } }).website.locale).toBe('fr-FR');
    expect(parsePageContext({ website: { locale: ' de_CH ' } }).website.locale).toBe('de-CH');
    const error = quietly();
    for (const locale of [42, '', 'not a locale', null]) {
      const context = parsePageContext({
        website: { id: 'w1', locale, useCLDRMoneyFormat: true },
      });
      expect(context.website).toMatchObject({
        id: 'w1',
        locale: 'en-US',
        useCLDRMoneyFormat: true,
      });
    }
    expect(error).toHaveBeenCalledTimes(4);
    expect(String(error.mock.calls[0]?.[0])).toContain('"website.locale"');
  });

  it('keys that could reach a prototype are dropped', () => {
    const context = parsePageContext(
      JSON.parse(
        '{"website":{"__proto__":{"polluted":true}},"localizedStrings":{"__proto__":"x"}}',
      ),
    );
    expect(Object.getPrototypeOf(context.website)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(context.localizedStrings)).toBe(Object.prototype);
    expect(context.website.polluted).toBeUndefined();
  });

  it('apiBaseUrl is a URL or null; anything else is reported and becomes null', () => {
    expect(parsePageContext({ apiBaseUrl: 'https://api.shop.test/v1/' }).apiBaseUrl).toBe(
      'https://api.shop.test/v1/',
    );
    expect(parsePageContext({ apiBaseUrl: null }).apiBaseUrl).toBeNull();
    const error = quietly();
    expect(parsePageContext({ apiBaseUrl: 'not a url', page: { id: 'p1' } })).toMatchObject({
      apiBaseUrl: null,
      page: { id: 'p1' },
    });
    expect(parsePageContext({ apiBaseUrl: 42 }).apiBaseUrl).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('"apiBaseUrl"');
  });

  it('analytics sections: roles, flags, the analytics context and the consent setting, with defaults [D-01, T-13]', () => {
    const defaults = defaultPageContext();
    expect(defaults).toMatchObject({
      accountRoles: [],
      censusDisabled: false,
      impersonatedSession: false,
      analytics: {
        pageType: null,
        templateId: '',
        itemId: null,
        recordType: null,
        collectionId: null,
      },
      cookieConsent: { required: false },
    });
    const context = parsePageContext({
      accountRoles: [10],
      censusDisabled: true,
      impersonatedSession: true,
      analytics: { accountId: 'a1', websiteId: 'w1', pageType: 50, platform: 'web', extra: 1 },
      cookieConsent: { required: true },
    });
    expect(context.accountRoles).toEqual([10]);
    expect(context.censusDisabled && context.impersonatedSession).toBe(true);
    expect(context.analytics).toMatchObject({
      accountId: 'a1',
      pageType: 50,
      platform: 'web',
      extra: 1,
    });
    expect(context.cookieConsent.required).toBe(true);
    const error = quietly();
    const bad = parsePageContext({ accountRoles: ['ADMIN'], analytics: { pageType: '100' } });
    expect(bad.accountRoles).toEqual([]);
    expect(bad.analytics).toEqual(defaults.analytics);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('experiments, the site status and the recorder script, with defaults [D-12, W-05]', () => {
    const error = quietly();
    expect(defaultPageContext()).toMatchObject({
      website: { siteStatus: null },
      experiments: {},
      sessionRecording: { scriptUrl: null },
    });
    const context = parsePageContext({
      website: { siteStatus: 6 },
      experiments: { hero: 'big' },
      sessionRecording: { scriptUrl: '/recorder.js' },
    });
    expect(context.website.siteStatus).toBe(6);
    expect(context.experiments).toEqual({ hero: 'big' });
    expect(context.sessionRecording.scriptUrl).toBe('/recorder.js');
    expect(parsePageContext({ experiments: { hero: 1 } }).experiments).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('defaults are fresh values each time', () => {
    const first = defaultPageContext();
    first.storeSettings.variantOptionOrdering.push('Size');
    first.website.captchaSettings.siteKey = 'k';
    expect(defaultPageContext().storeSettings.variantOptionOrdering).toEqual([]);
    expect(defaultPageContext().website.captchaSettings.siteKey).toBeNull();
  });
});
