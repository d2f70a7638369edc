import { buildDialog, openModal } from '../elements/shared/dialogs/native-dialog';
import { injectStyles } from '../elements/shared/styles/styles';
import { purchaseErrorMessage } from '../src/api/error-message';
import { viewAround } from '../src/commerce/template-view';
import { isId } from '../src/contract/ids';
import { countQuickView } from '../src/flows/form-census';
import { report } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import { loadQuickViewProduct, type QuickViewProduct } from './quick-view-product';
import { QUICK_VIEW_CSS } from './quick-view-styles';

/** The form's first control, where focus goes once the form is there. */
const FIRST_CONTROL = 'select, input, button, [tabindex="0"]';

/**
 * Opens the product of a quick-view button (`data-id`) in a native modal <dialog>
 * (native-dialog.ts), named by its title:
 * - it opens at once, busy, titled with the button's label and saying 'Loading…', focus on Close;
 *   the census hears of it (`RecordQuickView/{id}`, failures ignored) [A-20, F-24];
 * - the product is the page context's, else fetched (quick-view-product.ts); the dialog then takes
 *   the product's title and holds its image and the product form, the very elements a product
 *   page uses: `<sq-add-to-cart>` (options, quantity, add, in the view the button sits in) and,
 *   where the context offers instalments for it, `<sq-afterpay-pill>`. The loader brings their
 *   code when they appear. Once the form is bound the dialog is no longer busy, and focus moves to
 *   its first control unless the shopper has moved it;
 * - a product that cannot be read (or a button whose id is no item id) shows the failure text
 *   with the reason, and Close;
 * - Escape, Close and a press on the backdrop close it (not the second click of the double-click
 *   that opened it); it leaves the page, its elements with it, and focus returns to the button.
 *   One quick view at a time.
 * Returns the dialog.
 */
export function openQuickView(button: HTMLElement, runtime: Runtime): HTMLDialogElement {
  const doc = button.ownerDocument;
  const { strings } = runtime;
  injectStyles(doc, 'quick-view', QUICK_VIEW_CSS);

  const id = button.getAttribute('data-id') ?? '';
  const { dialog, title, close, part } = buildDialog(doc, {
    block: 'sq-quick-view',
    title: strings.productQuickViewText,
    closeText: strings.quickViewCloseText,
  });
  const body = part('div', 'body');
  body.setAttribute('aria-busy', 'true');
  const status = part('p', 'status');
  status.setAttribute('role', 'status');
  status.textContent = strings.quickViewLoadingText;
  body.append(status);
  dialog.append(body, close);

  // The second click of a double-click on the button lands on the backdrop of the dialog the first
  // one opened: it is no press to close it. Aimed at the dialog itself only, so nothing inside it
  // loses a click.
  const keepOpen = (event: MouseEvent) => {
    if (event.target === dialog && event.detail > 1) event.stopImmediatePropagation();
  };
  dialog.addEventListener('click', keepOpen, { capture: true });
  const stops: (() => void)[] = [];
  openModal(dialog, {
    remove: true,
    kind: 'quick-view',
    onClose: (superseded) => {
      for (const stop of stops.splice(0)) stop();
      if (!superseded && button.isConnected) button.focus();
    },
  });
  close.focus();

  const fail = (text: string) => {
    status.textContent = text;
    body.removeAttribute('aria-busy');
  };
  if (!isId(id)) {
    report(`quick-view markup names item "${id}", which is not an item id`);
    fail(strings.quickViewErrorText);
    return dialog;
  }
  void countQuickView(runtime, id);
  loadQuickViewProduct(runtime, id).then(
    (loaded) => {
      if (dialog.isConnected) showProduct(loaded);
    },
    (error: unknown) => {
      if (!dialog.isConnected) return;
      report(`could not load product "${id}" for its quick view`, error);
      fail(`${strings.quickViewErrorText} ${purchaseErrorMessage(error)}`);
    },
  );

  /** The product's title, image and form, shown once the form's element is bound. */
  function showProduct({ product, image }: QuickViewProduct): void {
    title.textContent = product.title || strings.productQuickViewText;
    const content = part('div', 'product');
    content.hidden = true;
    if (image) {
      const img = part('img', 'image');
      img.src = image.url;
      img.alt = image.alt;
      img.width = 160;
      img.height = 160;
      content.append(img);
    }
    const form = doc.createElement('sq-add-to-cart');
    form.setAttribute('item-id', id);
    form.setAttribute('view', viewAround(button));
    content.append(form);
    if (runtime.context.instalments[id] !== undefined) {
      const pill = doc.createElement('sq-afterpay-pill');
      pill.setAttribute('item-id', id);
      content.append(pill);
    }
    const observer = new MutationObserver(() => {
      if (form.hasAttribute('data-hydrated')) ready();
    });
    observer.observe(form, { attributes: true, attributeFilter: ['data-hydrated'] });
    stops.push(() => observer.disconnect());

    const ready = () => {
      observer.disconnect();
      status.remove();
      content.hidden = false;
      body.removeAttribute('aria-busy');
      const active = doc.activeElement;
      if (active === close || active === dialog || active === doc.body) {
        form.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
      }
    };
    body.append(content);
  }

  return dialog;
}
