// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { parsePageContext } from '../contract/page-context';
import { mainProductId, pageViewData, recordHitForm } from './page-view';

const MUG = '5f1a00000000000000000001';
const TOTE = '5f1a00000000000000000003';
const products = { [MUG]: { id: MUG, recordType: 11 }, [TOTE]: { id: TOTE, recordType: 11 } };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page view [T-05]', () => {
  it('carries the site, template, locale, browser, sizes, URL, title and the item with its record type', () => {
    history.replaceState(null, '', '/shop/ceramic-mug?utm_source=x');
    document.title = 'Ceramic Mug';
    const context = parsePageContext({
      website: { id: 'w1', locale: 'de_DE' },
      analytics: { templateId: 't9' },
      products,
    });
    const data = pageViewData(context, window, 1_700_000_000_000, MUG);
    expect(data).toEqual({
      websiteId: 'w1',
      templateId: 't9',
      website_locale: 'de-DE',
      userAgent: navigator.userAgent,
      clientDate: 1_700_000_000_000,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
      url: `${location.origin}/shop/ceramic-mug?utm_source=x`,
      title: 'Ceramic Mug',
      itemId: MUG,
      recordType: 11,
    });
  });

  it('names the collection on a collection page, and no record type', () => {
    const context = parsePageContext({ analytics: { collectionId: 'c1', websiteId: 'w2' } });
    const data = pageViewData(context, window, 1, null);
    expect(data).toMatchObject({ websiteId: 'w2', itemId: null, collectionId: 'c1' });
    expect(data).not.toHaveProperty('recordType');
  });

  it('is RecordHit form fields: event "view", data as JSON text, ss_cvr (empty without consent)', () => {
    const form = recordHitForm({ url: 'https://shop.test/' }, 'v|1|1|1|1');
    expect(Object.fromEntries(form)).toEqual({
      event: 'view',
      data: '{"url":"https://shop.test/"}',
      ss_cvr: 'v|1|1|1|1',
    });
    expect(recordHitForm({ url: 'https://shop.test/' }, null).get('ss_cvr')).toBe('');
  });
});

describe("the page's main product", () => {
  const page = (html: string, sections: Record<string, unknown> = { products }) => {
    document.body.innerHTML = html;
    return mainProductId(document, parsePageContext(sections));
  };

  it('is the page context’s analytics item, when it names one', () => {
    expect(
      page(`<sq-add-to-cart item-id="${TOTE}"></sq-add-to-cart>`, {
        products,
        analytics: { itemId: MUG },
      }),
    ).toBe(MUG);
  });

  it('else the first product in the product-page view, by element or by store markup', () => {
    expect(page(`<sq-add-to-cart item-id="${TOTE}"></sq-add-to-cart>`)).toBe(TOTE);
    expect(
      page(`<div class="sqs-add-to-cart-button" role="button" data-item-id="${MUG}"></div>`),
    ).toBe(MUG);
  });

  it('a product in a list, a quick-add button of a product the page does not hold, or none: no main product', () => {
    expect(
      page(
        `<ul data-sq-view="product-list"><li><div class="sqs-add-to-cart-button" data-item-id="${MUG}"></div></li></ul>` +
          `<sq-add-to-cart item-id="${TOTE}" view="product-list"></sq-add-to-cart>`,
      ),
    ).toBeNull();
    expect(page('<sq-add-to-cart item-id="other" sku="S"></sq-add-to-cart>')).toBeNull();
    expect(page('<p>About us</p>')).toBeNull();
  });
});
