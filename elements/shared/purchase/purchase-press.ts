import { purchaseErrorMessage } from '../../../src/api/error-message';
import { checkBeforeAdd } from '../../../src/commerce/add-validation';
import type { Product } from '../../../src/commerce/product';
import { PURCHASE_FAILURE_TITLE, purchaseKind } from '../../../src/commerce/purchase-kind';
import type { OptionSelection } from '../../../src/commerce/variants';
import { productForm, stockRefusal } from '../../../src/flows/fields-form';
import {
  completePurchase,
  type PurchaseOutcome,
  quantityInCart,
} from '../../../src/flows/purchase';
import { MESSAGES } from '../../../src/i18n/messages';
import type { Runtime } from '../../../src/runtime/runtime';
import { alertDialog, showAlertOnDemand } from '../dialogs/alert-on-demand';
import { fieldsDialog } from '../forms/fields-dialog-on-demand';
import type { AddTimeline } from './add-timeline';

/**
 * What a press of an add button does, one way for `<sq-add-to-cart>` and template markup alike;
 * each caller only reads its own markup (the choice, the quantity field) and shows the timeline's
 * states on its own button.
 */

/** A product's add button pressed, with the shopper's choice as the caller's markup holds it. */
export interface AddPress {
  runtime: Runtime;
  product: Product;
  selection: OptionSelection;
  /** The quantity field's text; absent when no field is shown, and then 1 is sent. */
  quantityText?: string;
  /** The order the options are named in: the order the page shows them. */
  optionOrdering: readonly string[];
  /** The pressed button's timeline. */
  timeline: AddTimeline;
}

/**
 * Runs a purchase through a button's timeline; a failure alerts under `title` with the reason
 * ('Unable to Add Item' and the server's message, …). The alert's module is fetched as it starts.
 */
export function purchaseThrough(
  doc: Document,
  runtime: Runtime,
  timeline: AddTimeline,
  title: string,
  action: () => Promise<PurchaseOutcome>,
): Promise<void> {
  alertDialog.preload();
  return timeline.run(action, (error) => {
    void showAlertOnDemand(doc, runtime.strings, title, purchaseErrorMessage(error));
  });
}

/** The buttons whose additional-fields form is on its way: the dialog is modal once open. */
const opening = new WeakSet<AddTimeline>();

/**
 * A press of a product's add button:
 * 1. while the button's add is under way, or its form on its way, nothing;
 * 2. the checks before adding (options, variant, quantity, stock counting what the cart holds);
 *    a failed one alerts its message under the purchase's title, and nothing is sent;
 * 3. without an additional-fields form, the purchase the product's kind calls for (subscription,
 *    gift card, express checkout or cart) through the button's timeline;
 * 4. with a form, the live stock (counting what the cart holds) is checked while the form (the
 *    product's own, the page's, else fetched) and the dialog's chunk arrive (at once when
 *    preloaded): a refusal alerts as in 2, before any field is filled in; a form or dialog that
 *    cannot be fetched (offline) alerts 'Unable to open form' with the reason, as the cart page
 *    does; else the dialog opens, submitting answers the page and the server accept purchases with
 *    them as in 3, and closing it adds nothing.
 */
export async function pressAdd(doc: Document, press: AddPress): Promise<void> {
  const { runtime, product, timeline } = press;
  if (timeline.busy || opening.has(timeline)) return;
  // The alert comes on demand (alert-on-demand.ts): fetched at the press, it is there in time.
  alertDialog.preload();
  const kind = purchaseKind(product, runtime.context.storeSettings.expressCheckout);
  const title = PURCHASE_FAILURE_TITLE[kind];
  const check = checkBeforeAdd({
    product,
    selection: press.selection,
    quantityText: press.quantityText,
    optionOrdering: press.optionOrdering,
    inCart: quantityInCart(runtime),
  });
  if (!check.ok) {
    void showAlertOnDemand(doc, runtime.strings, title, check.message);
    return;
  }
  const request = { product, sku: check.variant.sku, quantity: check.quantity };
  const purchase = (additionalFields?: string) =>
    purchaseThrough(doc, runtime, timeline, title, () =>
      completePurchase(runtime, kind, { ...request, additionalFields }),
    );
  if (!product.additionalFieldsFormId) {
    await purchase();
    return;
  }
  opening.add(timeline);
  const [refusal, form, dialog] = await Promise.all([
    stockRefusal(runtime, request),
    settled(productForm(runtime, product)),
    settled(fieldsDialog.load()),
  ]).finally(() => opening.delete(timeline));
  if (refusal) {
    void showAlertOnDemand(doc, runtime.strings, title, refusal);
    return;
  }
  const cannotOpen = (error: unknown) =>
    void showAlertOnDemand(
      doc,
      runtime.strings,
      MESSAGES.unableToOpenForm,
      purchaseErrorMessage(error),
    );
  if ('error' in form) return cannotOpen(form.error);
  if ('error' in dialog) return cannotOpen(dialog.error);
  dialog.value.openFieldsDialog(doc, runtime, form.value, {
    onSubmit: (answers) => void purchase(answers),
    onCancel: () => {},
  });
}

/** What a promise came to, without rejecting: its value, or the error it failed with. */
function settled<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}
