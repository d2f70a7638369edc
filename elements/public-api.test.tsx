import { describe, expect, it, vi } from 'vitest';
import { addedToCart, jsonResponse } from '../tests/helpers/api-answers';
import { freshPage, settle } from '../tests/helpers/dom';

const added = () => addedToCart(4);

describe('window.Sq and DOM events for page scripts', () => {
  it('adds through Sq.addToCart, tells Sq.on listeners and bubbling sq:cart:* events, and updates the pill', async () => {
    await freshPage('<sq-pill-cart></sq-pill-cart>', added);
    const sq = window.Sq;
    if (!sq) throw new Error('window.Sq is missing');
    const viaApi = vi.fn();
    const off = sq.on('cart:entry-added', viaApi);
    const viaDom: string[] = [];
    for (const name of ['sq:cart:recalculate-start', 'sq:cart:entry-added', 'sq:cart:updated']) {
      // Dispatched on document and bubbling, so a listener on window hears them too.
      window.addEventListener(name, (event) => viaDom.push(event.type));
    }

    await sq.addToCart({ itemId: 'item-1', sku: 'SKU-1', quantity: 4 });
    await settle();

    expect(viaApi).toHaveBeenCalledWith(
      expect.objectContaining({ entry: expect.objectContaining({ id: 'entry-1' }) }),
    );
    expect(viaDom).toEqual(['sq:cart:recalculate-start', 'sq:cart:entry-added', 'sq:cart:updated']);
    expect(sq.getCart().totalQuantity).toBe(4);
    expect(document.querySelector('.sq-pill-cart__quantity')?.textContent).toBe('4');
    off();
  });

  it('rejects Sq.addToCart with the error kind a page script can act on', async () => {
    await freshPage('', () => jsonResponse({ message: 'Too many requests.' }, 429));
    const seen: unknown[] = [];
    document.addEventListener('sq:cart:error', (event) => seen.push((event as CustomEvent).detail));
    await expect(
      window.Sq?.addToCart({ itemId: 'i', sku: 's', quantity: 1 }),
    ).rejects.toMatchObject({
      kind: 'rate-limit',
      status: 429,
    });
    expect(seen).toEqual([{ action: 'add', message: 'Too many requests.', status: 429 }]);
  });
});
