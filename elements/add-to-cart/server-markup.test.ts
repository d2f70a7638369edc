import { readdirSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addedToCart } from '../../tests/helpers/api-answers';
import { click, fieldByLabel, freshPage, setField, settle } from '../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../tests/helpers/page-context';

/**
 * The element keeps the server's markup and updates it in place (the demo pages' markup is the
 * server's, written from the React element's render), and builds exactly that markup when it
 * has none. tests/e2e/hydration.spec.ts checks the same in a browser.
 */
const TOTE = '5f1a00000000000000000003';
const added = () => addedToCart(1, 'cart-9');

/** Each demo page's context script and its `<sq-add-to-cart>` elements, as the server wrote them. */
const demoPages = readdirSync('demo-pages')
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFileSync(`demo-pages/${file}`, 'utf8');
    const context = html.match(
      /<script type="application\/json" id="sq-context">[\s\S]*?<\/script>/,
    );
    const elements = html.match(/<sq-add-to-cart\b[^>]*>.*?<\/sq-add-to-cart>/g) ?? [];
    return { file, context: context?.[0] ?? '', elements };
  })
  .filter((page) => page.elements.length > 0);

/** The children a markup string parses to. */
function parsed(html: string): ChildNode[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from((template.content.firstElementChild as Element).childNodes);
}

/** Whether an element's children are equal to these nodes, one by one. */
function sameChildren(element: Element, nodes: ChildNode[]): boolean {
  return (
    element.childNodes.length === nodes.length &&
    nodes.every((node, index) => node.isEqualNode(element.childNodes[index] ?? null))
  );
}

const hosts = () => Array.from(document.querySelectorAll('sq-add-to-cart'));

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

describe('<sq-add-to-cart> over server markup', () => {
  it.each(demoPages)('$file: keeps every node of the server markup, unchanged', async (page) => {
    // Every change inside an element from the moment its markup is parsed.
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    await freshPage(`${page.context}${page.elements.join('')}`, added);
    observer.disconnect();
    for (const [index, host] of hosts().entries()) {
      expect(host.hasAttribute('data-hydrated')).toBe(true);
      expect(sameChildren(host, parsed(page.elements[index] as string))).toBe(true);
    }
    // (This DOM records the parser's own insertions as childList changes; the element's would
    // remove nodes or change attributes or texts.)
    const inside = changes.filter((change) => {
      if (change.type === 'childList' && change.removedNodes.length === 0) return false;
      const target = change.target instanceof Element ? change.target : change.target.parentElement;
      const marked =
        change.attributeName === 'data-hydrated' && target?.localName === 'sq-add-to-cart';
      return !marked && target?.closest('sq-add-to-cart');
    });
    expect(inside).toEqual([]);
  });

  it.each(demoPages)('$file: an empty element builds exactly the server markup', async (page) => {
    const empty = page.elements.map((html) =>
      html.replace(/>.*<\/sq-add-to-cart>$/, '></sq-add-to-cart>'),
    );
    await freshPage(`${page.context}${empty.join('')}`, added);
    for (const [index, host] of hosts().entries()) {
      expect(sameChildren(host, parsed(page.elements[index] as string))).toBe(true);
    }
  });

  it('updates the server nodes in place as the shopper chooses and adds', async () => {
    const product = demoPages.find((page) => page.file === 'product.html');
    if (!product) throw new Error('no product.html');
    await freshPage(`${product.context}${product.elements.join('')}`, added);
    const host = hosts()[0] as HTMLElement;
    const [form, amount, size, button, status] = [
      '.sq-product-form',
      '.sq-product-form__amount',
      'select',
      '.sq-add-to-cart__button',
      '[role="status"]',
    ].map((selector) => host.querySelector(selector));
    await setField(fieldByLabel('Size'), 'M');
    await setField(fieldByLabel('Color'), 'Black');
    expect(amount?.textContent).toBe('$28.00');
    // The scarcity line comes in just before the button.
    expect(button?.previousElementSibling?.textContent).toBe('Only 3 left');
    await click(button ?? null);
    expect(button?.textContent).toBe('Adding…');
    expect(status?.textContent).toBe('Adding…');
    expect([
      host.querySelector('.sq-product-form'),
      host.querySelector('.sq-product-form__amount'),
      host.querySelector('select'),
      host.querySelector('.sq-add-to-cart__button'),
      host.querySelector('[role="status"]'),
    ]).toEqual([form, amount, size, button, status]);
  });

  it('markup missing a part is replaced by the full markup', async () => {
    const product = demoPages.find((page) => page.file === 'product.html');
    if (!product) throw new Error('no product.html');
    const server = product.elements[0] as string;
    // Without the polite announcement region.
    const incomplete = server.replace(
      '<span class="sq-visually-hidden" aria-live="polite"></span>',
      '',
    );
    await freshPage(`${product.context}${incomplete}`, added);
    expect(sameChildren(hosts()[0] as Element, parsed(server))).toBe(true);
  });

  it('quick-add markup without its label span is rebuilt as the button and its status region', async () => {
    await freshPage(
      '<sq-add-to-cart item-id="item-1" sku="SKU-1"><button type="button" class="sq-add-to-cart__button">Add To Cart</button></sq-add-to-cart>',
      added,
    );
    expect(hosts()[0]?.innerHTML).toBe(
      '<button type="button" class="sq-add-to-cart__button" data-state="idle"><span class="sq-add-to-cart__label">Add To Cart</span></button><span class="sq-visually-hidden" role="status"></span>',
    );
  });
});

