import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, createCatalogue } from './catalogue';
import { readShopData, type ShopProduct } from './shop-data';

let products: ShopProduct[];
let catalogue: Catalogue;

beforeAll(async () => {
  products = (await readShopData(process.cwd())).products;
  catalogue = createCatalogue(products);
});

describe('the catalogue', () => {
  it('holds every fixture product, by id in fixture order and by slug, with its fixture item', () => {
    expect([...catalogue.products.keys()]).toEqual(products.map((p) => p.id));
    const tote = catalogue.bySlug('canvas-tote');
    expect(tote?.id).toBe('5f1a00000000000000000003');
    expect(tote?.item).toBe(products.find((p) => p.urlSlug === 'canvas-tote'));
    expect(catalogue.bySlug('no-such-product')).toBeUndefined();
  });

  it('prices each variant in minor units of its currency, the sale price while on sale', () => {
    const tote = catalogue.bySlug('canvas-tote');
    expect(tote?.variants.get('SQ-TOTE-S-NAT')).toMatchObject({
      position: 0,
      priceCents: 3500,
      onSale: false,
      unitCents: 3500,
    });
    expect(tote?.variants.get('SQ-TOTE-M-BLK')).toMatchObject({
      position: 4,
      priceCents: 3500,
      salePriceCents: 2800,
      onSale: true,
      unitCents: 2800,
    });
    const towel = catalogue.bySlug('tenugui-towel');
    expect(towel?.currency).toBe('JPY');
    expect(towel?.variants.get('SQ-TENUGUI-01')?.unitCents).toBe(1200);
    expect(catalogue.bySlug('oak-bench')?.variants.get('SQ-BENCH-OAK')?.unitCents).toBe(123450);
  });

  it('knows each product’s form and whether it is sold as a subscription', () => {
    expect(catalogue.bySlug('engraved-mug')?.formId).toBe('form-engraving');
    expect(catalogue.bySlug('ceramic-mug')?.formId).toBeNull();
    expect(catalogue.bySlug('weekly-coffee')?.subscribable).toBe(true);
    expect(catalogue.bySlug('studio-membership')?.subscribable).toBe(true);
    expect(catalogue.bySlug('ceramic-mug')?.subscribable).toBe(false);
  });

  it('keeps variant options frozen, as every cart answer shares them', () => {
    const options = catalogue.bySlug('canvas-tote')?.variants.get('SQ-TOTE-S-NAT')?.attributes;
    expect(options).toEqual({ Size: 'S', Color: 'Natural' });
    expect(Object.isFrozen(options)).toBe(true);
  });
});
