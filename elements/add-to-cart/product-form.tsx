import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { checkBeforeAdd, clampQuantityText } from '../../src/commerce/add-validation';
import type { Product } from '../../src/commerce/product';
import { showsMultipleVariants } from '../../src/commerce/product-states';
import { productView } from '../../src/commerce/product-view';
import { optionNames, optionValues } from '../../src/commerce/variants';
import { PRODUCT_TYPE } from '../../src/constants/product';
import { fieldsFormFor, quantityInCart } from '../../src/flows/purchase';
import type { FormDefinition } from '../../src/forms/form-model';
import { interpolate } from '../../src/i18n/interpolate';
import { MESSAGES } from '../../src/i18n/messages';
import { getRuntime } from '../../src/runtime/runtime';
import type { AdditionalFieldsModalProps } from '../shared/additional-fields-modal';
import { fieldsModal, preloadFieldsModalFor } from '../shared/lazy-fields-modal';
import { useSelection } from '../shared/use-runtime';
import { AddButton } from './add-button';
import { usePurchase } from './use-purchase';

interface ProductFormProps {
  product: Product;
  initialQuantity: number;
  buttonText: string | null;
}

/**
 * The product page's purchase form: price and mark, one select per option, quantity, scarcity and
 * the add button, all rendered from the product view of the shopper's choice, which is announced.
 */
export function ProductForm({ product, initialQuantity, buttonText }: ProductFormProps): ReactNode {
  const runtime = getRuntime();
  const { storeSettings } = runtime.context;
  const strings = runtime.strings;
  // Ids from the product, not useId: the server writes the same markup without running React.
  const id = `sq-${product.id}`;
  const names = useMemo(
    () => optionNames(product, storeSettings.variantOptionOrdering),
    [product, storeSettings],
  );
  const multiple = showsMultipleVariants(product);
  const { selection, choose } = useSelection(product.id);
  const [quantityText, setQuantityText] = useState(String(initialQuantity));
  // The additional-fields form waiting for the shopper, with what it will add, in its dialog.
  const [pending, setPending] = useState<{
    sku: string;
    quantity: number;
    form: FormDefinition;
    Dialog: ComponentType<AdditionalFieldsModalProps>;
  } | null>(null);
  // A product with a form fetches its dialog now, so the dialog opens on the click at once.
  useEffect(() => preloadFieldsModalFor(product), [product]);
  const view = productView(product, selection, runtime.context, strings, buttonText);
  const { quantity } = view;

  const { flow, title, purchase } = usePurchase(product);

  async function add(): Promise<void> {
    const check = checkBeforeAdd({
      product,
      selection,
      quantityText: quantity.shown ? quantityText : undefined,
      optionOrdering: storeSettings.variantOptionOrdering,
      inCart: quantityInCart(runtime),
    });
    if (!check.ok) {
      flow.refuse(title, check.message);
      return;
    }
    const { sku } = check.variant;
    if (!product.additionalFieldsFormId) {
      await purchase(sku, check.quantity);
      return;
    }
    const [form, Dialog] = await Promise.all([
      fieldsFormFor(runtime, { product, sku, quantity: check.quantity }),
      fieldsModal.load().catch(() => null),
    ]);
    if (typeof form === 'string') {
      flow.refuse(title, form);
      return;
    }
    // A dialog that could not be fetched (offline) is said as a form that cannot be had.
    if (!Dialog) {
      flow.refuse(title, MESSAGES.unableToOpenForm);
      return;
    }
    setPending({ sku, quantity: check.quantity, form, Dialog });
  }

  return (
    <div className="sq-product-form">
      <p className="sq-product-form__price">
        <span className="sq-product-form__amount">{view.price}</span>
        {view.mark && (
          <span className={`sq-product-form__mark sq-product-form__mark--${view.mark}`}>
            {view.markText}
          </span>
        )}
      </p>
      {multiple &&
        names.map((name, index) => (
          <div className="sq-product-form__option" key={name}>
            <label htmlFor={`${id}-option-${index}`}>{name}</label>
            <select
              id={`${id}-option-${index}`}
              value={selection[name] ?? ''}
              onChange={(event) => choose(name, event.target.value)}
            >
              <option value="">
                {interpolate(
                  product.productType === PRODUCT_TYPE.GIFT_CARD
                    ? strings.giftCardVariantSelectText
                    : strings.productVariantSelectText,
                  { variantName: name },
                )}
              </option>
              {optionValues(product, name).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        ))}
      {quantity.shown && (
        <div className="sq-product-form__quantity">
          <label htmlFor={`${id}-quantity`}>{strings.productQuantityInputLabel}</label>
          <input
            id={`${id}-quantity`}
            type="number"
            min={quantity.min}
            max={quantity.max}
            step={quantity.step}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            onBlur={() => setQuantityText(clampQuantityText(quantityText))}
          />
        </div>
      )}
      {view.scarcity && <p className="sq-product-form__scarcity">{view.scarcity}</p>}
      {pending && (
        <pending.Dialog
          form={pending.form}
          onCancel={() => setPending(null)}
          onSubmit={(additionalFields) => {
            setPending(null);
            void purchase(pending.sku, pending.quantity, additionalFields);
          }}
        />
      )}
      <AddButton
        state={flow.state}
        idleLabel={view.buttonLabel}
        disabled={!view.canAdd}
        alert={flow.alert}
        onClick={add}
        onCloseAlert={flow.closeAlert}
      />
      <span className="sq-visually-hidden" aria-live="polite">
        {view.announcement}
      </span>
    </div>
  );
}
