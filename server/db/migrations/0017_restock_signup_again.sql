-- A shopper who was notified may sign up again for the same variant (it sold out again) and wait
-- for the next notice: one waiting signup per email and variant, any number already notified, so
-- the notices sent stay as they were. SQLite cannot drop a table's UNIQUE constraint, so the table
-- is copied into one without it.
CREATE TABLE restock_signups_next (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products (id),
  variant_id TEXT NOT NULL,
  email TEXT NOT NULL,
  is_join_mailing_list INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL,
  notified INTEGER
);
INSERT INTO restock_signups_next (id, product_id, variant_id, email, is_join_mailing_list, created, notified)
  SELECT id, product_id, variant_id, email, is_join_mailing_list, created, notified FROM restock_signups;
DROP TABLE restock_signups;
ALTER TABLE restock_signups_next RENAME TO restock_signups;
CREATE INDEX restock_signups_variant ON restock_signups (product_id, variant_id);
CREATE INDEX restock_signups_notified ON restock_signups (notified, product_id, variant_id);
CREATE UNIQUE INDEX restock_signups_waiting ON restock_signups (email, product_id, variant_id)
  WHERE notified IS NULL;
