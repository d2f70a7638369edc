import { TEMPLATE_VIEW, VIEW_ATTRIBUTE } from '../constants/product';
import type { PageViewData } from '../contract/analytics';
import { FORM, sendBeacon } from './beacon';

/**
 * The page view [T-05]: `RecordHit` form-encoded with `event` "view", `data` the JSON text of the
 * page's fields (site, template, locale, user agent, the visitor's clock, viewport and screen
 * sizes, URL, title, the item shown and its record type, or the collection) and `ss_cvr`, the
 * repeat-visitor cookie (empty without consent). Sent once per page load by start.ts.
 *
 * The page's main product is the page context's `analytics.itemId`; without one, the first
 * product of the page context shown in the product-page view, by `<sq-add-to-cart>` or by the
 * store markup's add button (a product in a `data-sq-view="product-list"` container is in a list,
 * not the page's own).
 */

export const RECORD_HIT_PATH = 'api/census/RecordHit';

/** What the page view reads of the page context. */
export interface PageViewContext {
  website: { id: string; locale: string };
  products: Record<string, unknown>;
  analytics: {
    websiteId: string;
    templateId: string;
    itemId: string | null;
    recordType: number | null;
    collectionId: string | null;
  };
}

const PRODUCT_MARKUP = 'sq-add-to-cart[item-id], .sqs-add-to-cart-button[data-item-id]';

export function mainProductId(doc: Document, context: PageViewContext): string | null {
  if (context.analytics.itemId) return context.analytics.itemId;
  for (const element of doc.querySelectorAll(PRODUCT_MARKUP)) {
    const id = element.getAttribute('item-id') ?? element.getAttribute('data-item-id') ?? '';
    const view =
      element.getAttribute('view') ||
      element.closest(`[${VIEW_ATTRIBUTE}]`)?.getAttribute(VIEW_ATTRIBUTE) ||
      TEMPLATE_VIEW.productPage;
    if (view === TEMPLATE_VIEW.productPage && Object.hasOwn(context.products, id)) return id;
  }
  return null;
}

/** The record type of a product item of the page context, if it names one. */
function recordTypeOf(context: PageViewContext, itemId: string): number | null {
  const item = context.products[itemId];
  const type =
    item && typeof item === 'object' ? (item as { recordType?: unknown }).recordType : null;
  return typeof type === 'number' ? type : null;
}

export function pageViewData(
  context: PageViewContext,
  win: Window,
  now: number,
  itemId: string | null,
): PageViewData {
  const { analytics } = context;
  const data: PageViewData = {
    websiteId: context.website.id || analytics.websiteId,
    templateId: analytics.templateId,
    website_locale: context.website.locale,
    userAgent: win.navigator.userAgent,
    clientDate: now,
    viewportWidth: win.innerWidth,
    viewportHeight: win.innerHeight,
    screenWidth: win.screen?.width ?? 0,
    screenHeight: win.screen?.height ?? 0,
    url: win.location.href,
    title: win.document.title,
    itemId,
  };
  if (itemId) data.recordType = analytics.recordType ?? recordTypeOf(context, itemId);
  else if (analytics.collectionId) data.collectionId = analytics.collectionId;
  return data;
}

export function recordHitForm(data: PageViewData, visitorCookie: string | null): URLSearchParams {
  return new URLSearchParams({
    event: 'view',
    data: JSON.stringify(data),
    ss_cvr: visitorCookie ?? '',
  });
}

export function sendPageView(
  data: PageViewData,
  visitorCookie: string | null,
  apiBaseUrl?: string | null,
): Promise<boolean> {
  return sendBeacon(RECORD_HIT_PATH, recordHitForm(data, visitorCookie), FORM, apiBaseUrl);
}
