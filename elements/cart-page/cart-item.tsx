import { type ReactNode, useState } from 'react';
import { variantText } from '../../src/commerce/cart-entry-text';
import { entryAnswers } from '../../src/commerce/checkout-rules';
import { typeAllowsQuantity } from '../../src/commerce/product-states';
import { QUANTITY } from '../../src/constants/product';
import type { CartEntry } from '../../src/contract/cart';
import type { FormDefinition } from '../../src/forms/form-model';
import { inputsFromValues } from '../../src/forms/sanitize';
import { summarizeForm } from '../../src/forms/summary';
import { MESSAGES } from '../../src/i18n/messages';
import { getRuntime } from '../../src/runtime/runtime';
import { AdditionalFieldsModal } from '../shared/additional-fields-modal';

export type ReportFailure = (title: string, error: unknown) => void;

interface CartItemProps {
  entry: CartEntry;
  /** The entry's form once known; null while loading or when it has none. */
  form: FormDefinition | null;
  needsDetails: boolean;
  onFailure: ReportFailure;
}

const WHOLE_NUMBER = /^\d+$/;

/** One cart line: what it is, its answers, its quantity and total, remove and edit details. */
export function CartItem({ entry, form, needsDetails, onFailure }: CartItemProps): ReactNode {
  const runtime = getRuntime();
  const cart = runtime.cart.getState();
  const { strings } = runtime;
  // What the shopper is typing; the store's quantity shows again when the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const [editing, setEditing] = useState<FormDefinition | null>(null);
  const variant = variantText(entry.chosenVariant);
  const answers = form ? summarizeForm(form, entryAnswers(entry.additionalFields), strings) : [];

  function changeQuantity(text: string): void {
    setDraft(text);
    if (!WHOLE_NUMBER.test(text)) return;
    const quantity = Math.min(Number(text), QUANTITY.MAX);
    if (quantity === entry.quantity) return;
    if (quantity === 0) {
      remove();
      return;
    }
    cart
      .updateQuantity(entry.id, quantity)
      .catch((error) => onFailure(MESSAGES.unableToUpdateQuantity, error));
  }

  function remove(): void {
    cart.removeEntry(entry.id).then(
      (answer) => {
        if (answer) runtime.track('remove_from_cart', [entry]);
      },
      (error) => onFailure(MESSAGES.unableToRemoveItem, error),
    );
  }

  function openDetails(): void {
    if (!entry.formId) return;
    runtime
      .loadForm(entry.formId)
      .then(setEditing, (error) => onFailure(MESSAGES.unableToOpenForm, error));
  }

  function saveDetails(additionalFields: string): void {
    setEditing(null);
    cart
      .updateAdditionalFields(entry.id, {
        itemId: entry.itemId,
        sku: entry.chosenVariant.sku,
        additionalFields,
      })
      .catch((error) => onFailure(MESSAGES.unableToUpdateForm, error));
  }

  return (
    <li className={needsDetails ? 'sq-cart-item sq-cart-item--needs-details' : 'sq-cart-item'}>
      {entry.imageUrl ? (
        <img className="sq-cart-item__image" src={entry.imageUrl} alt="" width="96" height="96" />
      ) : (
        <div className="sq-cart-item__image sq-cart-item__no-image">{MESSAGES.noImage}</div>
      )}
      <div className="sq-cart-item__details">
        <p className="sq-cart-item__title">{entry.title}</p>
        {variant && <p className="sq-cart-item__variant">{variant}</p>}
        {answers.length > 0 && (
          <dl className="sq-cart-item__answers">
            {answers.map((answer) => (
              <div key={answer.rawTitle}>
                <dt>{answer.rawTitle}</dt>
                <dd>{answer.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
        {entry.formId && (
          <button
            type="button"
            className="sq-cart-item__edit"
            aria-invalid={needsDetails || undefined}
            onClick={openDetails}
          >
            {strings.cartEditDetailsText}
            <span className="sq-visually-hidden"> {entry.title}</span>
          </button>
        )}
      </div>
      {typeAllowsQuantity(entry.productType, runtime.context.storeSettings) ? (
        <label className="sq-cart-item__quantity">
          <span>{strings.productQuantityInputLabel}</span>
          <span className="sq-visually-hidden"> {entry.title}</span>
          <input
            type="number"
            inputMode="numeric"
            min="0"
            max={QUANTITY.MAX}
            step="1"
            value={draft ?? String(entry.quantity)}
            onChange={(event) => changeQuantity(event.currentTarget.value)}
            onBlur={() => setDraft(null)}
          />
        </label>
      ) : (
        <p className="sq-cart-item__quantity">
          <span>{strings.productQuantityInputLabel}</span> {entry.quantity}
        </p>
      )}
      <p className="sq-cart-item__total">{entry.subTotal}</p>
      <button type="button" className="sq-cart-item__remove" onClick={remove}>
        {strings.cartRemoveText}
        <span className="sq-visually-hidden"> {entry.title}</span>
      </button>
      {editing && (
        <AdditionalFieldsModal
          form={editing}
          initialInputs={inputsFromValues(editing, entryAnswers(entry.additionalFields))}
          submitLabel={strings.cartSaveDetailsText}
          onSubmit={saveDetails}
          onCancel={() => setEditing(null)}
        />
      )}
    </li>
  );
}
