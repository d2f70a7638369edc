import { describe, expect, it } from 'vitest';
import products from '../../fixtures/products.json';
import { siteMoneyFormatter } from '../i18n/money-format';
import { resolveStrings } from '../i18n/strings';
import { optionLabel } from './option-labels';
import { decodeProduct } from './product';

const product = (id: string) => decodeProduct(products.find((p) => p.id === id));
const GIFT = product('5f1a00000000000000000007');
const TOTE = product('5f1a00000000000000000003');
const US = siteMoneyFormatter({});
const NBSP = '\u00a0';

describe('option labels [C-22]', () => {
  it("a gift card's denominations read as their prices, by the site's money formatter", () => {
    const strings = resolveStrings();
    expect(['$25', '$50', '$100'].map((v) => optionLabel(GIFT, 'Value', v, strings, US))).toEqual([
      '$25.00',
      '$50.00',
      '$100.00',
    ]);
    const euro = decodeProduct({
      structuredContent: {
        productType: 4,
        variants: [
          { sku: 'G25', attributes: { Wert: '25' }, priceMoney: { value: '25', currency: 'EUR' } },
        ],
      },
    });
    const french = siteMoneyFormatter({ locale: 'fr-FR', useCLDRMoneyFormat: true });
    expect(optionLabel(euro, 'Wert', '25', strings, french)).toBe(`25,00${NBSP}€`);
  });

  it("follow the site's giftCardValueDisplayText", () => {
    const strings = resolveStrings({ giftCardValueDisplayText: 'Card worth {price}' });
    expect(optionLabel(GIFT, 'Value', '$50', strings, US)).toBe('Card worth $50.00');
  });

  it('leave any other product’s values, and a value no variant has, as they are', () => {
    const strings = resolveStrings();
    expect(optionLabel(TOTE, 'Size', 'M', strings, US)).toBe('M');
    expect(optionLabel(GIFT, 'Value', '$999', strings, US)).toBe('$999');
  });
});
