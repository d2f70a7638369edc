import { describe, expect, it } from 'vitest';
import forms from '../../fixtures/forms.json';
import { decodeForm } from '../forms/form-model';
import { moneyFormatter } from '../i18n/money-format';
import { variantText } from './cart-entry-text';
import { entryAnswers, entryNeedsDetails, minimumSubtotalProblem } from './checkout-rules';
import { continueShoppingUrl } from './urls';

const engraving = decodeForm(forms.find((f) => f.id === 'form-engraving'));
const options = { maxLengthEnabled: true };
const LEGACY = moneyFormatter({});

describe('minimum checkout subtotal [I-11]', () => {
  const minimum = { value: '15.00', currency: 'USD' };

  it('blocks below the minimum and names the minimum, not the subtotal', () => {
    expect(
      minimumSubtotalProblem({ subtotalCents: 1200, currencyCode: 'USD' }, minimum, LEGACY),
    ).toBe('To check out, your order subtotal must be $15.00 or more.');
  });

  it('allows the minimum itself and anything above it', () => {
    expect(
      minimumSubtotalProblem({ subtotalCents: 1500, currencyCode: 'USD' }, minimum, LEGACY),
    ).toBeNull();
    expect(
      minimumSubtotalProblem({ subtotalCents: 9900, currencyCode: 'USD' }, minimum, LEGACY),
    ).toBeNull();
  });

  it('blocks nothing without a minimum, with one that is not money, or in another currency', () => {
    const cart = { subtotalCents: 100, currencyCode: 'USD' };
    expect(minimumSubtotalProblem(cart, null, LEGACY)).toBeNull();
    expect(minimumSubtotalProblem(cart, undefined, LEGACY)).toBeNull();
    expect(minimumSubtotalProblem(cart, { value: 'lots', currency: 'USD' }, LEGACY)).toBeNull();
    expect(minimumSubtotalProblem(cart, { value: '15', currency: 'JPY' }, LEGACY)).toBeNull();
  });

  it('compares whole yen in a JPY store', () => {
    expect(
      minimumSubtotalProblem(
        { subtotalCents: 1200, currencyCode: 'JPY' },
        { value: '2000', currency: 'JPY' },
        LEGACY,
      ),
    ).toBe('To check out, your order subtotal must be ¥2,000 or more.');
  });
});

describe('entry details [I-12]', () => {
  it('reads stored answers and leaves out what is not an answer', () => {
    expect(entryAnswers('{"e-text":"Ada","e-font":"Serif","n":3,"list":["a",1]}')).toEqual({
      'e-text': 'Ada',
      'e-font': 'Serif',
    });
    expect(entryAnswers(null)).toEqual({});
    expect(entryAnswers('not json')).toEqual({});
    expect(entryAnswers('[1,2]')).toEqual({});
  });

  it('needs details when a required answer is missing, blank or unreadable', () => {
    expect(entryNeedsDetails(engraving, '{"e-text":"Ada","e-font":"Serif"}', options)).toBe(false);
    expect(entryNeedsDetails(engraving, '{"e-text":"Ada"}', options)).toBe(true);
    expect(entryNeedsDetails(engraving, '{"e-text":"  ","e-font":"Serif"}', options)).toBe(true);
    expect(entryNeedsDetails(engraving, null, options)).toBe(true);
    expect(entryNeedsDetails(engraving, '{oops', options)).toBe(true);
  });
});

describe('cart line text and links', () => {
  it('writes the variant as Name: Value pairs [I-06]', () => {
    expect(variantText({ sku: 's', attributes: { Size: 'M', Color: 'Red' } })).toBe(
      'Size: M, Color: Red',
    );
    expect(variantText({ sku: 's', attributes: {} })).toBe('');
  });

  it('Continue Shopping returns to the page the shopper came from on this site [I-04]', () => {
    const origin = 'https://shop.test';
    expect(continueShoppingUrl('https://shop.test/shop/mug?x=1', origin)).toBe(
      'https://shop.test/shop/mug?x=1',
    );
    expect(continueShoppingUrl('https://shop.test/cart', origin)).toBe('/');
    expect(continueShoppingUrl('https://shop.test/cart/', origin)).toBe('/');
    expect(continueShoppingUrl('https://elsewhere.test/', origin)).toBe('/');
    expect(continueShoppingUrl('', origin)).toBe('/');
  });
});
