import { clampQuantityText } from '../../src/commerce/add-validation';
import { audioPreviewSource } from '../../src/commerce/audio-preview';
import { optionLabel } from '../../src/commerce/option-labels';
import type { Product } from '../../src/commerce/product';
import { showsMultipleVariants } from '../../src/commerce/product-states';
import { type ProductView, productView } from '../../src/commerce/product-view';
import { optionNames, optionValues } from '../../src/commerce/variants';
import { PRODUCT_TYPE } from '../../src/constants/product';
import { interpolate } from '../../src/i18n/interpolate';
import { report } from '../../src/page/page';
import type { Runtime } from '../../src/runtime/runtime';
import { follow } from '../shared/define/follow';
import { child, setText } from '../shared/define/light-markup';
import { preloadFieldsDialogFor } from '../shared/forms/fields-dialog-on-demand';
import { type AddState, addTimeline } from '../shared/purchase/add-timeline';
import { pressAdd } from '../shared/purchase/purchase-press';
import { showButton } from './add-button';
import {
  type FormShape,
  MARK,
  type ProductFormParts,
  productFormParts,
  SCARCITY,
} from './product-form-markup';

export interface ProductFormOptions {
  /** The quantity field's starting value (the `quantity` attribute). */
  quantity: number;
  /** The button's own text (the `button-text` attribute), instead of the site's. */
  buttonText: string | null;
  /** The template view the form is shown in: its scarcity line shows only in the views listed. */
  view: string;
}

/**
 * The product page's purchase form over its markup (product-form-markup.ts): everything it shows
 * is the product view (src/commerce/product-view.ts) of the options chosen for the product, in the
 * product's one selection store, shared with every element of that product (the Afterpay pill, the
 * restock signup, another form), and follows it:
 * - the amount, the mark (in or out), each select's value, the scarcity line (in or out, before
 *   the button), the button's idle label and `disabled`, and the polite announcement of a picked
 *   variant's price;
 * - choosing in a select records the choice in the store; the quantity field is clamped to
 *   1–9999 when the shopper leaves it, and starts at the `quantity` attribute unless the shopper
 *   has typed in it already;
 * - a press is the shared add press (elements/shared/purchase/purchase-press.ts), its timeline
 *   shown on the button; a product with an additional-fields form fetches its dialog as the form
 *   binds.
 * Returns what stops following: the button goes back to idle and nothing it had under way shows.
 */
export function bindProductForm(
  host: HTMLElement,
  runtime: Runtime,
  product: Product,
  { quantity: startQuantity, buttonText, view }: ProductFormOptions,
): () => void {
  const { strings, context, money } = runtime;
  const ordering = context.storeSettings.variantOptionOrdering;
  const store = runtime.selection(product.id);
  const viewNow = () =>
    productView(product, store.getState().selection, context, strings, money, buttonText, view);
  const shape = shapeOf(product, runtime, viewNow(), startQuantity, host.ownerDocument.baseURI);
  const parts = productFormParts(host, shape);
  const names = shape.options.map((option) => option.name);

  const { quantity } = parts;
  if (quantity && quantity.value === quantity.defaultValue) quantity.value = String(startQuantity);

  let state: AddState = 'idle';
  const update = () => {
    const view = viewNow();
    const { selection } = store.getState();
    setText(parts.amount, view.price);
    showMark(parts, view);
    for (const [index, select] of parts.selects.entries()) {
      const value = selection[names[index] as string] ?? '';
      if (select.value !== value) select.value = value;
    }
    showScarcity(parts, view.scarcity);
    showButton(parts.add, state, view.buttonLabel, !view.canAdd);
    setText(parts.announcement, view.announcement);
  };
  const timeline = addTimeline((next) => {
    state = next;
    update();
  });

  const onChange = (event: Event) => {
    const index = parts.selects.indexOf(event.target as HTMLSelectElement);
    const name = names[index];
    if (name !== undefined) store.getState().choose(name, parts.selects[index]?.value ?? '');
  };
  const onLeave = () => {
    if (!quantity) return;
    const clamped = clampQuantityText(quantity.value);
    if (clamped !== quantity.value) quantity.value = clamped;
  };
  const onPress = () => {
    pressAdd(host.ownerDocument, {
      runtime,
      product,
      selection: store.getState().selection,
      quantityText: quantity ? quantity.value : undefined,
      optionOrdering: ordering,
      timeline,
    }).catch((error: unknown) => report('<sq-add-to-cart>: the add failed', error));
  };

  const unsubscribe = follow('sq-add-to-cart', store.subscribe, update);
  // A product with a form opens its dialog on the press: fetched now.
  preloadFieldsDialogFor(product);
  parts.form.addEventListener('change', onChange);
  quantity?.addEventListener('focusout', onLeave);
  parts.add.button.addEventListener('click', onPress);
  return () => {
    unsubscribe();
    parts.form.removeEventListener('change', onChange);
    quantity?.removeEventListener('focusout', onLeave);
    parts.add.button.removeEventListener('click', onPress);
    timeline.stop();
    state = 'idle';
    update();
  };
}

