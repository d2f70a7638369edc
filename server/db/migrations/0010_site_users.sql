-- Site members [R-01]: one row a member; the password is kept only as an scrypt hash with the
-- member's own salt. `cart_id` is the member's cart: the cart the member had when signing in.
CREATE TABLE site_users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  cart_id TEXT,
  created INTEGER NOT NULL
);

-- Server-side member sessions: only the SHA-256 of the session cookie is stored. The XSRF token is
-- no credential alone (it only counts with the HttpOnly cookie), so it is kept as it is, to be
-- given to the member's other tabs. A session ends at logout or when `expires` passes.
CREATE TABLE site_user_sessions (
  id_hash TEXT PRIMARY KEY,
  site_user_id TEXT NOT NULL REFERENCES site_users (id),
  xsrf_token TEXT NOT NULL,
  expires INTEGER NOT NULL
);
CREATE INDEX site_user_sessions_user ON site_user_sessions (site_user_id);
