import { useMemo } from 'react';
import type { AnalyticsSummary } from '../src/contract/analytics';
import { formatCount } from './format';
import { type DailySeries, LineChart } from './line-chart';
import { TEXT } from './strings';
import { trafficLabel } from './summary-text';

/**
 * Page views and visitors per day: the line chart (its summary in words as its accessible name),
 * a key naming each line by its colour and dash, and every day's figures, visits too, in a table
 * the owner can open under it.
 */

export const PAGE_VIEWS_COLOR = '#1f5fbf';
export const VISITORS_COLOR = '#a34a12';

export function Traffic({ summary }: { summary: AnalyticsSummary }) {
  const days = useMemo(() => summary.daily.map((day) => day.date), [summary]);
  const series = useMemo<DailySeries[]>(
    () => [
      {
        label: TEXT.pageViews,
        values: summary.daily.map((day) => day.pageViews),
        color: PAGE_VIEWS_COLOR,
      },
      {
        label: TEXT.visitors,
        values: summary.daily.map((day) => day.visitors),
        color: VISITORS_COLOR,
        dash: [6, 4],
      },
    ],
    [summary],
  );
  return (
    <section className="sq-dash-section" aria-labelledby="sq-dash-traffic">
      <h2 id="sq-dash-traffic">{TEXT.trafficHeading}</h2>
      <figure className="sq-dash-chart" data-chart="traffic">
        <LineChart days={days} series={series} label={trafficLabel(summary)} />
        <figcaption>
          <ul className="sq-dash-key">
            {series.map((line) => (
              <li key={line.label}>
                <svg width="28" height="10" aria-hidden="true" focusable="false">
                  <line
                    x1="1"
                    y1="5"
                    x2="27"
                    y2="5"
                    stroke={line.color}
                    strokeWidth="2"
                    strokeDasharray={line.dash?.join(' ')}
                  />
                </svg>
                {line.label}
              </li>
            ))}
          </ul>
        </figcaption>
        <details className="sq-dash-details">
          <summary>{TEXT.trafficTable}</summary>
          <table className="sq-dash-table">
            <caption>{TEXT.trafficCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXT.day}</th>
                <th scope="col">{TEXT.pageViews}</th>
                <th scope="col">{TEXT.visits}</th>
                <th scope="col">{TEXT.visitors}</th>
              </tr>
            </thead>
            <tbody>
              {summary.daily.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  <td>{formatCount(day.pageViews)}</td>
                  <td>{formatCount(day.visits)}</td>
                  <td>{formatCount(day.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </section>
  );
}
