import { decodeMerchandising } from '../../src/commerce/merchandising';
import { decodeProduct } from '../../src/commerce/product';
import { isSoldOut } from '../../src/commerce/product-states';
import { restockVariant } from '../../src/commerce/restock-variant';

type Json = Record<string, unknown>;

/**
 * What the engine's product-restock-notification formatter reads from a product's merchandising,
 * for a page showing it in `view`. Only on a page of a view the merchant listed
 * (`restockNotificationViews`, names), one restock view per variant sold out now: its
 * `variantId` (the id the bundle reads, the variant's id else its sku) and `hiddenByDefault`,
 * false only for the variant a signup is for before any choice (a product without options has its
 * one; a product sold out as a whole its first: src/commerce/restock-variant.ts), so the page
 * shows without the script what the script shows. The messages come with the bundle's defaults, so
 * the markup's texts are the ones the bundle uses (the email field is named by the placeholder
 * text), and the mailing-list settings with them. No view listed, or nothing sold out: no views,
 * and the formatter writes no block.
 */
export function restockEngineMerchandising(item: Json, merchandising: Json, view: string): Json {
  const decoded = decodeMerchandising(merchandising);
  const product = decodeProduct(item);
  const listed = decoded.restockNotificationViews.includes(view);
  const first = restockVariant(product, {});
  const views = product.variants
    .filter((variant) => listed && isSoldOut({ ...product, variants: [variant] }))
    .map((variant) => ({ variantId: variant.id, hiddenByDefault: variant.id !== first?.id }));
  return {
    restockNotificationViews: views,
    restockNotificationMessages: decoded.restockNotificationMessages,
    mailingListSignUpEnabled: decoded.mailingListSignUpEnabled,
    mailingListOptInByDefault: decoded.mailingListOptInByDefault,
  };
}
