import { type ReactNode, useMemo, useState } from 'react';
import { checkBeforeAdd, clampQuantityText } from '../../src/commerce/add-validation';
import { decodeMerchandising } from '../../src/commerce/merchandising';
import type { Product, Variant } from '../../src/commerce/product';
import {
  addButtonText,
  effectivePrice,
  fromPrice,
  hasVariedPrices,
  isSoldOut,
  isSubscribable,
  productMark,
  showsMultipleVariants,
  showsQuantityInput,
} from '../../src/commerce/product-states';
import { subscriptionPriceText } from '../../src/commerce/subscription';
import { optionNames, optionValues } from '../../src/commerce/variants';
import { PRODUCT_TYPE, QUANTITY } from '../../src/constants/product';
import { fieldsFormFor, quantityInCart } from '../../src/flows/purchase';
import type { FormDefinition } from '../../src/forms/form-model';
import { interpolate } from '../../src/i18n/interpolate';
import { formatMoney } from '../../src/i18n/money';
import { getRuntime } from '../../src/runtime/runtime';
import { AdditionalFieldsModal } from '../shared/additional-fields-modal';
import { useChosenVariant, useSelection } from '../shared/use-runtime';
import { AddButton } from './add-button';
import { usePurchase } from './use-purchase';

interface ProductFormProps {
  product: Product;
  initialQuantity: number;
  buttonText: string | null;
}

/**
 * The product page's purchase form (checklist F): price and marks, one select per option, quantity,
 * and the add button. The price, marks and stock follow the selected variant, and are announced.
 */
export function ProductForm({ product, initialQuantity, buttonText }: ProductFormProps): ReactNode {
  const runtime = getRuntime();
  const { storeSettings } = runtime.context;
  const strings = runtime.strings;
  const merchandising = decodeMerchandising(runtime.context.merchandising[product.id]);
  // Ids from the product, not useId: the server writes the same markup without running React.
  const id = `sq-${product.id}`;
  const names = useMemo(
    () => optionNames(product, storeSettings.variantOptionOrdering),
    [product, storeSettings],
  );
  const multiple = showsMultipleVariants(product);
  const { selection, choose } = useSelection(product.id);
  const [quantityText, setQuantityText] = useState(String(initialQuantity));
  // The additional-fields form waiting for the shopper, with what it will add.
  const [pending, setPending] = useState<{
    sku: string;
    quantity: number;
    form: FormDefinition;
  } | null>(null);
  const quantityShown = showsQuantityInput(product, storeSettings);

  const variant = useChosenVariant(product);
  const chosen = multiple && Object.keys(selection).length > 0;
  // With a variant chosen, the marks and stock are that variant's; before, the product's.
  const shown = variant ? { ...product, variants: [variant] } : product;
  const soldOut = isSoldOut(shown);
  const mark = productMark(shown);
  const soldOutText = merchandising.customSoldOutText || strings.productSoldOutText;
  const amount = variant ? formatMoney(effectivePrice(variant)) : formatMoney(fromPrice(product));
  const varied = !variant && hasVariedPrices(product);
  const price = isSubscribable(product)
    ? subscriptionPriceText(amount, product.subscriptionPlan, varied).text
    : `${varied ? 'from ' : ''}${amount}`;
  const scarcity =
    merchandising.scarcityEnabled && (variant || merchandising.scarcityShownByDefault) && !soldOut
      ? scarcityText(merchandising.scarcityText, variant ?? product.variants[0])
      : '';

  const { flow, title, purchase } = usePurchase(product);

  async function add(): Promise<void> {
    const check = checkBeforeAdd({
      product,
      selection,
      quantityText: quantityShown ? quantityText : undefined,
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
    const form = await fieldsFormFor(runtime, { product, sku, quantity: check.quantity });
    if (typeof form === 'string') {
      flow.refuse(title, form);
      return;
    }
    setPending({ sku, quantity: check.quantity, form });
  }

  const announcement = chosen && variant ? `${price}${soldOut ? `, ${soldOutText}` : ''}` : '';
  return (
    <div className="sq-product-form">
      <p className="sq-product-form__price">
        <span className="sq-product-form__amount">{price}</span>
        {mark && (
          <span className={`sq-product-form__mark sq-product-form__mark--${mark}`}>
            {mark === 'sold-out' ? soldOutText : strings.productSaleText}
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
      {quantityShown && (
        <div className="sq-product-form__quantity">
          <label htmlFor={`${id}-quantity`}>{strings.productQuantityInputLabel}</label>
          <input
            id={`${id}-quantity`}
            type="number"
            min={QUANTITY.MIN}
            max={QUANTITY.MAX}
            step={QUANTITY.STEP}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            onBlur={() => setQuantityText(clampQuantityText(quantityText))}
          />
        </div>
      )}
      {scarcity && <p className="sq-product-form__scarcity">{scarcity}</p>}
      {pending && (
        <AdditionalFieldsModal
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
        idleLabel={soldOut ? soldOutText : (buttonText ?? addButtonText(product, strings))}
        disabled={soldOut}
        alert={flow.alert}
        onClick={add}
        onCloseAlert={flow.closeAlert}
      />
      <span className="sq-visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

function scarcityText(template: string, variant: Variant | undefined): string {
  if (!variant || variant.unlimited) return '';
  return interpolate(template, { quantity: variant.qtyInStock });
}
