-- A visitor's order-key cookie is accepted only when the server issued it, that is when an order
-- was placed under it: looked up by its SHA-256 in every order's placer_key_hash.
CREATE INDEX orders_placer_key_hash ON orders (placer_key_hash);
