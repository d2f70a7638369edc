import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { purchaseErrorMessage } from '../../src/api/error-message';
import { ADDED_DELAY_MS, ADDED_DURATION_MS, ERROR_RESET_MS } from '../../src/constants/timing';
import { MESSAGES } from '../../src/i18n/messages';
import { getRuntime } from '../../src/runtime/runtime';
import { AlertDialog } from '../shared/alert-dialog';
import { createTimers } from '../shared/use-runtime';

export type AddToCartState = 'idle' | 'adding' | 'added';

export interface AddToCartProps {
  itemId: string;
  sku: string;
  quantity: number;
  productType: number;
  buttonText: string | null;
}

/** Spec §4: idle → 'Adding…' → 'Added!' 1 s after the response, for 2 s → idle; errors alert. */
export function AddToCart({ itemId, sku, quantity, buttonText }: AddToCartProps): ReactNode {
  const runtime = getRuntime();
  const [state, setState] = useState<AddToCartState>('idle');
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const timers = useMemo(createTimers, []);
  useEffect(() => timers.clear, [timers]);

  async function add(): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState('adding');
    const settle = () => {
      setState('idle');
      busy.current = false;
    };
    try {
      await runtime.cart.getState().addEntry({ itemId, sku, quantity });
      timers.after(ADDED_DELAY_MS, () => {
        setState('added');
        timers.after(ADDED_DURATION_MS, settle);
      });
    } catch (caught) {
      setError(purchaseErrorMessage(caught));
      timers.after(ERROR_RESET_MS, settle);
    }
  }

  const label =
    state === 'adding'
      ? MESSAGES.adding
      : state === 'added'
        ? MESSAGES.added
        : (buttonText ?? runtime.strings.productAddToCartText);
  return (
    <>
      <button
        type="button"
        className="sq-add-to-cart__button"
        data-state={state}
        aria-disabled={state === 'idle' ? undefined : 'true'}
        onClick={add}
      >
        {/* A new label node per state: a changed text node in a centred button would count as a shift. */}
        <span key={state} className="sq-add-to-cart__label">
          {label}
        </span>
      </button>
      <span className="sq-visually-hidden" role="status">
        {state === 'idle' ? '' : label}
      </span>
      {error !== null && (
        <AlertDialog
          title={MESSAGES.unableToAddItem}
          message={error}
          onClose={() => setError(null)}
        />
      )}
    </>
  );
}
