import type { AnalyticsSummary } from '../src/contract/analytics';
import { formatCount, formatInstant } from './format';
import { TEXT } from './strings';

/**
 * JavaScript errors grouped by message and source, most recently seen first (the server's order):
 * each with how often it was seen, where, when first and last, and a sample stack to open. All of
 * it is the visitors' browsers' text, shown as text.
 */
export function JsErrors({ errors }: { errors: AnalyticsSummary['errors'] }) {
  return (
    <section className="sq-dash-section" aria-labelledby="sq-dash-errors">
      <h2 id="sq-dash-errors">{TEXT.errorsHeading}</h2>
      {errors.length === 0 ? (
        <p>{TEXT.noErrors}</p>
      ) : (
        <ul className="sq-dash-errors">
          {errors.map((error) => (
            <li key={`${error.message}\n${error.source}`} className="sq-dash-error">
              <h3 className="sq-dash-error__message">{error.message}</h3>
              <p className="sq-dash-error__count">{TEXT.errorCount(formatCount(error.count))}</p>
              <dl className="sq-dash-error__facts">
                <div>
                  <dt>{TEXT.errorSource}</dt>
                  <dd className="sq-dash-path">{error.source || TEXT.errorNoSource}</dd>
                </div>
                <div>
                  <dt>{TEXT.errorFirstSeen}</dt>
                  <dd>{formatInstant(error.firstSeen)}</dd>
                </div>
                <div>
                  <dt>{TEXT.errorLastSeen}</dt>
                  <dd>{formatInstant(error.lastSeen)}</dd>
                </div>
              </dl>
              <details className="sq-dash-details">
                <summary>{TEXT.errorStack}</summary>
                {error.sampleStack ? (
                  <pre className="sq-dash-stack">{error.sampleStack}</pre>
                ) : (
                  <p>{TEXT.errorNoStack}</p>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
