-- Analytics, shaped by the owner dashboard's questions. Every row carries its UTC day (YYYY-MM-DD)
-- first in its index, so a date range is an index range and the retention sweep deletes by day.

-- One row per page view: views and visitors per day and per path, visits (visitor and visit
-- number), new visitors (visit number 1). Without consent the visitor and visit are null.
CREATE TABLE page_views (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  created INTEGER NOT NULL,
  path TEXT NOT NULL,
  visitor TEXT,
  visit INTEGER,
  item_id TEXT,
  collection_id TEXT
);
CREATE INDEX page_views_day_path ON page_views (day, path);
CREATE INDEX page_views_day_visitor ON page_views (day, visitor, visit);

-- Visitor events: commerce visitor events from clanker (source 'clanker', the funnel's steps) and
-- recordEvent calls (source 'record-event'). Item ids are a JSON list.
CREATE TABLE visitor_events (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  created INTEGER NOT NULL,
  source TEXT NOT NULL,
  name TEXT NOT NULL,
  visitor TEXT,
  cart_id TEXT,
  page_id TEXT,
  item_ids TEXT NOT NULL DEFAULT '[]',
  payload TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX visitor_events_day_name ON visitor_events (day, source, name);

-- A checkout page served for a cart with items: the funnel's checkouts are distinct carts.
CREATE TABLE checkouts (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  created INTEGER NOT NULL,
  cart_id TEXT NOT NULL,
  subscription INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX checkouts_day_cart ON checkouts (day, cart_id);

-- One web-vitals measurement per page load and metric instance; a re-sent one replaces its value.
CREATE TABLE vital_samples (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  created INTEGER NOT NULL,
  path TEXT NOT NULL,
  metric TEXT NOT NULL,
  value REAL NOT NULL,
  page_load_id TEXT NOT NULL,
  vital_id TEXT NOT NULL,
  UNIQUE (page_load_id, metric, vital_id)
);
CREATE INDEX vital_samples_day_path ON vital_samples (day, path, metric, value);

-- JavaScript errors grouped per day by message and source: how often, first and last seen (epoch
-- ms, server clock) and the latest stack seen.
CREATE TABLE js_errors (
  day TEXT NOT NULL,
  message TEXT NOT NULL,
  source TEXT NOT NULL,
  count INTEGER NOT NULL,
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL,
  sample_stack TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (day, message, source)
);
