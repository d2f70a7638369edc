CREATE TABLE restock_signups (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products (id),
  variant_id TEXT NOT NULL,
  email TEXT NOT NULL,
  is_join_mailing_list INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL,
  UNIQUE (email, product_id, variant_id)
);
CREATE INDEX restock_signups_variant ON restock_signups (product_id, variant_id);
