import { DEFAULT_SITE_LOCALE } from '../constants/formatting';
import { canonicalLocale } from '../i18n/locale';
import { report } from '../page/page';
import {
  accept,
  arrayOf,
  boolean,
  DecodeProblem,
  type Decoder,
  type Fields,
  type Loose,
  looseObject,
  nullable,
  oneOf,
  recordOf,
  string,
  unknown,
  url,
} from './json-decoders';

/**
 * The page context: the one payload the server writes into a page for the bundle, as JSON in one
 * `<script type="application/json" id="sq-context">` [D-01], and the bundle's decoders of it. Each
 * section is decoded on its own, so one bad section falls back to its defaults (reported once, by
 * the path of its first bad value) without losing the others. Object sections keep the keys they
 * do not know. The runtime reads the element (src/runtime/page-context.ts); the server types what
 * it writes as a PageContextPayload.
 */

/** The page context as the bundle holds it: every section, decoded, with defaults for gaps. */
export interface PageContext {
  website: Loose<{
    id: string;
    timeZone: string;
    /**
     * The site's locale as a BCP 47 tag (`de-DE`): with `useCLDRMoneyFormat`, prices are laid out
     * as it lays them out [C-07].
     */
    locale: string;
    useCLDRMoneyFormat: boolean;
    captchaSettings: Loose<{ siteKey: string | null }>;
    /** The site's status; INTERNAL (6) lets experiment variants be overridden [D-12]. */
    siteStatus: number | null;
  }>;
  storeSettings: Loose<{
    currencyCode: string;
    expressCheckout: boolean;
    multipleQuantityAllowedForServices: boolean;
    variantOptionOrdering: string[];
    /** Money; the cart page blocks checkout below it [I-11]. Checked where it is used. */
    minimumCheckoutSubtotal: unknown;
    merchandisingSettings: Loose<{ restockNotificationsSuccessText: string }>;
  }>;
  localizedStrings: Record<string, string>;
  featureToggles: Record<string, boolean>;
  reviewsSettings: Loose<{ nativeEnabled: boolean; importedEnabled: boolean }>;
  /** Product items by id, in the platform's product item shape, decoded tolerantly where used. */
  products: Record<string, unknown>;
  /** Merchandising context by product id. */
  merchandising: Record<string, unknown>;
  /** Form definitions by form id (the shape of src/forms/form-model.ts). */
  forms: Record<string, unknown>;
  /**
   * The page's own fields of a form submission [O-05], and `preview`: the page is a demo or a
   * merchant's preview, whose cart is the server's demo cart (`mock=true`).
   */
  page: Loose<{
    id: string;
    permissionTypeValue: string | number;
    contentSource: 'i' | 'c';
    preview: boolean;
  }>;
  /** Instalment (Afterpay/Clearpay) context by item id. */
  instalments: Record<string, unknown>;
  /** Where the API is when not on the page's own origin: a URL, else null. */
  apiBaseUrl: string | null;
  /**
   * The roles of the signed-in site owner or contributor (an authenticated account, not a site
   * member); empty for a visitor. Analytics count only visitors and lone viewers [T-01].
   */
  accountRoles: number[];
  /** The site turned census and analytics off [T-03]. */
  censusDisabled: boolean;
  /** Someone (support) is looking at the site as another account: nothing is counted [T-15]. */
  impersonatedSession: boolean;
  /**
   * What analytics know of the page [T-13]: its type (not found, lock screen and member-area
   * denied are not counted [T-02]), and the item or collection a page view names [T-05].
   */
  analytics: Loose<{
    accountId: string;
    websiteId: string;
    memberId: string | null;
    templateId: string;
    pageType: number | null;
    language: string;
    timeZone: string;
    websiteType: number | null;
    collectionType: number | null;
    platform: string;
    itemId: string | null;
    recordType: number | null;
    collectionId: string | null;
  }>;
  /**
   * Whether the site asks visitors before storing restrictive cookies: then analytics and visitor
   * cookies wait for `ss_cookieAllowed=true` [D-05].
   */
  cookieConsent: Loose<{ required: boolean }>;
  /** The experiments the visitor is sampled into: the variant by experiment name [D-12]. */
  experiments: Record<string, string>;
  /** The session recorder's script, loaded only when recording runs [W-05]; null: none. */
  sessionRecording: Loose<{ scriptUrl: string | null }>;
}

/**
 * The page context as the server writes it: any of the sections, an object section with any of
 * its fields (and keys of its own, kept as they come). Sections and fields the server leaves out
 * take their defaults.
 */
export type PageContextPayload = {
  [K in keyof PageContext]?: PageContext[K] extends Loose<infer T>
    ? Partial<T> & Json
    : PageContext[K];
};
type Json = Record<string, unknown>;

