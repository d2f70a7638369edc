import { type ReactNode, useEffect, useId, useState } from 'react';
import type { RelatedProduct } from '../../src/contract/cart';
import { MESSAGES } from '../../src/i18n/messages';
import { getRuntime } from '../../src/runtime/runtime';
import { addLabel, useAddTimeline } from '../shared/add-timeline';
import type { ReportFailure } from './cart-item';

/**
 * 'Customers also bought': the server's suggestions for this cart, each with an add button when it
 * needs no choice, going through the same 'Adding…' / 'Added!' timeline as every add button. Hidden
 * when there are none or they cannot be fetched.
 */
export function RelatedProducts({
  cartKey,
  onFailure,
}: {
  /** Changes when the cart's items change, so the suggestions follow them. */
  cartKey: string;
  onFailure: ReportFailure;
}): ReactNode {
  const runtime = getRuntime();
  const headingId = useId();
  const [products, setProducts] = useState<RelatedProduct[]>([]);
  // One add at a time (a press while it runs does nothing): its timeline, and which product.
  const timeline = useAddTimeline();
  const [adding, setAdding] = useState('');

  useEffect(() => {
    if (!cartKey) {
      setProducts([]);
      return;
    }
    let live = true;
    runtime.api.cart.relatedProducts().then(
      ({ products: found }) => {
        if (!live) return;
        setProducts(found);
        if (found.length)
          runtime.track(
            'related_product_display',
            found.map((p) => ({ itemId: p.id, quantity: 0 })),
          );
      },
      () => live && setProducts([]),
    );
    return () => {
      live = false;
    };
  }, [cartKey, runtime]);

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

  if (!products.length) return null;
  return (
    <section className="sq-related" aria-labelledby={headingId}>
      <h2 id={headingId} className="sq-related__title">
        {runtime.strings.relatedProductsTitle}
      </h2>
      <ul className="sq-related__list">
        {products.map((product) => (
          <li key={product.id} className="sq-related__item">
            {product.imageUrl ? (
              <img
                className="sq-related__image"
                src={product.imageUrl}
                alt=""
                width="160"
                height="160"
              />
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
            <p className="sq-related__price">{product.price}</p>
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
    </section>
  );
}
