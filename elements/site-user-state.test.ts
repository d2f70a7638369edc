// The site-user cookie decides one thing for the visitor's elements: whether the cart loads at start.
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCart } from '../src/commerce/empty-cart';
import { jsonResponse } from '../tests/helpers/api-answers';
import { freshPage } from '../tests/helpers/dom';
import { contextScript } from '../tests/helpers/page-context';

const note = {
  id: 'form-note',
  fields: [{ id: 'n', type: 'text', title: 'Note', required: true }],
};

const PAGE = `${contextScript({ forms: { [note.id]: note } })}
<sq-add-to-cart item-id="item-1" sku="SKU-1"></sq-add-to-cart>
<sq-pill-cart></sq-pill-cart>
<sq-custom-form form-id="${note.id}"></sq-custom-form>`;

const CART_PATH = '/api/commerce/shopping-cart';
const SIGNED_IN = encodeURIComponent('{"authenticated":true,"siteUserId":"m1"}');

/** The page as rendered, and the paths it called, with or without a signed-in site user. */
async function visit(signedIn: boolean) {
  document.cookie = signedIn
    ? `SiteUserInfo=${SIGNED_IN}; path=/`
    : 'SiteUserInfo=; max-age=0; path=/';
  // The signed-in visitor's cart is empty, so a loaded cart shows nothing more.
  const { requests } = await freshPage(PAGE, () => jsonResponse(emptyCart()));
  return {
    html: document.body.innerHTML,
    paths: requests.map((r) => new URL(r.url).pathname),
  };
}

afterEach(() => {
  document.cookie = 'SiteUserInfo=; max-age=0; path=/';
});

describe('the signed-in state', () => {
  it('changes only whether the cart loads at start: the elements render the same', async () => {
    const signedOut = await visit(false);
    const signedIn = await visit(true);
    expect(signedOut.paths).not.toContain(CART_PATH);
    expect(signedIn.paths).toContain(CART_PATH);
    expect(signedIn.paths.filter((p) => p !== CART_PATH)).toEqual(signedOut.paths);
    expect(signedIn.html).toBe(signedOut.html);
    expect(signedIn.html).toContain('Add To Cart');
  });
});
