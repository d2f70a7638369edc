import { decodeProduct } from '../../src/commerce/product';
import { effectivePrice, isSubscribable } from '../../src/commerce/product-states';
import { moneyToMinorUnits } from '../../src/i18n/money';
import type { ShopProduct } from './shop-data';

/**
 * The one product catalogue: what each product of fixtures/products.json is and costs, made once at
 * start from the items the database is seeded from and the store pages show. Carts, orders, the
 * product API, the store pages and back-in-stock signups all read it. It never changes while the
 * server runs; stock (`qtyInStock`, `unlimited`) is live and is not here: every stock check and
 * every page reads it from the database.
 */

/** A variant's fixed part: what it is and what it costs, in its currency's minor units. */
export interface CatalogueVariant {
  sku: string;
  productId: string;
  /** Its place among its product's variants. */
  position: number;
  /** Frozen: shared by every cart answer that shows the variant. */
  attributes: Readonly<Record<string, string>>;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  /** The price a shopper pays now: the sale price while the variant is on sale (effectivePrice). */
  unitCents: number;
}

export interface CatalogueProduct {
  id: string;
  collectionId: string;
  title: string;
  urlSlug: string;
  /** The fixture's product type number (PRODUCT_TYPE). */
  productType: number;
  imageUrl: string | null;
  /** The currency of its first variant's price (USD without one): a cart holds one currency. */
  currency: string;
  /** The product's additional-fields form, from its structured content. */
  formId: string | null;
  /** Sold as a subscription, by the product page's rule (isSubscribable). */
  subscribable: boolean;
  /** The variants by SKU, in the product's order. */
  variants: ReadonlyMap<string, CatalogueVariant>;
  /** The fixture item itself, as the store pages and the product API start from it. */
  item: ShopProduct;
}

export interface Catalogue {
  /** The products by id, in fixture order. */
  products: ReadonlyMap<string, CatalogueProduct>;
  /** The product whose page is `/shop/{slug}`. */
  bySlug(slug: string): CatalogueProduct | undefined;
}

const minorUnits = (money: unknown) => moneyToMinorUnits(money).minor;

function catalogueProduct(item: ShopProduct): CatalogueProduct {
  const product = decodeProduct(item);
  const variants = new Map<string, CatalogueVariant>();
  product.variants.forEach((variant, position) => {
    variants.set(variant.sku, {
      sku: variant.sku,
      productId: item.id,
      position,
      attributes: Object.freeze({ ...variant.attributes }),
      priceCents: minorUnits(variant.price),
      salePriceCents: minorUnits(variant.salePrice),
      onSale: variant.onSale,
      unitCents: minorUnits(effectivePrice(variant)),
    });
  });
  return {
    id: item.id,
    collectionId: item.collectionId,
    title: item.title,
    urlSlug: item.urlSlug,
    productType: Number(item.structuredContent.productType),
    imageUrl: item.imageUrl ?? null,
    currency: product.variants[0]?.price.currency ?? 'USD',
    formId: product.additionalFieldsFormId,
    subscribable: isSubscribable(product),
    variants,
    item,
  };
}

/** The catalogue of the fixture products. */
export function createCatalogue(items: readonly ShopProduct[]): Catalogue {
  const products = new Map(items.map((item) => [item.id, catalogueProduct(item)]));
  const slugs = new Map([...products.values()].map((product) => [product.urlSlug, product]));
  return { products, bySlug: (slug) => slugs.get(slug) };
}
