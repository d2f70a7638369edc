import { TEXT } from './strings';

/** What the dashboard shows for a range with no data at all: what to do to see some. */
export function EmptyState() {
  return (
    <section className="sq-dash-section sq-dash-empty" aria-labelledby="sq-dash-empty">
      <h2 id="sq-dash-empty">{TEXT.emptyHeading}</h2>
      <p>{TEXT.emptyBody}</p>
      <p>
        <a className="sq-dash-link" href="/shop" target="_blank" rel="noopener">
          {TEXT.emptyShopLink}
        </a>
      </p>
    </section>
  );
}