/**
 * What the product fixes in its form: the options it offers (a gift card's read as its prices),
 * the quantity field, and a digital product's audio preview, whose source must be http(s) or on
 * the page's origin (else one console error and no player).
 */
function shapeOf(
  product: Product,
  runtime: Runtime,
  view: ProductView,
  startQuantity: number,
  base: string,
): FormShape {
  const { strings, money } = runtime;
  const prompt =
    product.productType === PRODUCT_TYPE.GIFT_CARD
      ? strings.giftCardVariantSelectText
      : strings.productVariantSelectText;
  const names = showsMultipleVariants(product)
    ? optionNames(product, runtime.context.storeSettings.variantOptionOrdering)
    : [];
  const { quantity } = view;
  return {
    id: `sq-${product.id}`,
    options: names.map((name) => ({
      name,
      prompt: interpolate(prompt, { variantName: name }),
      choices: optionValues(product, name).map((value) => ({
        value,
        label: optionLabel(product, name, value, strings, money),
      })),
    })),
    audio: audioOf(product, strings.productAudioPreviewText, base),
    quantity: quantity.shown
      ? {
          label: strings.productQuantityInputLabel,
          min: quantity.min,
          max: quantity.max,
          step: quantity.step,
          value: String(startQuantity),
        }
      : null,
  };
}

/** A digital product's audio preview, when its source is one a page may play. */
function audioOf(product: Product, label: string, base: string): FormShape['audio'] {
  if (product.productType !== PRODUCT_TYPE.DIGITAL || !product.audioAssetUrl) return null;
  const src = audioPreviewSource(product.audioAssetUrl, base);
  if (src === null) {
    report(
      `<sq-add-to-cart>: the audio preview of item "${product.id}" is not an http(s) or same-origin URL; it is not played`,
    );
    return null;
  }
  return { src, label };
}

/** The mark beside the amount: in, with its kind and text, while the view has one; else out. */
function showMark(parts: ProductFormParts, view: ProductView): void {
  let mark = child(parts.price, MARK);
  if (!view.mark) {
    mark?.remove();
    return;
  }
  if (!mark) {
    mark = parts.price.ownerDocument.createElement('span');
    parts.amount.after(mark);
  }
  const className = `sq-product-form__mark sq-product-form__mark--${view.mark}`;
  if (mark.className !== className) mark.className = className;
  setText(mark, view.markText);
}

/** The scarcity line, just before the button: in while the view has one; else out. */
function showScarcity(parts: ProductFormParts, text: string): void {
  let line = child(parts.form, SCARCITY);
  if (!text) {
    line?.remove();
    return;
  }
  if (!line) {
    line = parts.form.ownerDocument.createElement('p');
    line.className = 'sq-product-form__scarcity';
    parts.add.button.before(line);
  }
  setText(line, text);
}
