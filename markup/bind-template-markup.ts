import type { Runtime } from '../src/runtime/runtime';
import { bindAddToCartButtons } from './bind-add-to-cart-buttons';
import { bindProductOptions } from './bind-product-options';

/** Shared by every copy of the bundle on a page, like the runtime (checklist A-45). */
const BINDING = Symbol.for('sq.template-markup');

interface Binding {
  runtime: Runtime;
  unbind: () => void;
}

/**
 * The template engine's store markup comes to life in place (issue 6): the add-to-cart-btn,
 * variants-select and quantity-input formatters' output works as `<sq-add-to-cart>` does, with
 * nothing wrapped or re-rendered. Binds once per document and runtime: a second bundle copy
 * sharing the runtime adds nothing, so a press never adds twice.
 */
export function bindTemplateMarkup(doc: Document, runtime: Runtime): void {
  const holder = doc as unknown as Record<symbol, Binding | undefined>;
  const current = holder[BINDING];
  if (current?.runtime === runtime) return;
  current?.unbind();
  const unbinds = [bindProductOptions(doc, runtime), bindAddToCartButtons(doc, runtime)];
  holder[BINDING] = {
    runtime,
    unbind: () => {
      for (const unbind of unbinds) unbind();
    },
  };
}
