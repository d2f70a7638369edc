import { type ReactNode, useMemo, useRef } from 'react';
import { isPillSuppressed, pillCountText, pillLabel } from '../../src/commerce/cart-summary';
import { PATHS } from '../../src/constants/paths';
import { getRuntime } from '../../src/runtime/runtime';
import { useCart } from '../shared/use-runtime';

/** The floating cart summary: hidden at 0, a live count otherwise, a link to /cart. */
export function PillCart(): ReactNode {
  const runtime = getRuntime();
  const items = useCart((state) => state.cart.totalQuantity);
  const pending = useCart((state) => state.status === 'loading');
  const suppressed = useMemo(
    () =>
      isPillSuppressed(document, location.pathname, runtime.context.storeSettings.expressCheckout),
    [runtime],
  );
  // Announce changes the shopper caused, not the count the page loaded with.
  const loadedCount = useRef<number | null>(null);
  if (!pending && loadedCount.current === null) loadedCount.current = items;
  const announce = loadedCount.current !== null && items !== loadedCount.current;

  return (
    <>
      <a
        className={items === 0 ? 'sq-pill-cart sq-cart--empty' : 'sq-pill-cart'}
        href={PATHS.cart}
        hidden={suppressed || items === 0}
        data-initialized={pending ? undefined : 'true'}
      >
        <svg
          className="sq-pill-cart__icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
        >
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="9" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
        <span className="sq-pill-cart__quantity" aria-hidden="true">
          {pillCountText(items)}
        </span>
        {/* The spoken label as content, not aria-label: its words differ from the visible count. */}
        <span className="sq-visually-hidden">{pillLabel(items)}</span>
      </a>
      <span className="sq-visually-hidden" role="status">
        {announce && !suppressed ? pillLabel(items) : ''}
      </span>
    </>
  );
}
