import { type ReactNode, useEffect, useId, useState } from 'react';
import { isNotFound } from '../../src/api/api-error';
import { cartErrorMessage } from '../../src/api/error-message';
import type { RelatedProduct } from '../../src/contract/cart';
import { MESSAGES } from '../../src/i18n/messages';
import { addLabel, useAddTimeline } from '../shared/purchase/use-add-timeline';
import { useFetch } from '../shared/react/use-fetch';
import { useRuntime } from '../shared/react/use-runtime';
import { CartImage } from './cart-image';
import type { ReportFailure } from './cart-item';

const NONE: Promise<{ products: RelatedProduct[] }> = Promise.resolve({ products: [] });

/**
 * 'Customers also bought': the server's suggestions for this cart, each with an add button when it
 * needs no choice, going through the same 'Adding…' / 'Added!' timeline as every add button.
 * Prices are written by the page's money formatter. Nothing shows while the first fetch is pending,
 * when there are none, or when the server has none for this cart (not found); a failed fetch shows
 * the heading and why, as the cart's other failures do [A-41, I-14]. A newer cart's suggestions
 * replace the shown ones when they arrive.
 */
export function RelatedProducts({
  cartKey,
  currency,
  onFailure,
}: {
  /** Changes when the cart's items change, so the suggestions follow them. */
  cartKey: string;
  /** The cart's currency, which the suggestions are priced in. */
  currency: string;
  onFailure: ReportFailure;
}): ReactNode {
  const runtime = useRuntime();
  const headingId = useId();
  const suggestions = useFetch(cartKey, () =>
    cartKey ? runtime.api.cart.relatedProducts() : NONE,
  );
  const products = suggestions.status === 'success' ? suggestions.data.products : [];
  // One add at a time (a press while it runs does nothing): its timeline, and which product.
  const timeline = useAddTimeline();
  const [adding, setAdding] = useState('');

  // Each list that arrives is displayed once.
  useEffect(() => {
    if (suggestions.status !== 'success' || !suggestions.data.products.length) return;
    const shown = suggestions.data.products.map((p) => ({ itemId: p.id, quantity: 0 }));
    runtime.track('related_product_display', shown);
  }, [suggestions, runtime]);

  function add(product: RelatedProduct): void {
    const { id: itemId, sku } = product;
    if (!sku || timeline.state !== 'idle') return;
    setAdding(itemId);
    void timeline.run(
      async () => {
        await runtime.cart.getState().addEntry({ itemId, sku, quantity: 1 });
        runtime.track('related_product_add', [{ itemId, quantity: 1 }]);
        return 'added';
      },
      (error) => onFailure(MESSAGES.unableToAddItemLower, error),
    );
  }

  const failed = suggestions.status === 'failed' && !isNotFound(suggestions.error);
  if (!products.length && !failed) return null;
  return (
    <section className="sq-related" aria-labelledby={headingId}>
      <h2 id={headingId} className="sq-related__title">
        {runtime.strings.relatedProductsTitle}
      </h2>
      {failed && <p className="sq-related__failed">{cartErrorMessage(suggestions.error)}</p>}
      {products.length > 0 && (
        <ul className="sq-related__list">
          {products.map((product) => (
            <li key={product.id} className="sq-related__item">
              {product.imageUrl ? (
                <CartImage className="sq-related__image" src={product.imageUrl} size={160} />
              ) : (
                <div className="sq-related__image sq-cart-item__no-image">{MESSAGES.noImage}</div>
              )}
              <a
                className="sq-related__name"
                href={product.url}
                onClick={() =>
                  runtime.track('related_product_click', [{ itemId: product.id, quantity: 0 }])
                }
              >
                {product.title}
              </a>
              <p className="sq-related__price">
                {runtime.money.cents(product.priceCents, currency)}
              </p>
              {product.sku && (
                <button
                  type="button"
                  className="sq-related__add"
                  aria-disabled={timeline.state !== 'idle' || undefined}
                  onClick={() => add(product)}
                >
                  {addLabel(
                    adding === product.id ? timeline.state : 'idle',
                    runtime.strings.productAddToCartText,
                  )}
                  <span className="sq-visually-hidden"> {product.title}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
