import { oncePerPage } from '../page/page';
import { inSeparateTasks } from '../page/tasks';
import type { Announcer } from './announcements';
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
 * Each of these runs in a task of its own, so that starting the analytics is never one long task
 * that would block the visitor's first taps. Resolves once all have run.
 */

/** What the analytics need of the page's runtime (src/runtime/runtime.ts gives all of it). */
export interface AnalyticsRuntime {
  context: GateContext &
    PageViewContext & { cookieConsent: ConsentSetting; apiBaseUrl: string | null };
  analyticsAllowed(): boolean;
  /** What the analytics announce to page scripts goes through the page's event bus. */
  bus: Announcer;
  visitor: VisitorCookies;
  track(name: VisitorEventName, items: readonly { itemId: string; quantity: number }[]): void;
  onStop(teardown: () => void): void;
}

/** What the experiments and session recording need besides. */
export type StartRuntime = AnalyticsRuntime & ExperimentsRuntime;

export function startAnalytics(runtime: StartRuntime, early: EarlyErrors): Promise<void> {
  return oncePerPage('analytics', () => run(runtime, early), runtime);
}

function run(runtime: StartRuntime, early: EarlyErrors): Promise<void> {
  const { context } = runtime;
  const counted = () => runtime.analyticsAllowed();
  let itemId: string | null = null;
  return inSeparateTasks('could not start the analytics', [
    () => {
      startPageExperiments(runtime);
      runtime.onStop(
        followConsent(document, context.cookieConsent, (allowed) => {
          if (allowed && counted()) runtime.visitor.touch();
        }),
      );
    },
    () => {
      if (!counted()) return;
      itemId = mainProductId(document, context);
      if (pageViewAllowed(context, location)) {
        const data = pageViewData(context, window, Date.now(), itemId);
        void sendPageView(data, runtime.visitor.visitorCookie(), context.apiBaseUrl);
      }
    },
    // Visiting a product page is no purchase: the event carries no quantity.
    () => {
      if (counted() && itemId) runtime.track('visit_product_page', [{ itemId, quantity: 0 }]);
    },
    () => {
      if (counted()) startErrorReporter(runtime, early);
    },
    () => {
      if (counted()) startPerformanceRecords(runtime);
    },
  ]);
}
