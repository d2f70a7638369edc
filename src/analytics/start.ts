import { oncePerPage } from '../page/page';
import { type ConsentSetting, followConsent } from './consent';
import type { EarlyErrors } from './error-capture';
import { startErrorReporter } from './error-reporter';
import { type GateContext, pageViewAllowed } from './gate';
import { type ExperimentsRuntime, startPageExperiments } from './page-experiments';
import { mainProductId, type PageViewContext, pageViewData, sendPageView } from './page-view';
import { startPerformanceRecords } from './performance';
import type { VisitorCookies } from './visitor-cookies';
import type { VisitorEventName } from './visitor-events';

/**
 * The analytics that can wait: the core imports this chunk after the page's load event and an
 * idle moment, so nothing here delays the page. Once per page it
 * - follows the visitor's cookie consent: restrictive cookies go when it is withdrawn, and the
 *   visit is counted (the visitor cookies written) when it is given [D-05];
 * - where the page counts visits (gate.ts) [T-01..T-03, T-15]: sends the page view, except on
 *   the search page [T-04, T-05]; sends `visit_product_page` for the page's main product
 *   (page-view.ts says which that is) [U-05]; starts the error reporter and the performance
 *   records [V-01, V-06];
 * - announces the page's experiments and may start session recording (page-experiments.ts)
 *   [D-12, W-04].
 */

/** What the analytics need of the page's runtime (src/runtime/runtime.ts gives all of it). */
export interface AnalyticsRuntime {
  context: GateContext &
    PageViewContext & { cookieConsent: ConsentSetting; apiBaseUrl: string | null };
  analyticsAllowed(): boolean;
  visitor: VisitorCookies;
  track(name: VisitorEventName, items: readonly { itemId: string; quantity: number }[]): void;
  onStop(teardown: () => void): void;
}

/** What the experiments and session recording need besides. */
export type StartRuntime = AnalyticsRuntime & ExperimentsRuntime;

export function startAnalytics(runtime: StartRuntime, early: EarlyErrors): void {
  oncePerPage('analytics', () => run(runtime, early), runtime);
}

function run(runtime: StartRuntime, early: EarlyErrors): true {
  const { context } = runtime;
  startPageExperiments(runtime);
  runtime.onStop(
    followConsent(document, context.cookieConsent, (allowed) => {
      if (allowed && runtime.analyticsAllowed()) runtime.visitor.touch();
    }),
  );
  if (!runtime.analyticsAllowed()) return true;
  const itemId = mainProductId(document, context);
  if (pageViewAllowed(context, location)) {
    const data = pageViewData(context, window, Date.now(), itemId);
    void sendPageView(data, runtime.visitor.visitorCookie(), context.apiBaseUrl);
  }
  // Visiting a product page is no purchase: the event carries no quantity.
  if (itemId) runtime.track('visit_product_page', [{ itemId, quantity: 0 }]);
  startErrorReporter(runtime, early);
  startPerformanceRecords(runtime);
  return true;
}
