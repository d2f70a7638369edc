CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  purchased_cart_id TEXT NOT NULL UNIQUE REFERENCES carts (id),
  website_id TEXT NOT NULL,
  test_mode INTEGER NOT NULL DEFAULT 1,
  created INTEGER NOT NULL,
  data TEXT NOT NULL
);
