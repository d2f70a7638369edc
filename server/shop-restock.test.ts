import { beforeAll, describe, expect, it } from 'vitest';
import { readShopData, type ShopData } from './site-data/shop-data';
import { type PageTemplates, pageEngine, readTemplates, renderPage } from './templates/pages';
import { productPageData, shopPageData } from './views/shop-page';

/**
 * The shop's product pages carry the engine's back-in-stock markup for what is sold out, on the
 * views the merchant listed, with the data the engine's formatter reads.
 */
const SCARF = '5f1a00000000000000000005';
const TOTE = '5f1a00000000000000000003';
const MUG = '5f1a00000000000000000001';

let data: ShopData;
let templates: PageTemplates;
beforeAll(async () => {
  data = await readShopData(process.cwd());
  templates = await readTemplates('fixtures/templates');
});

type Page = {
  productMerchandisingContext: Record<string, Record<string, unknown>>;
  sqContext: { merchandising: Record<string, unknown> };
};
const blocksOf = (html: string) =>
  html.match(/<div class="product-restock-notification"[^>]*>/g) ?? [];
const render = (page: unknown) => renderPage(pageEngine(), templates, 'product', page).html;

describe('back-in-stock markup on the shop’s pages', () => {
  it('a sold-out product without options: one block, shown, with the texts and settings the bundle uses', () => {
    const page = productPageData(data, 'wool-scarf') as Page;
    expect(page.productMerchandisingContext[SCARF]).toMatchObject({
      restockNotificationViews: [{ variantId: 'SQ-SCARF-01', hiddenByDefault: false }],
      restockNotificationMessages: {
        buttonText: 'Notify Me',
        CTAText: 'Get notified when this product is back in stock.',
        placeholderText: 'Email Address',
        mailingListDescription: 'Also send me news from the studio',
      },
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: false,
    });
    expect(page.sqContext.merchandising[SCARF]).toMatchObject({
      restockNotificationViews: ['product-page'],
    });
    const html = render(page);
    expect(blocksOf(html)).toEqual([
      `<div class="product-restock-notification" data-product-id="${SCARF}" data-variant-id="SQ-SCARF-01">`,
    ]);
    expect(html).toContain('placeholder="Email Address"');
    expect(html).toContain('Also send me news from the studio');
    // The site has a captcha: the block has its container.
    expect(html).toContain('<div class="captcha-container"></div>');
  });

  it('a product with options: a hidden block per sold-out variant only', () => {
    const html = render(productPageData(data, 'canvas-tote'));
    expect(blocksOf(html)).toEqual([
      `<div class="product-restock-notification" data-product-id="${TOTE}" data-variant-id="SQ-TOTE-L-NAT" hidden>`,
    ]);
    expect(html).not.toContain('isJoinMailingList');
  });

  it('follows live stock: a restocked product has no block, and one in stock never had one', () => {
    const stock = new Map([['SQ-SCARF-01', { qtyInStock: 4, unlimited: false }]]);
    expect(blocksOf(render(productPageData(data, 'wool-scarf', stock)))).toEqual([]);
    const mug = productPageData(data, 'ceramic-mug') as Page;
    expect(mug.productMerchandisingContext[MUG]).toBeUndefined();
    expect(blocksOf(render(mug))).toEqual([]);
  });

  it('a view the merchant did not list (the shop’s list) gets no restock view', () => {
    const page = shopPageData(data) as Page;
    expect(page.productMerchandisingContext[SCARF]).toMatchObject({
      restockNotificationViews: [],
    });
    expect(page.productMerchandisingContext[TOTE]).toMatchObject({
      restockNotificationViews: [],
    });
  });
});
