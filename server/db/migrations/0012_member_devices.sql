-- Browsers a member has signed in from: only the SHA-256 of the device cookie's random token is
-- stored. A login carrying a known device token for its account skips the account delay and the
-- client-address limit (routes/login-guard.ts). A member keeps the 10 most recently seen; a
-- device not seen for the cookie's lifetime (400 days) is swept.
CREATE TABLE member_devices (
  id_hash TEXT PRIMARY KEY,
  site_user_id TEXT NOT NULL REFERENCES site_users (id),
  created INTEGER NOT NULL,
  last_seen INTEGER NOT NULL
);
CREATE INDEX member_devices_user ON member_devices (site_user_id, last_seen);
CREATE INDEX member_devices_seen ON member_devices (last_seen);