const number = accept<number>('a number', (value) => typeof value === 'number');

const stringOrNumber = accept<string | number>(
  'a string or a number',
  (value) => typeof value === 'string' || typeof value === 'number',
);

/**
 * The site's locale, read tolerantly: either separator and any case (`de_de` is `de-DE`). A value
 * that is not a locale tag is reported and the site is en-US, without losing the rest of `website`.
 */
const siteLocale: Decoder<string> = (value, path) => {
  const locale = canonicalLocale(value);
  if (locale) return locale;
  const problem = new DecodeProblem(path, 'a locale tag such as "de-DE"', value);
  reportContextProblem(`"${path}"`, problem.message);
  return DEFAULT_SITE_LOCALE;
};

/** Each section's decoder, and the input its defaults decode from. */
const SECTIONS: Fields<PageContext> = {
  website: [
    looseObject({
      id: [string, ''],
      timeZone: [string, 'America/New_York'],
      locale: [siteLocale, DEFAULT_SITE_LOCALE],
      useCLDRMoneyFormat: [boolean, false],
      captchaSettings: [looseObject({ siteKey: [nullable(string), null] }), {}],
      siteStatus: [nullable(number), null],
    }),
    {},
  ],
  storeSettings: [
    looseObject({
      currencyCode: [string, 'USD'],
      expressCheckout: [boolean, false],
      multipleQuantityAllowedForServices: [boolean, true],
      variantOptionOrdering: [arrayOf(string), []],
      minimumCheckoutSubtotal: [unknown, null],
      merchandisingSettings: [looseObject({ restockNotificationsSuccessText: [string, ''] }), {}],
    }),
    {},
  ],
  localizedStrings: [recordOf(string), {}],
  featureToggles: [recordOf(boolean), {}],
  reviewsSettings: [
    looseObject({ nativeEnabled: [boolean, false], importedEnabled: [boolean, false] }),
    {},
  ],
  products: [recordOf(unknown), {}],
  merchandising: [recordOf(unknown), {}],
  forms: [recordOf(unknown), {}],
  page: [
    looseObject({
      id: [string, ''],
      permissionTypeValue: [stringOrNumber, 1],
      contentSource: [oneOf('i', 'c'), 'c'],
      preview: [boolean, false],
    }),
    {},
  ],
  instalments: [recordOf(unknown), {}],
  apiBaseUrl: [nullable(url), null],
  accountRoles: [arrayOf(number), []],
  censusDisabled: [boolean, false],
  impersonatedSession: [boolean, false],
  analytics: [
    looseObject({
      accountId: [string, ''],
      websiteId: [string, ''],
      memberId: [nullable(string), null],
      templateId: [string, ''],
      pageType: [nullable(number), null],
      language: [string, ''],
      timeZone: [string, ''],
      websiteType: [nullable(number), null],
      collectionType: [nullable(number), null],
      platform: [string, ''],
      itemId: [nullable(string), null],
      recordType: [nullable(number), null],
      collectionId: [nullable(string), null],
    }),
    {},
  ],
  cookieConsent: [looseObject({ required: [boolean, false] }), {}],
  experiments: [recordOf(string), {}],
  sessionRecording: [looseObject({ scriptUrl: [nullable(string), null] }), {}],
};

const SECTION_KEYS = Object.keys(SECTIONS) as (keyof PageContext)[];

export const CONTEXT_ELEMENT_ID = 'sq-context';

export function defaultPageContext(): PageContext {
  const context: Record<string, unknown> = {};
  for (const key of SECTION_KEYS) {
    const [decode, absent] = SECTIONS[key];
    context[key] = decode(absent, key);
  }
  return context as unknown as PageContext;
}

/** One console report of a problem with the page's context, which then takes its defaults. */
export function reportContextProblem(where: string, problem: string): void {
  report(`<script id="${CONTEXT_ELEMENT_ID}"> ${where}: ${problem}; using defaults`);
}

/** Decodes raw context data; never throws. */
export function parsePageContext(raw: unknown): PageContext {
  const context = defaultPageContext();
  if (raw === undefined) return context;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    reportContextProblem('content', 'expected a JSON object');
    return context;
  }
  const input = raw as Record<string, unknown>;
  for (const key of SECTION_KEYS) {
    if (input[key] === undefined) continue;
    try {
      (context as unknown as Record<string, unknown>)[key] = SECTIONS[key][0](input[key], key);
    } catch (problem) {
      const path = problem instanceof DecodeProblem ? problem.path : key;
      reportContextProblem(`"${path}"`, String((problem as Error).message));
    }
  }
  return context;
}
