// <sq-add-to-cart> in a browser that blocks cookies: the add is not sent and the visitor is told.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addedToCart } from '../../tests/helpers/api-answers';
import { click, freshPage } from '../../tests/helpers/dom';
import { alertDialog } from '../shared/dialogs/alert-on-demand';

const html =
  '<sq-add-to-cart item-id="item-1" sku="SKU-1"><button type="button" class="sq-add-to-cart__button" data-state="idle"><span class="sq-add-to-cart__label">Add To Cart</span></button><span class="sq-visually-hidden" role="status"></span></sq-add-to-cart>';

// The alert's module is in from the start, so it shows within the press's settling.
beforeAll(() => alertDialog.load());
afterEach(() => vi.restoreAllMocks());

describe('<sq-add-to-cart> with cookies disabled', () => {
  it('pressing Add To Cart asks to enable cookies and posts no add', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const { requests } = await freshPage(html, () => addedToCart(1));
    await click(document.querySelector('sq-add-to-cart button'));
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.textContent).toContain(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
    expect(requests.filter((r) => r.url.includes('/shopping-cart/entries'))).toHaveLength(0);
  });
});
