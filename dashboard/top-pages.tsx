import type { AnalyticsSummary } from '../src/contract/analytics';
import { formatCount } from './format';
import { TEXT } from './strings';

/** The ten most viewed pages, with their views and visitors, in a table. */
export function TopPages({ pages }: { pages: AnalyticsSummary['topPages'] }) {
  return (
    <section className="sq-dash-section" aria-labelledby="sq-dash-top-pages">
      <h2 id="sq-dash-top-pages">{TEXT.topPagesHeading}</h2>
      {pages.length === 0 ? (
        <p>{TEXT.noPages}</p>
      ) : (
        <table className="sq-dash-table">
          <caption>{TEXT.topPagesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.page}</th>
              <th scope="col">{TEXT.pageViews}</th>
              <th scope="col">{TEXT.visitors}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.path}>
                <th scope="row" className="sq-dash-path">
                  {page.path}
                </th>
                <td>{formatCount(page.pageViews)}</td>
                <td>{formatCount(page.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
