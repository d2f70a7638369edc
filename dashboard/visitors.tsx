import type { AnalyticsSummary } from '../src/contract/analytics';
import { formatCount, formatPercent } from './format';
import { TEXT } from './strings';

/**
 * New and returning visitors: the two counts with each one's share of the range's visitors, the
 * range's visits, and a bar split in the same shares (decoration: the figures are its text).
 */
export function Visitors({ totals }: { totals: AnalyticsSummary['totals'] }) {
  const all = totals.newVisitors + totals.returningVisitors;
  const share = (n: number) => (all > 0 ? n / all : 0);
  const stats = [
    { label: TEXT.newVisitors, value: totals.newVisitors, share: share(totals.newVisitors) },
    {
      label: TEXT.returningVisitors,
      value: totals.returningVisitors,
      share: share(totals.returningVisitors),
    },
  ];
  return (
    <section className="sq-dash-section" aria-labelledby="sq-dash-visitors">
      <h2 id="sq-dash-visitors">{TEXT.visitorsHeading}</h2>
      <dl className="sq-dash-stats" data-chart="visitors">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>
              <span className="sq-dash-stats__value">{formatCount(stat.value)}</span>{' '}
              {all > 0 ? TEXT.shareOfVisitors(formatPercent(stat.share)) : null}
            </dd>
          </div>
        ))}
        <div>
          <dt>{TEXT.totalVisits}</dt>
          <dd>
            <span className="sq-dash-stats__value">{formatCount(totals.visits)}</span>
          </dd>
        </div>
      </dl>
      {all > 0 ? (
        <div className="sq-dash-split" aria-hidden="true">
          <span
            className="sq-dash-split__new"
            style={{ width: `${(stats[0]?.share ?? 0) * 100}%` }}
          />
          <span className="sq-dash-split__returning" />
        </div>
      ) : null}
    </section>
  );
}
