import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addedToCart, jsonResponse } from '../../tests/helpers/api-answers';
import { advance, click, freshPage, settle } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';
import { alertDialog } from '../shared/dialogs/alert-on-demand';

const SERVER_MARKUP =
  '<button type="button" class="sq-add-to-cart__button" data-state="idle"><span class="sq-add-to-cart__label">Add To Cart</span></button><span class="sq-visually-hidden" role="status"></span>';
const html = (attributes = 'item-id="item-1" sku="SKU-1"') =>
  `<sq-add-to-cart ${attributes}>${SERVER_MARKUP}</sq-add-to-cart>`;

const added = (quantity: number) => addedToCart(quantity);

const button = () => document.querySelector<HTMLButtonElement>('sq-add-to-cart button');

// The alert comes on demand, fetched at a press: here its module is in from the start, so each
// alert shows within the press's settling, as it does once the press has fetched it.
beforeAll(() => alertDialog.load());

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

describe('<sq-add-to-cart>', () => {
  it('hydrates over the server markup without duplicating it', async () => {
    await freshPage(html(), () => added(1));
    const host = document.querySelector('sq-add-to-cart');
    expect(host?.hasAttribute('data-hydrated')).toBe(true);
    expect(host?.querySelectorAll('button')).toHaveLength(1);
    expect(button()?.textContent).toBe('Add To Cart');
  });

  it('goes Adding… → Added! 1 s after the response → idle 2 s later, posting the attributes', async () => {
    const { requests } = await freshPage(html('item-id="item-1" sku="SKU-1" quantity="3"'), () =>
      added(3),
    );
    await click(button());
    expect(button()?.textContent).toBe('Adding…');
    const [add, event] = requests;
    expect(requests).toHaveLength(2);
    expect(await add?.json()).toEqual({ itemId: 'item-1', sku: 'SKU-1', quantity: 3 });
    // A successful add sends the add-to-cart visitor event [U-05].
    expect(new URL(event?.url ?? '').pathname).toBe('/api/v1/clanker/events');
    expect((await event?.json())?.eventContent).toMatchObject({
      name: 'add_to_cart',
      itemIds: ['item-1'],
    });
    await advance(999);
    expect(button()?.textContent).toBe('Adding…');
    await advance(1);
    expect(button()?.textContent).toBe('Added!');
    expect(document.querySelector('sq-add-to-cart [role="status"]')?.textContent).toBe('Added!');
    await advance(1999);
    expect(button()?.textContent).toBe('Added!');
    await advance(1);
    expect(button()?.textContent).toBe('Add To Cart');
  });

  it('takes every item id the API takes: one with a dot is live and is posted as written', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = await freshPage(html('item-id="a.b" sku="SKU.1"'), () => added(1));
    expect(document.querySelector('sq-add-to-cart')?.hasAttribute('data-hydrated')).toBe(true);
    expect(button()?.disabled).toBe(false);
    await click(button());
    expect(await requests[0]?.json()).toEqual({ itemId: 'a.b', sku: 'SKU.1', quantity: 1 });
    expect(error).not.toHaveBeenCalled();
  });

  it('ignores clicks while adding', async () => {
    const { requests } = await freshPage(html(), () => added(1));
    await click(button());
    await click(button());
    await advance(1000);
    await click(button());
    expect(requests.filter((r) => r.url.includes('/shopping-cart/entries'))).toHaveLength(1);
  });

  it('on a 429 shows the alert "Unable to Add Item" with the spec message and is idle 1 s later', async () => {
    await freshPage(html(), () => jsonResponse({ message: 'Too many requests.' }, 429));
    await click(button());
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute('role')).toBe('alertdialog');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Unable to Add Item');
    expect(dialog?.textContent).toContain('Please try again in a few seconds.');
    expect(button()?.textContent).toBe('Adding…');
    await advance(1000);
    expect(button()?.textContent).toBe('Add To Cart');
    await click(dialog?.querySelector('button') ?? null);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it("shows the server's own message for other failures", async () => {
    await freshPage(html(), () =>
      jsonResponse({ message: 'Sorry, we do not have enough of that item available.' }, 409),
    );
    await click(button());
    expect(document.querySelector('dialog')?.textContent).toContain(
      'Sorry, we do not have enough of that item available.',
    );
  });

  it('bad markup: one console error naming element and attribute, inert server markup, no request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = await freshPage(html('item-id="item-1" sku="SKU-1" quantity="lots"'), () =>
      added(1),
    );
    const host = document.querySelector('sq-add-to-cart') as HTMLElement;
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/<sq-add-to-cart>.*"quantity"/);
    expect(host.hasAttribute('data-hydrated')).toBe(false);
    expect(button()?.disabled).toBe(true);
    await click(button());
    expect(requests).toHaveLength(0);

    // Fixing the attribute brings the element to life.
    host.setAttribute('quantity', '2');
    await settle();
    expect(host.hasAttribute('data-hydrated')).toBe(true);
    expect(button()?.disabled).toBe(false);

    // Breaking it again puts the server markup back, inert, and says so once more.
    host.setAttribute('quantity', '-3');
    await settle();
    expect(host.hasAttribute('data-hydrated')).toBe(false);
    expect(host.querySelectorAll('button')).toHaveLength(1);
    expect(button()?.disabled).toBe(true);
    expect(button()?.textContent).toBe('Add To Cart');
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('removing an attribute falls back to its default instead of keeping the old value', async () => {
    const { requests } = await freshPage(html('item-id="item-1" sku="SKU-1" quantity="5"'), () =>
      added(1),
    );
    document.querySelector('sq-add-to-cart')?.removeAttribute('quantity');
    await settle();
    await click(button());
    expect(await requests[0]?.json()).toMatchObject({ quantity: 1 });
  });

  it("uses the site's localized button text", async () => {
    await freshPage(
      `${contextScript({ localizedStrings: { productAddToCartText: 'In den Warenkorb' } })}${html()}`,
      () => added(1),
    );
    expect(button()?.textContent).toBe('In den Warenkorb');
  });

  it('a button-text attribute overrides the site text for that button only', async () => {
    await freshPage(
      `${contextScript({ localizedStrings: { productAddToCartText: 'Buy' } })}${html('item-id="a" sku="b" button-text="Pre-order"')}${html()}`,
      () => added(1),
    );
    const labels = Array.from(
      document.querySelectorAll('sq-add-to-cart .sq-add-to-cart__button'),
      (b) => b.textContent,
    );
    expect(labels).toEqual(['Pre-order', 'Buy']);
  });

  it('an add updates every pill on the page through the shared store', async () => {
    await freshPage(`${html()}<sq-pill-cart></sq-pill-cart><sq-pill-cart></sq-pill-cart>`, () =>
      added(2),
    );
    const pills = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('sq-pill-cart a'));
    expect(pills().every((a) => a.hidden)).toBe(true);
    await click(button());
    const counts = pills().map((a) => [
      a.hidden,
      a.querySelector('.sq-pill-cart__quantity')?.textContent,
    ]);
    expect(counts).toEqual([
      [false, '2'],
      [false, '2'],
    ]);
  });
});
