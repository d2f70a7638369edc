import { child, setText } from '../shared/define/light-markup';
import { type AddState, addLabel } from '../shared/purchase/add-timeline';

/**
 * The add button and its status region, the same markup in every mode of `<sq-add-to-cart>`:
 *
 *   <button type="button" class="sq-add-to-cart__button" data-state="idle">
 *     <span class="sq-add-to-cart__label">Add To Cart</span></button>
 *   <span class="sq-visually-hidden" role="status"></span>
 *
 * Its states, as `showButton` writes them:
 * - `data-state` is the timeline's state; `aria-disabled="true"` while it is not idle (a busy
 *   button stays focusable and says it is busy); `disabled` while the product cannot be added;
 * - the label is 'Adding…', 'Added!' or the idle label, in a new label span whenever it changes:
 *   a changed text node in a centred button would count as a layout shift, a new node does not;
 * - the status region speaks the busy label, and is empty while idle.
 */
export interface AddButtonParts {
  button: HTMLButtonElement;
  status: HTMLElement;
}

const LABEL = 'span.sq-add-to-cart__label';

/** The button and status region among `parent`'s children, when both are there. */
export function findAddButton(parent: Element): AddButtonParts | null {
  const button = child(parent, 'button.sq-add-to-cart__button') as HTMLButtonElement | null;
  const status = child(parent, 'span.sq-visually-hidden[role="status"]');
  return button && child(button, LABEL) && status ? { button, status } : null;
}

/** A new button and status region, idle with no label yet (the first `showButton` writes it). */
export function buildAddButton(doc: Document): AddButtonParts {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sq-add-to-cart__button';
  button.setAttribute('data-state', 'idle');
  button.append(labelSpan(doc, ''));
  const status = doc.createElement('span');
  status.className = 'sq-visually-hidden';
  status.setAttribute('role', 'status');
  return { button, status };
}

function labelSpan(doc: Document, text: string): HTMLSpanElement {
  const span = doc.createElement('span');
  span.className = 'sq-add-to-cart__label';
  span.textContent = text;
  return span;
}

/** Shows a timeline state on the button; `idleLabel` and `disabled` come from the product. */
export function showButton(
  { button, status }: AddButtonParts,
  state: AddState,
  idleLabel: string,
  disabled: boolean,
): void {
  const text = addLabel(state, idleLabel);
  if (button.getAttribute('data-state') !== state) button.setAttribute('data-state', state);
  if (button.disabled !== disabled) button.disabled = disabled;
  if (state === 'idle') button.removeAttribute('aria-disabled');
  else if (button.getAttribute('aria-disabled') !== 'true')
    button.setAttribute('aria-disabled', 'true');
  const label = child(button, LABEL);
  if (!label) button.append(labelSpan(button.ownerDocument, text));
  else if (label.textContent !== text) label.replaceWith(labelSpan(button.ownerDocument, text));
  setText(status, state === 'idle' ? '' : text);
}
