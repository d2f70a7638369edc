import { type ReactNode, useId } from 'react';
import type { VisitorEventName } from '../../src/analytics/visitor-events';
import { reviewsShown } from '../../src/commerce/reviews';
import { useRuntime } from '../shared/react/use-runtime';

/**
 * The reviews' place on the product page, present only when the site shows reviews [F-25]: a
 * labelled section holding the reviews anchor (a link to the reviews), the reviews tab and its
 * panel, where the reviews themselves will go (a later work item). A press on the anchor sends
 * `reviews_anchor_click`, a press on the tab `reviews_tab_click`, each a visitor event about this
 * product [U-05].
 */
export function ProductReviews({ itemId }: { itemId: string }): ReactNode {
  const runtime = useRuntime();
  const { context, strings } = runtime;
  const { reviewsSettings, featureToggles } = context;
  const id = useId();
  if (!reviewsShown(reviewsSettings, featureToggles.reviewsKillSwitch === true)) return null;
  const tabId = `${id}tab`;
  const panelId = `${id}panel`;
  // Pressing a control of the reviews is no purchase: the event carries no quantity.
  const track = (name: VisitorEventName) => runtime.track(name, [{ itemId, quantity: 0 }]);
  return (
    <section
      className="sq-product-reviews"
      aria-label={strings.productReviewsText}
      data-item-id={itemId}
    >
      <p className="sq-product-reviews__jump">
        <a
          className="sq-product-reviews__anchor"
          href={`#${panelId}`}
          onClick={() => track('reviews_anchor_click')}
        >
          {strings.productReviewsText}
        </a>
      </p>
      <div className="sq-product-reviews__tabs" role="tablist">
        <button
          type="button"
          className="sq-product-reviews__tab"
          role="tab"
          id={tabId}
          aria-selected="true"
          aria-controls={panelId}
          onClick={() => track('reviews_tab_click')}
        >
          {strings.productReviewsText}
        </button>
      </div>
      <div
        className="sq-product-reviews__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId}
        tabIndex={-1}
      />
    </section>
  );
}
