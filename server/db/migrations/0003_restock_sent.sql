ALTER TABLE restock_signups ADD COLUMN notified INTEGER;
