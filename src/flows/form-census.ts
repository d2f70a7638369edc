import { type CensusButtonFields, censusApi } from '../api/census';
import type { Runtime } from '../runtime/runtime';

/**
 * The census hits elements send, with the repeat-visitor cookie of the page's visitor cookies
 * (empty without consent), and only where the page counts visits [T-01]. Like every census call
 * they never reject: analytics failures never reach the visitor.
 */
const census = (runtime: Runtime) =>
  censusApi(runtime.client, () => runtime.visitor.visitorCookie());

/** One render of a form. */
export async function countFormRender(runtime: Runtime, formId: string): Promise<void> {
  if (runtime.analyticsAllowed()) await census(runtime).formRender(formId);
}

/** A quick view of a product opened. */
export async function countQuickView(runtime: Runtime, itemId: string): Promise<void> {
  if (runtime.analyticsAllowed()) await census(runtime).quickView(itemId);
}

/** A button block shown on the page [T-06, A-17]. */
export async function countButtonRender(
  runtime: Runtime,
  fields: CensusButtonFields,
): Promise<void> {
  if (runtime.analyticsAllowed()) await census(runtime).buttonRender(fields);
}

/** A button block pressed [T-06, A-17]. */
export async function countButtonClick(
  runtime: Runtime,
  fields: CensusButtonFields,
): Promise<void> {
  if (runtime.analyticsAllowed()) await census(runtime).buttonClick(fields);
}

/** A pop-up overlay shown on the page. */
export async function countOverlay(
  runtime: Runtime,
  overlayId: string,
  pageId: string,
): Promise<void> {
  if (runtime.analyticsAllowed()) await census(runtime).overlay(overlayId, pageId);
}
