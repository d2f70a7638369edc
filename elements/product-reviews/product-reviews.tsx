import type { ReactNode } from 'react';
import { reviewsShown } from '../../src/commerce/reviews';
import { useRuntime } from '../shared/react/use-runtime';

/** The reviews' place on the product page, present only when the site shows reviews. */
export function ProductReviews({ itemId }: { itemId: string }): ReactNode {
  const { context, strings } = useRuntime();
  const { reviewsSettings, featureToggles } = context;
  if (!reviewsShown(reviewsSettings, featureToggles.reviewsKillSwitch === true)) return null;
  return (
    <section
      className="sq-product-reviews"
      aria-label={strings.productReviewsText}
      data-item-id={itemId}
    />
  );
}
