-- Who may read an order: the holder of its access token, or the visitor whose order key placed it.
-- Only SHA-256 hashes are kept; orders placed before this migration have neither, so no one reads them.
ALTER TABLE orders ADD COLUMN access_token_hash TEXT;
ALTER TABLE orders ADD COLUMN placer_key_hash TEXT;
