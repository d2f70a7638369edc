import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { variantText } from '../../src/commerce/cart-entry-text';
import { entryAnswers } from '../../src/commerce/checkout-rules';
import { typeAllowsQuantity } from '../../src/commerce/product-states';
import { QUANTITY } from '../../src/constants/product';
import type { CartEntry } from '../../src/contract/cart';
import { loadPageForm } from '../../src/flows/page-items';
import type { FormDefinition } from '../../src/forms/form-model';
import { inputsFromValues } from '../../src/forms/sanitize';
import { summarizeForm } from '../../src/forms/summary';
import { MESSAGES } from '../../src/i18n/messages';
import type { FieldsDialogProps } from '../shared/forms/fields-dialog';
import { fieldsDialogComponent } from '../shared/forms/fields-dialog-on-demand';
import { useRuntime } from '../shared/react/use-runtime';
import { CartImage } from './cart-image';

export type ReportFailure = (title: string, error: unknown) => void;

interface CartItemProps {
  entry: CartEntry;
  /** The cart's currency, the line's. */
  currency: string;
  /** The entry's form once known; null while loading or when it has none. */
  form: FormDefinition | null;
  needsDetails: boolean;
  onFailure: ReportFailure;
}

const WHOLE_NUMBER = /^\d+$/;

/**
 * One cart line: what it is, its answers, its quantity and total, remove and edit details. The
 * total is price × quantity in the site's money format, so a quantity typed shows its total at once.
 */
export function CartItem({
  entry,
  currency,
  form,
  needsDetails,
  onFailure,
}: CartItemProps): ReactNode {
  const runtime = useRuntime();
  const cart = runtime.cart.getState();
  const { strings } = runtime;
  // What the shopper is typing; the store's quantity shows again when the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  // The entry's form open for editing, in its dialog.
  const [editing, setEditing] = useState<{
    form: FormDefinition;
    Dialog: ComponentType<FieldsDialogProps>;
  } | null>(null);
  // A line with a form fetches the dialog now, so Edit details opens it at once.
  useEffect(() => {
    if (entry.formId) fieldsDialogComponent.preload();
  }, [entry.formId]);
  const variant = variantText(entry.chosenVariant);
  const answers = form ? summarizeForm(form, entryAnswers(entry.additionalFields), strings) : [];

  /**
   * Each whole number typed is sent at once (last wins), but 0 only removes the line once the
   * shopper is done with the field (leaves it, or presses Enter): a 0 on the way to another number
   * (the 1 of 10 deleted to type 20) removes nothing.
   */
  function changeQuantity(text: string): void {
    setDraft(text);
    if (!WHOLE_NUMBER.test(text)) return;
    const quantity = Math.min(Number(text), QUANTITY.MAX);
    if (quantity === entry.quantity || quantity === 0) return;
    cart
      .updateQuantity(entry.id, quantity)
      .catch((error) => onFailure(MESSAGES.unableToUpdateQuantity, error));
  }

  /** The field left or Enter pressed: a 0 typed removes the line, once; the store's quantity shows again. */
  const removing = useRef(false);
  function commitQuantity(): void {
    const zero = draft !== null && WHOLE_NUMBER.test(draft) && Number(draft) === 0;
    setDraft(null);
    if (!zero || removing.current) return;
    removing.current = true;
    remove();
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
    // The form or its dialog failing to arrive (offline) is the same failure to open.
    Promise.all([loadPageForm(runtime, entry.formId), fieldsDialogComponent.load()]).then(
      ([form, Dialog]) => setEditing({ form, Dialog }),
      (error) => onFailure(MESSAGES.unableToOpenForm, error),
    );
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
        <CartImage className="sq-cart-item__image" src={entry.imageUrl} size={96} />
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
            onBlur={commitQuantity}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitQuantity();
            }}
          />
        </label>
      ) : (
        <p className="sq-cart-item__quantity">
          <span>{strings.productQuantityInputLabel}</span> {entry.quantity}
        </p>
      )}
      <p className="sq-cart-item__total">
        {runtime.money.cents(entry.purchasePriceCents * entry.quantity, currency)}
      </p>
      <button type="button" className="sq-cart-item__remove" onClick={remove}>
        {strings.cartRemoveText}
        <span className="sq-visually-hidden"> {entry.title}</span>
      </button>
      {editing && (
        <editing.Dialog
          form={editing.form}
          initialInputs={inputsFromValues(editing.form, entryAnswers(entry.additionalFields))}
          submitLabel={strings.cartSaveDetailsText}
          onSubmit={saveDetails}
          onCancel={() => setEditing(null)}
        />
      )}
    </li>
  );
}
