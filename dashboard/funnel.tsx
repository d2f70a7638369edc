import type { AnalyticsSummary } from '../src/contract/analytics';
import { formatCount, formatPercent } from './format';
import { TEXT } from './strings';

/**
 * The commerce funnel as an ordered list of bars: each step's name, count and rate (its count over
 * the step before's, as the server gives it), with a bar as long as its share of the largest step
 * (decoration: the words say it all), then the overall rate from product views to orders.
 */

type Step = AnalyticsSummary['funnel'][number];

function rateText(step: Step, previous: Step | undefined): string {
  if (!previous) return TEXT.funnelNoRate;
  if (step.rate === null) return TEXT.funnelNoPrevious;
  return TEXT.funnelRate(formatPercent(step.rate), TEXT.funnelSteps[previous.step]);
}

export function Funnel({ funnel }: { funnel: AnalyticsSummary['funnel'] }) {
  const largest = Math.max(1, ...funnel.map((step) => step.count));
  const first = funnel[0];
  const last = funnel.at(-1);
  const overall = first && last && first.count > 0 ? last.count / first.count : null;
  return (
    <section className="sq-dash-section" aria-labelledby="sq-dash-funnel">
      <h2 id="sq-dash-funnel">{TEXT.funnelHeading}</h2>
      <ol className="sq-dash-funnel" data-chart="funnel">
        {funnel.map((step, index) => (
          <li key={step.step} className="sq-dash-funnel__step" data-step={step.step}>
            <span className="sq-dash-funnel__label">{TEXT.funnelSteps[step.step]}</span>{' '}
            <span className="sq-dash-funnel__count">{formatCount(step.count)}</span>{' '}
            <span className="sq-dash-funnel__rate">{`(${rateText(step, funnel[index - 1])})`}</span>
            <span className="sq-dash-funnel__bar" aria-hidden="true">
              <span style={{ width: `${(step.count / largest) * 100}%` }} />
            </span>
          </li>
        ))}
      </ol>
      {overall === null ? null : <p>{TEXT.funnelOverall(formatPercent(overall))}</p>}
    </section>
  );
}
