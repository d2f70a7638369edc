import { describe, expect, it } from 'vitest';
import { CART_PAGE_CSS } from '../cart-page/styles';
import { PILL_CART_CSS } from '../pill-cart/styles';
import { CORE_CSS, CORE_STYLES, injectStyles } from './styles';

const fresh = () => document.implementation.createHTMLDocument('page');
/** The class names a part's rules select. */
const classes = (css: string) =>
  new Set([...css.matchAll(/(?<![\w.])\.([a-z][\w-]*)/g)].map((m) => m[1]));

describe('the styles in parts', () => {
  it('the core keeps its id; every other part gets its own, once a page per key', () => {
    const doc = fresh();
    injectStyles(doc, CORE_STYLES, CORE_CSS);
    injectStyles(doc, CORE_STYLES, CORE_CSS);
    injectStyles(doc, 'pill-cart', PILL_CART_CSS);
    injectStyles(doc, 'pill-cart', PILL_CART_CSS);
    const ids = Array.from(doc.head.querySelectorAll('style'), (style) => style.id);
    expect(ids).toEqual(['sq-storefront-styles', 'sq-storefront-styles-pill-cart']);
    expect(doc.getElementById('sq-storefront-styles-pill-cart')?.textContent).toBe(PILL_CART_CSS);
  });

  it('the core holds only what every page needs: visually hidden text and the alert', () => {
    const core = [...classes(CORE_CSS)];
    expect(
      core.filter((name) => name !== 'sq-visually-hidden' && !name?.startsWith('sq-alert')),
    ).toEqual([]);
    expect(core).toContain('sq-visually-hidden');
    expect(core).toContain('sq-alert');
  });

  it('each element’s part styles only its own blocks', () => {
    const own = (css: string, blocks: string[]) =>
      [...classes(css)].filter((name) => !blocks.some((block) => name?.startsWith(block)));
    expect(own(PILL_CART_CSS, ['sq-pill-cart'])).toEqual([]);
    expect(own(CART_PAGE_CSS, ['sq-cart-page', 'sq-cart-item', 'sq-related'])).toEqual([]);
  });
});
