-- A cart's lines by sku: the line an add or an edit merges into, and what a cart holds of a sku.
-- It serves every lookup by cart alone too, so it replaces the index on cart_id.
CREATE INDEX cart_entries_cart_sku ON cart_entries (cart_id, sku);
DROP INDEX cart_entries_cart;
-- A product's variants in their order (the shop pages' live stock, related products), no sort.
CREATE INDEX variants_product_position ON variants (product_id, position);
DROP INDEX variants_product;
