import { child } from '../shared/define/light-markup';
import { type AddButtonParts, buildAddButton, findAddButton } from './add-button';

/**
 * The product form's markup, as the server writes it (and as the React element rendered it):
 *
 *   <div class="sq-product-form">
 *     <p class="sq-product-form__price"><span class="sq-product-form__amount">from $28.00</span>
 *       <span class="sq-product-form__mark sq-product-form__mark--sale">sale</span></p>
 *     <audio class="sq-product-form__audio" controls preload="none" src="…"
 *       aria-label="Listen to a preview"></audio>              (a digital product's preview)
 *     <div class="sq-product-form__option"><label for="sq-<id>-option-0">Size</label>
 *       <select id="sq-<id>-option-0"><option value="">Select Size</option>
 *       <option value="S">S</option>…</select></div>                       (one per option;
 *       a gift card's options read as its prices: <option value="$25">$25.00</option>)
 *     <div class="sq-product-form__quantity"><label for="sq-<id>-quantity">Quantity</label>
 *       <input id="sq-<id>-quantity" min="1" max="9999" step="1" type="number" value="1"></div>
 *     <p class="sq-product-form__scarcity">Only 3 left</p>
 *     <button …> and <span role="status"> of add-button.ts
 *     <span class="sq-visually-hidden" aria-live="polite"></span>
 *   </div>
 *
 * The mark and the scarcity line come and go with the choice (the form's update puts them in and
 * takes them out); everything else is fixed by the product. The server's markup is kept when it
 * has every fixed part, each where it belongs, with the product's options, prompts and choices
 * and its audio preview; otherwise the element's children are replaced by this markup, built with
 * DOM calls, with no texts yet (the first update writes them).
 */
export interface FormShape {
  /** `sq-<product id>`: the ids of the controls, the same on the server (no generated ids). */
  id: string;
  /** One select per option, in display order: its label, its prompt and its choices. */
  options: readonly {
    name: string;
    prompt: string;
    choices: readonly { value: string; label: string }[];
  }[];
  /** The audio preview player, when the product has one: its source and accessible name. */
  audio: { src: string; label: string } | null;
  /** The quantity field, when shown: its label, bounds and starting value. */
  quantity: { label: string; min: number; max: number; step: number; value: string } | null;
}

export interface ProductFormParts {
  form: HTMLElement;
  /** The price line, which holds the amount and, when there is one, the mark. */
  price: HTMLElement;
  amount: HTMLElement;
  /** The selects, in the order of the shape's options. */
  selects: HTMLSelectElement[];
  quantity: HTMLInputElement | null;
  add: AddButtonParts;
  /** The polite region that speaks the price of a picked variant. */
  announcement: HTMLElement;
}

export const MARK = 'span.sq-product-form__mark';
const AUDIO = 'audio.sq-product-form__audio';
export const SCARCITY = 'p.sq-product-form__scarcity';

export function productFormParts(host: HTMLElement, shape: FormShape): ProductFormParts {
  return findParts(host, shape) ?? buildParts(host, shape);
}

const optionId = (shape: FormShape, index: number) => `${shape.id}-option-${index}`;
const quantityId = (shape: FormShape) => `${shape.id}-quantity`;

function findParts(host: HTMLElement, shape: FormShape): ProductFormParts | null {
  const form = child(host, 'div.sq-product-form');
  const price = form && child(form, 'p.sq-product-form__price');
  const amount = price && child(price, 'span.sq-product-form__amount');
  const add = form && findAddButton(form);
  const announcement = form && child(form, 'span.sq-visually-hidden[aria-live="polite"]');
  if (!form || !price || !amount || !add || !announcement) return null;

  const blocks = Array.from(form.children).filter((e) => e.matches('div.sq-product-form__option'));
  if (blocks.length !== shape.options.length) return null;
  const selects: HTMLSelectElement[] = [];
  for (const [index, option] of shape.options.entries()) {
    const block = blocks[index] as HTMLElement;
    const id = optionId(shape, index);
    const label = child(block, 'label') as HTMLLabelElement | null;
    const select = child(block, 'select') as HTMLSelectElement | null;
    if (label?.htmlFor !== id || label.textContent !== option.name) return null;
    if (select?.id !== id || !offers(select, option)) return null;
    selects.push(select);
  }

  const quantityBlock = child(form, 'div.sq-product-form__quantity');
  let quantity: HTMLInputElement | null = null;
  if (shape.quantity) {
    const id = quantityId(shape);
    const label = quantityBlock && (child(quantityBlock, 'label') as HTMLLabelElement | null);
    quantity = quantityBlock && (child(quantityBlock, 'input') as HTMLInputElement | null);
    if (label?.htmlFor !== id || label.textContent !== shape.quantity.label) return null;
    if (quantity?.id !== id || quantity.type !== 'number') return null;
  } else if (quantityBlock) {
    return null;
  }
  const audio = child(form, AUDIO);
  if (shape.audio ? !playsPreview(audio, shape.audio) : audio) return null;
  return { form, price, amount, selects, quantity, add, announcement };
}

