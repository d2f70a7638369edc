import { oncePerPage } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import { bindAddToCartButtons } from './bind-add-to-cart-buttons';
import { bindProductOptions } from './bind-product-options';

/**
 * The template engine's store markup comes to life in place: the add-to-cart-btn, variants-select
 * and quantity-input formatters' output works as `<sq-add-to-cart>` does, with nothing wrapped or
 * re-rendered. Binds once per page: a second bundle copy shares the runtime and adds nothing, so a
 * press never adds twice; stopping the runtime unbinds.
 */
export function bindTemplateMarkup(doc: Document, runtime: Runtime): void {
  oncePerPage(
    'template-markup',
    () => {
      runtime.onStop(bindProductOptions(doc, runtime));
      runtime.onStop(bindAddToCartButtons(doc, runtime));
    },
    runtime,
  );
}
