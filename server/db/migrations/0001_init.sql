CREATE TABLE products (
  id TEXT PRIMARY KEY,
  collection_id TEXT NOT NULL,
  title TEXT NOT NULL,
  url_slug TEXT NOT NULL,
  product_type INTEGER NOT NULL,
  image_url TEXT,
  data TEXT NOT NULL
);

CREATE TABLE variants (
  sku TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  attributes TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  sale_price_cents INTEGER NOT NULL DEFAULT 0,
  on_sale INTEGER NOT NULL DEFAULT 0,
  qty_in_stock INTEGER NOT NULL DEFAULT 0 CHECK (qty_in_stock >= 0),
  unlimited INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variants_product ON variants (product_id);

CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  created INTEGER NOT NULL,
  is_purchased INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE cart_entries (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id),
  item_id TEXT NOT NULL REFERENCES products (id),
  sku TEXT NOT NULL REFERENCES variants (sku),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  additional_fields TEXT,
  created INTEGER NOT NULL
);
CREATE INDEX cart_entries_cart ON cart_entries (cart_id);
