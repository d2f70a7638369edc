import type { ApiClient } from '../api/client';
import { sessionRecordingApi } from '../api/session-recording';
import { report } from '../page/page';
import { createSessionData } from '../storage/session-data';
import type { Announcer } from './announcements';
import { type ConsentSetting, restrictiveCookiesAllowed } from './consent';
import { activeExperiments, type ExperimentsContext } from './experiments';
import { type RecordingOutcome, startSessionRecording } from './session-recording';

/**
 * Started with the analytics, once the page is idle: works out the page's experiments (the page
 * context's, with an internal site's overrides kept in the tab's session storage) [D-12] and
 * announces them with `sq:experiments` on the document (`detail.experiments`: the variant by
 * experiment name), so a page can show its variant. Then, where the page may be counted (the
 * analytics gate) and restrictive cookies are allowed, session recording may start [W-04, W-05];
 * `sq:session-recording` on the document then says what came of it (`detail.outcome`:
 * session-recording.ts's outcomes, or `off` where the page may not be counted). Both go through
 * the page's event bus (announcements.ts).
 */

export interface ExperimentsRuntime {
  context: ExperimentsContext & {
    featureToggles: Record<string, boolean>;
    sessionRecording: { scriptUrl: string | null };
    cookieConsent: ConsentSetting;
  };
  client: ApiClient;
  bus: Announcer;
  analyticsAllowed(): boolean;
}

export function startPageExperiments(runtime: ExperimentsRuntime): void {
  const { context, bus } = runtime;
  const announce = (outcome: RecordingOutcome) => bus.announce('session-recording', { outcome });
  const experiments = activeExperiments(
    context,
    location.search,
    createSessionData(() => globalThis.sessionStorage),
  );
  bus.announce('experiments', { experiments });
  if (!runtime.analyticsAllowed() || !restrictiveCookiesAllowed(context.cookieConsent)) {
    announce('off');
    return;
  }
  const { scriptUrl } = context.sessionRecording;
  startSessionRecording({
    featureToggles: context.featureToggles,
    experiments,
    scriptUrl,
    cores: navigator.hardwareConcurrency,
    getId: () => sessionRecordingApi(runtime.client).getId(),
    doc: document,
  })
    .then((outcome) => {
      if (outcome === 'no-script' && scriptUrl !== null) {
        report(`the session recorder's script URL is not an http(s) URL: ${scriptUrl}`);
      }
      announce(outcome);
    })
    .catch((error: unknown) => report('could not start the session recording', error));
}