/** Whether an audio element is the preview player the server writes for `audio`. */
function playsPreview(element: Element | null, audio: NonNullable<FormShape['audio']>): boolean {
  return (
    element !== null &&
    element.getAttribute('src') === audio.src &&
    element.getAttribute('aria-label') === audio.label &&
    element.hasAttribute('controls') &&
    element.getAttribute('preload') === 'none'
  );
}

/** The prompt, then each choice: a select's options as [value, text]. */
const optionList = (option: FormShape['options'][number]) => [
  ['', option.prompt],
  ...option.choices.map(({ value, label }) => [value, label]),
];

/** Whether a select offers the prompt, then exactly these choices, as the server writes them. */
function offers(select: HTMLSelectElement, option: FormShape['options'][number]): boolean {
  const expected = optionList(option);
  const found = Array.from(select.options, (o) => [o.value, o.text]);
  return (
    found.length === expected.length &&
    found.every(([value, text], i) => value === expected[i]?.[0] && text === expected[i]?.[1])
  );
}

function buildParts(host: HTMLElement, shape: FormShape): ProductFormParts {
  const doc = host.ownerDocument;
  const element = <K extends keyof HTMLElementTagNameMap>(name: K, className = '') => {
    const built = doc.createElement(name);
    if (className) built.className = className;
    return built;
  };
  const labelFor = (id: string, text: string) => {
    const label = element('label');
    label.htmlFor = id;
    label.textContent = text;
    return label;
  };

  const form = element('div', 'sq-product-form');
  const price = element('p', 'sq-product-form__price');
  const amount = element('span', 'sq-product-form__amount');
  price.append(amount);
  form.append(price);
  if (shape.audio) {
    const audio = element('audio', 'sq-product-form__audio');
    // The attributes in the order the server writes them.
    audio.setAttribute('controls', '');
    audio.setAttribute('preload', 'none');
    audio.setAttribute('src', shape.audio.src);
    audio.setAttribute('aria-label', shape.audio.label);
    form.append(audio);
  }

  const selects = shape.options.map((option, index) => {
    const block = element('div', 'sq-product-form__option');
    const select = element('select');
    select.id = optionId(shape, index);
    for (const [value, text] of optionList(option)) {
      const item = element('option');
      item.value = value as string;
      item.textContent = text as string;
      select.append(item);
    }
    block.append(labelFor(select.id, option.name), select);
    form.append(block);
    return select;
  });

  let quantity: HTMLInputElement | null = null;
  if (shape.quantity) {
    const block = element('div', 'sq-product-form__quantity');
    quantity = element('input');
    // The attributes in the order the server writes them.
    quantity.id = quantityId(shape);
    quantity.setAttribute('min', String(shape.quantity.min));
    quantity.setAttribute('max', String(shape.quantity.max));
    quantity.setAttribute('step', String(shape.quantity.step));
    quantity.setAttribute('type', 'number');
    quantity.setAttribute('value', shape.quantity.value);
    block.append(labelFor(quantity.id, shape.quantity.label), quantity);
    form.append(block);
  }

  const add = buildAddButton(doc);
  const announcement = element('span', 'sq-visually-hidden');
  announcement.setAttribute('aria-live', 'polite');
  form.append(add.button, add.status, announcement);
  host.replaceChildren(form);
  return { form, price, amount, selects, quantity, add, announcement };
}
