import { describe, expect, it, vi } from 'vitest';
import { addedToCart } from '../../tests/helpers/api-answers';
import { freshPage } from '../../tests/helpers/dom';
import { contextScript, fixtureProducts } from '../../tests/helpers/page-context';

/**
 * A digital product with `structuredContent.audioAssetUrl` shows the browser's own player in its
 * `<sq-add-to-cart>` form: `<audio controls preload="none">` named 'Listen to a preview'. Only an
 * http(s) URL or one on the page's origin is played.
 */
const GUIDE = '5f1a00000000000000000004';
const MUG = '5f1a00000000000000000001';
const PREVIEW = '/demo-pages/audio/field-guide-preview.wav';

/** The page of `itemId`, its product's audio preview set to `audio` (undefined: the fixture's). */
function page(itemId: string, audio?: string, context: Record<string, unknown> = {}): string {
  const products = fixtureProducts();
  const product = products[itemId] as { structuredContent: Record<string, unknown> };
  if (audio !== undefined) {
    products[itemId] = {
      ...product,
      structuredContent: { ...product.structuredContent, audioAssetUrl: audio },
    };
  }
  return `${contextScript({ products, ...context })}<sq-add-to-cart item-id="${itemId}"></sq-add-to-cart>`;
}

const player = () => document.querySelector('sq-add-to-cart audio');
const button = () => document.querySelector('sq-add-to-cart .sq-add-to-cart__button');

describe('<sq-add-to-cart> of a digital product with an audio preview', () => {
  it('shows a named native player that loads nothing until played', async () => {
    await freshPage(page(GUIDE), () => addedToCart());
    const audio = player();
    expect(audio?.getAttribute('src')).toBe(PREVIEW);
    expect(audio?.getAttribute('aria-label')).toBe('Listen to a preview');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('preload')).toBe('none');
    expect(button()?.textContent).toBe('Add To Cart');
  });

  it("names it with the site's own text", async () => {
    await freshPage(
      page(GUIDE, undefined, { localizedStrings: { productAudioPreviewText: 'Hear a sample' } }),
      () => addedToCart(),
    );
    expect(player()?.getAttribute('aria-label')).toBe('Hear a sample');
  });

  it('plays an https URL elsewhere as written', async () => {
    await freshPage(page(GUIDE, 'https://cdn.example/guide.mp3'), () => addedToCart());
    expect(player()?.getAttribute('src')).toBe('https://cdn.example/guide.mp3');
  });

  it('refuses any other URL: no player, one console error, the form still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await freshPage(page(GUIDE, 'javascript:alert(1)'), () => addedToCart());
    expect(player()).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /^sq-storefront: <sq-add-to-cart>: the audio preview of item "5f1a00000000000000000004" is not an http\(s\) or same-origin URL/,
    );
    expect(button()?.textContent).toBe('Add To Cart');
  });

  it('only a digital product has one', async () => {
    await freshPage(page(MUG, PREVIEW), () => addedToCart());
    expect(player()).toBeNull();
  });
});
