-- The site owner's server-side sessions: signing in with the merchant secret (MERCHANT_SESSION)
-- opens one, known by a random token (the httpOnly sq-merchant-session cookie) of which only the
-- SHA-256 is stored. `secret_hash` is an HMAC-SHA-256 of the token keyed by the secret the session
-- was opened with: a session opened with another secret never matches, so changing the secret
-- ends every session, and without the token the column tells nothing about the secret. A session
-- ends at logout, or when `expires` passes (then the sweep removes it).
CREATE TABLE merchant_sessions (
  id_hash TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL,
  created INTEGER NOT NULL,
  expires INTEGER NOT NULL
);
