import * as v from 'valibot';
import { report } from '../page/page';

/**
 * Server data of the page, read from one `<script type="application/json" id="sq-context">`
 * [D-01]. Each section is validated on its own, so one bad section falls back to its defaults
 * without losing the others.
 */
const websiteSchema = v.looseObject({
  id: v.optional(v.string(), ''),
  timeZone: v.optional(v.string(), 'America/New_York'),
  useCLDRMoneyFormat: v.optional(v.boolean(), false),
  captchaSettings: v.optional(
    v.looseObject({ siteKey: v.optional(v.nullable(v.string()), null) }),
    {
      siteKey: null,
    },
  ),
});

const storeSettingsSchema = v.looseObject({
  currencyCode: v.optional(v.string(), 'USD'),
  expressCheckout: v.optional(v.boolean(), false),
  multipleQuantityAllowedForServices: v.optional(v.boolean(), true),
  variantOptionOrdering: v.optional(v.array(v.string()), []),
  /** Money; the cart page blocks checkout below it [I-11]. Checked where it is used. */
  minimumCheckoutSubtotal: v.optional(v.unknown(), null),
  merchandisingSettings: v.optional(
    v.looseObject({ restockNotificationsSuccessText: v.optional(v.string(), '') }),
    { restockNotificationsSuccessText: '' },
  ),
});

const reviewsSettingsSchema = v.looseObject({
  nativeEnabled: v.optional(v.boolean(), false),
  importedEnabled: v.optional(v.boolean(), false),
});

const sections = {
  website: websiteSchema,
  storeSettings: storeSettingsSchema,
  localizedStrings: v.record(v.string(), v.string()),
  featureToggles: v.record(v.string(), v.boolean()),
  reviewsSettings: reviewsSettingsSchema,
  /** Product items by id, in the platform's product item shape, decoded tolerantly where used. */
  products: v.record(v.string(), v.unknown()),
  /** Merchandising context by product id. */
  merchandising: v.record(v.string(), v.unknown()),
  /** Form definitions by form id (the shape of src/forms/form-model.ts). */
  forms: v.record(v.string(), v.unknown()),
  /** The page's own fields of a form submission [O-05]. */
  page: v.looseObject({
    id: v.optional(v.string(), ''),
    permissionTypeValue: v.optional(v.union([v.string(), v.number()]), 1),
    contentSource: v.optional(v.picklist(['i', 'c']), 'c'),
  }),
  /** Instalment (Afterpay/Clearpay) context by item id. */
  instalments: v.record(v.string(), v.unknown()),
  apiBaseUrl: v.nullable(v.pipe(v.string(), v.url())),
} as const;

type Sections = typeof sections;
export type PageContext = { [K in keyof Sections]: v.InferOutput<Sections[K]> };

export const CONTEXT_ELEMENT_ID = 'sq-context';

export function defaultPageContext(): PageContext {
  return {
    website: v.parse(websiteSchema, {}),
    storeSettings: v.parse(storeSettingsSchema, {}),
    localizedStrings: {},
    featureToggles: {},
    reviewsSettings: v.parse(reviewsSettingsSchema, {}),
    products: {},
    merchandising: {},
    instalments: {},
    forms: {},
    page: { id: '', permissionTypeValue: 1, contentSource: 'c' },
    apiBaseUrl: null,
  };
}

function reportProblem(where: string, problem: string): void {
  report(`<script id="${CONTEXT_ELEMENT_ID}"> ${where}: ${problem}; using defaults`);
}

/** Validates raw context data; never throws. */
export function parsePageContext(raw: unknown): PageContext {
  const context = defaultPageContext();
  if (raw === undefined) return context;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    reportProblem('content', 'expected a JSON object');
    return context;
  }
  const input = raw as Record<string, unknown>;
  for (const key of Object.keys(sections) as (keyof Sections)[]) {
    if (input[key] === undefined) continue;
    const result = v.safeParse(sections[key], input[key]);
    if (result.success) {
      (context as Record<string, unknown>)[key] = result.output;
    } else {
      const issue = result.issues[0];
      const path = v.getDotPath(issue);
      reportProblem(`"${path ? `${key}.${path}` : key}"`, issue.message);
    }
  }
  return context;
}

/** Reads and validates the page's context element; a page without one gets the defaults. */
export function readPageContext(doc: Document): PageContext {
  const element = doc.getElementById(CONTEXT_ELEMENT_ID);
  if (!element) return defaultPageContext();
  try {
    return parsePageContext(JSON.parse(element.textContent ?? ''));
  } catch {
    reportProblem('content', 'not valid JSON');
    return defaultPageContext();
  }
}