describe('<sq-add-to-cart> elements of one product', () => {
  const page = (elements: string) => `${contextScript({ products: fixtureProducts() })}${elements}`;

  it('share the choice: a second form follows the first, and adds what was chosen', async () => {
    const { requests } = await freshPage(
      page(
        `<sq-add-to-cart item-id="${TOTE}" id="a"></sq-add-to-cart><sq-add-to-cart item-id="${TOTE}" id="b"></sq-add-to-cart>`,
      ),
      added,
    );
    const a = document.getElementById('a') as HTMLElement;
    const b = document.getElementById('b') as HTMLElement;
    const choose = (host: HTMLElement, index: number, value: string) =>
      setField(host.querySelectorAll('select')[index] as HTMLSelectElement, value);
    await choose(a, 0, 'M');
    await choose(a, 1, 'Black');
    expect(Array.from(b.querySelectorAll('select'), (s) => s.value)).toEqual(['M', 'Black']);
    expect(b.querySelector('.sq-product-form__amount')?.textContent).toBe('$28.00');
    await click(b.querySelector('.sq-add-to-cart__button'));
    expect(await requests[0]?.json()).toEqual({ itemId: TOTE, sku: 'SQ-TOTE-M-BLK', quantity: 1 });
    // Only the pressed button shows the add.
    expect(a.querySelector('.sq-add-to-cart__button')?.textContent).toBe('Add To Cart');
  });
});

describe('<sq-add-to-cart> attributes', () => {
  const page = (elements: string) => `${contextScript({ products: fixtureProducts() })}${elements}`;

  it('a bad item-id on a product form: inert, one console error naming item-id, nothing sent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = await freshPage(
      page('<sq-add-to-cart item-id="no good"></sq-add-to-cart>'),
      added,
    );
    const host = hosts()[0] as HTMLElement;
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /<sq-add-to-cart>: invalid attribute "item-id"/,
    );
    expect(host.inert).toBe(true);
    expect(host.hasAttribute('data-hydrated')).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('the same problem is said once; a changed button-text or item-id binds again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await freshPage(
      page('<sq-add-to-cart item-id="5f1a00000000000000000001" sku="SQ-MUG-01"></sq-add-to-cart>'),
      added,
    );
    const host = hosts()[0] as HTMLElement;
    const label = () => host.querySelector('.sq-add-to-cart__button')?.textContent;
    expect(label()).toBe('Add To Cart');
    host.setAttribute('button-text', 'Pre-order');
    await settle();
    expect(label()).toBe('Pre-order');

    host.setAttribute('quantity', 'x');
    await settle();
    // Another attribute changes; the problem stays the same, and is not said again.
    host.setAttribute('button-text', 'Pre-order now');
    await settle();
    host.setAttribute('button-text', 'Pre-order');
    await settle();
    expect(error).toHaveBeenCalledOnce();
    expect(host.inert).toBe(true);

    // Now a product form: the sku goes, the product of another item id is in the context.
    host.removeAttribute('quantity');
    host.removeAttribute('sku');
    host.setAttribute('item-id', TOTE);
    await settle();
    expect(host.inert).toBe(false);
    expect(host.hasAttribute('data-hydrated')).toBe(true);
    expect(host.querySelectorAll('select')).toHaveLength(2);
    expect(label()).toBe('Pre-order');
    expect(host.querySelector<HTMLButtonElement>('.sq-add-to-cart__button')?.disabled).toBe(false);
  });
});
