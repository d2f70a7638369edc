import { beforeAll, describe, expect, it } from 'vitest';
import { readShopData, type ShopData } from '../server/site-data/shop-data';
import {
  enUsCldr,
  type PageTemplates,
  pageEngine,
  readTemplates,
  renderPage,
} from '../server/templates/pages';
import { productPageData } from '../server/views/shop-page';
import { emptyCart } from '../src/commerce/empty-cart';
import { jsonResponse } from '../tests/helpers/api-answers';
import { freshPage, settle } from '../tests/helpers/dom';

/**
 * The script and the engine agree: on every fixture product page, rendered by the server's own
 * templates and data, for every variant a shopper can pick, what the page shows once the script
 * has applied the choice (price, mark, the button's sold-out state, the scarcity line) is what the
 * engine renders for the product with that variant chosen.
 */

let data: ShopData;
let templates: PageTemplates;
beforeAll(async () => {
  data = await readShopData(process.cwd());
  templates = await readTemplates('fixtures/templates');
});

type Json = Record<string, unknown>;
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What a shopper sees of a product's price, mark, button and scarcity in `root`. */
function shown(root: ParentNode) {
  const mark = Array.from(root.querySelectorAll('.product-mark')).find(
    (m) => !m.hasAttribute('hidden'),
  );
  return {
    price: squash(root.querySelector('.product-price')?.textContent),
    mark: mark ? [mark.className, squash(mark.textContent)] : null,
    scarcity: Array.from(root.querySelectorAll('.product-scarcity'))
      .filter((line) => !line.hasAttribute('hidden'))
      .map((line) => squash(line.textContent)),
  };
}

/** The engine's price, status and scarcity for the product with only `variant`, as the server renders them. */
function engineRender(slug: string, variant: Json | null) {
  const products = data.products.map((p) =>
    p.urlSlug === slug && variant
      ? { ...p, structuredContent: { ...p.structuredContent, variants: [variant] } }
      : p,
  );
  const json = productPageData({ ...data, products }, slug);
  const { ctx } = pageEngine().execute({
    code: '{.section item}{@|product-price}{@|product-status}{@|product-scarcity}{.end}',
    json,
    partials: {},
    cldr: enUsCldr(),
  });
  const root = document.createElement('div');
  root.innerHTML = ctx.render();
  const mark = root.querySelector('.product-mark');
  const soldOut = mark?.classList.contains('sold-out') === true;
  return {
    soldOut,
    soldOutText: squash(mark?.textContent),
    shown: {
      price: squash(root.querySelector('.product-price')?.textContent),
      mark: mark ? [mark.className, squash(mark.textContent)] : null,
      // The engine writes each variant's line hidden; the script shows the picked one while in stock.
      scarcity: Array.from(root.querySelectorAll('.product-scarcity'))
        .filter((line) => (variant ? !soldOut : !line.hasAttribute('hidden')))
        .map((line) => squash(line.textContent)),
    },
  };
}

async function openPage(slug: string): Promise<void> {
  const { html } = renderPage(pageEngine(), templates, 'product', productPageData(data, slug));
  // Without the script and stylesheet links: the test boots the bundle's code itself.
  const page = html.replace(/<script src=[^>]*><\/script>|<link [^>]*>/g, '');
  await freshPage(page, () => jsonResponse(emptyCart()));
}

async function pick(attributes: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(attributes)) {
    const select = document.querySelector<HTMLSelectElement>(
      `.product-variants select[data-variant-option-name="${name}"]`,
    );
    if (!select) throw new Error(`no select ${name}`);
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
  }
}

function expectAgreement(expected: ReturnType<typeof engineRender>): void {
  const button = document.querySelector('.sqs-add-to-cart-button');
  const label = squash(button?.querySelector('.sqs-add-to-cart-button-inner')?.textContent);
  expect(shown(document.body)).toEqual(expected.shown);
  if (expected.soldOut) {
    expect(label).toBe(expected.soldOutText);
    expect(button?.getAttribute('aria-disabled')).toBe('true');
  } else {
    expect(label).toBe(button?.getAttribute('data-original-label'));
    expect(button?.hasAttribute('aria-disabled')).toBe(false);
  }
}

describe('store markup follows the engine for every fixture product and variant choice', () => {
  it('every product page shows, before any choice, what the engine renders for the product', async () => {
    for (const product of data.products) {
      await openPage(product.urlSlug);
      expectAgreement(engineRender(product.urlSlug, null));
    }
  });

  it('each variant picked shows the engine’s price, mark, sold-out state and scarcity for it', async () => {
    let picks = 0;
    for (const product of data.products) {
      const variants = (product.structuredContent.variants ?? []) as Json[];
      if (variants.length < 2) continue;
      await openPage(product.urlSlug);
      for (const variant of variants) {
        await pick(variant.attributes as Record<string, string>);
        expectAgreement(engineRender(product.urlSlug, variant));
        picks++;
      }
      // Undoing the choice brings back the product's own markup.
      await pick(
        Object.fromEntries(Object.keys(variants[0]?.attributes ?? {}).map((n) => [n, ''])),
      );
      expectAgreement(engineRender(product.urlSlug, null));
    }
    expect(picks).toBeGreaterThanOrEqual(8);
  });

  it('paywalled and unknown product types are unavailable on the page and to the button alike', async () => {
    for (const slug of ['members-field-notes', 'mystery-parcel']) {
      await openPage(slug);
      const expected = engineRender(slug, null);
      expect(expected.soldOut).toBe(true);
      expectAgreement(expected);
    }
  });
});
