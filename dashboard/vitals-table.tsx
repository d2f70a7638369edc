import type { AnalyticsSummary, VitalRating } from '../src/contract/analytics';
import { formatCount, formatVital } from './format';
import { TEXT } from './strings';
import { thresholdText } from './vital-thresholds';

/**
 * Core Web Vitals at the 75th percentile, per page and metric, in a table: the value in its unit,
 * with how many samples it comes from, the rating in words (its colour and mark only repeat it),
 * and the metric's thresholds; four columns, so it fits a 320 px screen.
 */

/** Each rating's mark, a different shape for each so colour is never the only sign. */
const MARKS: Record<VitalRating, string> = { good: '●', 'needs-improvement': '▲', poor: '■' };

export function WebVitals({ vitals }: { vitals: AnalyticsSummary['webVitals'] }) {
  return (
    <section className="sq-dash-section" aria-labelledby="sq-dash-vitals">
      <h2 id="sq-dash-vitals">{TEXT.vitalsHeading}</h2>
      {vitals.length === 0 ? (
        <p>{TEXT.noVitals}</p>
      ) : (
        <table className="sq-dash-table" data-chart="web-vitals">
          <caption>{TEXT.vitalsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.page}</th>
              <th scope="col">{TEXT.metric}</th>
              <th scope="col">{TEXT.p75}</th>
              <th scope="col">{TEXT.rating}</th>
            </tr>
          </thead>
          <tbody>
            {vitals.map((vital) => (
              <tr key={`${vital.path} ${vital.metric}`}>
                <th scope="row" className="sq-dash-path">
                  {vital.path}
                </th>
                <td>
                  {vital.metric}
                  <span className="sq-dash-subtext">{thresholdText(vital.metric)}</span>
                </td>
                <td>
                  {formatVital(vital.metric, vital.p75)}
                  <span className="sq-dash-subtext">
                    {TEXT.samples(formatCount(vital.samples))}
                  </span>
                </td>
                <td>
                  <span className={`sq-dash-rating sq-dash-rating--${vital.rating}`}>
                    <span aria-hidden="true">{MARKS[vital.rating]} </span>
                    {TEXT.ratings[vital.rating]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
