import { describe, expect, it } from 'vitest';
import products from '../fixtures/products.json';
import { addedToCart } from '../tests/helpers/api-answers';
import { freshPage, settle } from '../tests/helpers/dom';
import { contextScript } from '../tests/helpers/page-context';

// Template markup announces a picked variant's price in the site's money format: a German euro
// store's (website.locale de-DE with useCLDRMoneyFormat) as de-DE writes it [C-07]. The price
// shown is the server's own (its variant views); only the spoken price is the bundle's.
const NBSP = '\u00a0';
const TOTE = '5f1a00000000000000000003';
const euroTote = JSON.parse(
  JSON.stringify(products.find((p) => p.id === TOTE)).replaceAll('"USD"', '"EUR"'),
);
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The variants-select and add-to-cart-btn formatters' markup, reduced to what the binders read. */
function totePage(): string {
  const select = (name: string, values: string[]) =>
    `<select aria-label="Select ${name}" data-variant-option-name="${name}"><option value="">Select ${name}</option>${values
      .map((v) => `<option value="${v}">${v}</option>`)
      .join('')}</select>`;
  return `${contextScript({
    website: { locale: 'de-DE', useCLDRMoneyFormat: true },
    storeSettings: { currencyCode: 'EUR', variantOptionOrdering: ['Size', 'Color'] },
    products: { [TOTE]: euroTote },
  })}<article>
    <div class="product-variants" data-item-id="${TOTE}" data-variants="${attr(JSON.stringify(euroTote.structuredContent.variants))}">
      ${select('Size', ['S', 'M', 'L'])}${select('Color', ['Natural', 'Black'])}
    </div>
    <div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="${TOTE}" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>
  </article>`;
}

async function choose(name: string, value: string): Promise<void> {
  const control = document.querySelector<HTMLSelectElement>(
    `select[data-variant-option-name="${name}"]`,
  );
  if (!control) throw new Error(`no select ${name}`);
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

const status = () =>
  document.querySelector('.sqs-add-to-cart-button-wrapper [role="status"]')?.textContent;

describe('template markup in a German euro store', () => {
  it('announces the picked variant’s price in de-DE', async () => {
    await freshPage(totePage(), () => addedToCart());
    await choose('Size', 'M');
    await choose('Color', 'Black');
    expect(status()).toBe(`28,00${NBSP}€`);
  });
});
