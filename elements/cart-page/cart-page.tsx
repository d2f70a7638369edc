import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { isNotFound } from '../../src/api/api-error';
import { cartErrorMessage } from '../../src/api/error-message';
import { cartCountLabel } from '../../src/commerce/cart-summary';
import { entryNeedsDetails, minimumSubtotalProblem } from '../../src/commerce/checkout-rules';
import { decodeInstalmentContext, offersCartInstalments } from '../../src/commerce/instalments';
import { checkoutUrl, continueShoppingUrl } from '../../src/commerce/urls';
import { MESSAGES } from '../../src/i18n/messages';
import { maxLengthEnabled } from '../shared/forms/max-length';
import { InstalmentLine } from '../shared/instalments/instalment-line-react';
import { useCart, useRuntime } from '../shared/react/use-runtime';
import { CartItem } from './cart-item';
import { knownForm, useEntryForms } from './entry-forms';
import { RelatedProducts } from './related-products';

interface Failure {
  title: string;
  message: string;
}

/**
 * The full-page cart of /cart: its items, subtotal, checkout and suggestions. Every amount on it
 * is written by the page's money formatter, in the cart's currency.
 */
export function CartPage(): ReactNode {
  const runtime = useRuntime();
  const titleId = useId();
  const problemId = useId();
  const cart = useCart((state) => state.cart);
  const status = useCart((state) => state.status);
  const recalculating = useCart((state) => state.recalculating);
  const [failure, setFailure] = useState<Failure | null>(null);
  const forms = useEntryForms(cart.entries.flatMap((entry) => entry.formId ?? []));
  const loading = status === 'loading';
  const empty = !loading && cart.entries.length === 0;

  const report = useCallback(
    (title: string, error: unknown) => setFailure({ title, message: cartErrorMessage(error) }),
    [],
  );

  // An entry's form that could not be read is said as a failed Edit details is; a form gone (not
  // found) only leaves its entry without answers to check.
  useEffect(() => {
    for (const state of forms.values()) {
      if (state.status === 'failed' && !isNotFound(state.error)) {
        report(MESSAGES.unableToOpenForm, state.error);
      }
    }
  }, [forms, report]);

  // A message stays until the cart next changes for the better.
  useEffect(() => {
    const clear = () => setFailure(null);
    const stops = [
      runtime.bus.on('cart:entry-added', clear),
      runtime.bus.on('cart:entry-updated', clear),
      runtime.bus.on('cart:entry-removed', clear),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [runtime]);

  // The cart is viewed once per visit, when the cart shown is the real one [I-15].
  const viewed = useRef(false);
  useEffect(() => {
    if (loading || viewed.current) return;
    viewed.current = true;
    runtime.bus.emit('cart:view', { cart });
    runtime.track('view_cart', cart.entries);
  }, [loading, cart, runtime]);

  // Speak changes the shopper made here or in another tab, not the count the page opened with;
  // above 100 the count is 'More than 100 items' [H-07].
  const [announcement, setAnnouncement] = useState('');
  const shownCount = useRef<number | null>(null);
  useEffect(() => {
    if (loading) return;
    if (shownCount.current !== null && shownCount.current !== cart.totalQuantity) {
      setAnnouncement(cartCountLabel(cart.totalQuantity));
    }
    shownCount.current = cart.totalQuantity;
  }, [loading, cart.totalQuantity]);

  const needsDetails = new Set(
    cart.entries
      .filter((entry) => {
        const form = knownForm(forms, entry.formId);
        return (
          form &&
          entryNeedsDetails(form, entry.additionalFields, {
            maxLengthEnabled: maxLengthEnabled(runtime),
          })
        );
      })
      .map((entry) => entry.id),
  );
  const problem =
    minimumSubtotalProblem(
      cart,
      runtime.context.storeSettings.minimumCheckoutSubtotal,
      runtime.money,
    ) ?? (needsDetails.size ? MESSAGES.updateMissingInformation : null);
  // While an entry's form is still coming, whether it lacks details is not known yet.
  const formsPending = [...forms.values()].some((state) => state.status === 'pending');
  const blocked = problem !== null || recalculating || formsPending;
  // The cart page's instalment offer is the store's, under the key `cart` [I-16].
  const instalments = decodeInstalmentContext(runtime.context.instalments.cart);
  const { strings } = runtime;

  function checkout(): void {
    if (blocked || !cart.id) return;
    location.assign(checkoutUrl(cart.id));
  }

  return (
    <section className="sq-cart-page" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h1 id={titleId} className="sq-cart-page__title">
        {strings.cartTitleText}
      </h1>
      <div className="sq-cart-page__alert" role="alert">
        {failure && (
          <>
            <p className="sq-cart-page__alert-title">{failure.title}</p>
            <p className="sq-cart-page__alert-message">{failure.message}</p>
          </>
        )}
        {status === 'failed' && !failure && (
          <p className="sq-cart-page__alert-message">
            {navigator.onLine ? MESSAGES.pleaseTryAgain : MESSAGES.cartCheckConnection}
          </p>
        )}
      </div>
      {empty && <p className="sq-cart-page__empty">{strings.cartEmptyText}</p>}
      {!loading && !empty && (
        <>
          <ul className="sq-cart-page__items">
            {cart.entries.map((entry) => (
              <CartItem
                key={entry.id}
                entry={entry}
                currency={cart.currencyCode}
                form={knownForm(forms, entry.formId)}
                needsDetails={needsDetails.has(entry.id)}
                onFailure={report}
              />
            ))}
          </ul>
          <div className="sq-cart-page__summary">
            <p className="sq-cart-page__subtotal">
              <span>{strings.cartSubtotalText}</span>{' '}
              <span aria-busy={recalculating || undefined}>
                {runtime.money.cents(cart.subtotalCents, cart.currencyCode)}
              </span>
            </p>
            {offersCartInstalments(cart.entries.map((entry) => entry.productType)) &&
              instalments.afterPayAvailable && (
                <InstalmentLine
                  priceMinor={cart.subtotalCents}
                  currency={cart.currencyCode}
                  context={instalments}
                />
              )}
            {problem && (
              <p id={problemId} className="sq-cart-page__problem">
                {problem}
              </p>
            )}
            <button
              type="button"
              className="sq-cart-page__checkout"
              aria-disabled={blocked || undefined}
              aria-describedby={problem ? problemId : undefined}
              onClick={checkout}
            >
              {strings.cartCheckoutText}
            </button>
          </div>
        </>
      )}
      <a
        className="sq-cart-page__continue"
        href={continueShoppingUrl(document.referrer, location.origin)}
      >
        {strings.cartContinueShoppingText}
      </a>
      <RelatedProducts
        cartKey={cart.entries.map((entry) => entry.itemId).join(' ')}
        currency={cart.currencyCode}
        onFailure={report}
      />
      <p className="sq-visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
