import { useEffect, useState } from 'react';
import type { AnalyticsSummary } from '../src/contract/analytics';
import { EmptyState } from './empty-state';
import { formatCount } from './format';
import { Funnel } from './funnel';
import { JsErrors } from './js-errors';
import { LoadFailed, SessionEnded } from './load-alerts';
import { type DayRange, defaultRange, type RangeProblem, rangeOfQuery } from './range';
import { RangeForm } from './range-form';
import { TEXT } from './strings';
import type { SummaryResult } from './summary-api';
import { isEmptySummary } from './summary-text';
import { TopPages } from './top-pages';
import { Traffic } from './traffic';
import { Visitors } from './visitors';
import { WebVitals } from './vitals-table';

/**
 * The dashboard: the range form, a status line (a live region: loading, then what was loaded), and
 * the summary of the range the page's query names (none: the server's default, the last 30 days).
 * Every Apply loads the summary again, and a new query (Back, Forward) loads its range. While a
 * range loads the last summary stays, marked busy; a failure replaces it with an alert saying why
 * and a Try again button, and a refused session with a link to log in again. A range with no data
 * shows the empty state instead of the charts. Under them, a short note says how many records of
 * the range were not stored because a daily allowance was reached, when any were not.
 */

type Load =
  | { kind: 'loading' }
  | { kind: 'ok'; summary: AnalyticsSummary }
  | { kind: 'session' }
  | { kind: 'failed'; reason: string };

export interface DashboardProps {
  /** The page's query (`?from=…&to=…`). */
  search: string;
  /** The current time, for the default range the fields show until the summary says its own. */
  now: number;
  /** Loads the summary of a range (null: the server's default). */
  load: (range: DayRange | null, signal: AbortSignal) => Promise<SummaryResult>;
  /** Puts an applied range in the page's query. */
  onApply: (range: DayRange) => void;
  /** The login page's URL, for a refused session. */
  loginUrl: string;
}

export function Dashboard(props: DashboardProps) {
  const { search, load } = props;
  const link = rangeOfQuery(search);
  const rangeKey = link.range ? `${link.range.from}/${link.range.to}` : '';
  const [draft, setDraft] = useState<DayRange>(() => link.range ?? defaultRange(props.now));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Load>({ kind: 'loading' });
  const [shown, setShown] = useState<AnalyticsSummary | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the range is rangeKey; attempt reloads it.
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(link.range, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.kind === 'ok') {
        setShown(result.summary);
        setDraft(result.summary.range);
      } else {
        setShown(null);
      }
      setState(result);
    });
    return () => controller.abort();
  }, [rangeKey, attempt, load]);

  const apply = (range: DayRange) => {
    props.onApply(range);
    setAttempt((n) => n + 1);
  };
  const loading = state.kind === 'loading';

  return (
    <>
      <RangeForm
        draft={draft}
        problem={problem}
        linkProblem={link.problem !== null}
        onDraft={setDraft}
        onProblem={setProblem}
        onApply={apply}
      />
      <p role="status" className="sq-dash-status">
        {loading
          ? TEXT.loading
          : state.kind === 'ok'
            ? TEXT.loaded(state.summary.range.from, state.summary.range.to)
            : ''}
      </p>
      {state.kind === 'failed' ? (
        <LoadFailed message={TEXT.failed(state.reason)} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {state.kind === 'session' ? <SessionEnded loginUrl={props.loginUrl} /> : null}
      {shown ? (
        <div className="sq-dash-results" aria-busy={loading || undefined}>
          {isEmptySummary(shown) ? (
            <EmptyState />
          ) : (
            <>
              <Traffic summary={shown} />
              <Visitors totals={shown.totals} />
              <TopPages pages={shown.topPages} />
              <Funnel funnel={shown.funnel} />
              <WebVitals vitals={shown.webVitals} />
              <JsErrors errors={shown.errors} />
            </>
          )}
          {shown.dropped > 0 ? (
            <p className="sq-dash-subtext">{TEXT.dropped(formatCount(shown.dropped))}</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
