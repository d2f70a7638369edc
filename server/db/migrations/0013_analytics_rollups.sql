-- Analytics stored as the owner dashboard reads it. The raw rows stay (page views, events,
-- samples, errors) but hold only what the dashboard reads, and triggers keep per-day rollups beside
-- them, so the summary reads counters and distinct sets instead of counting raw rows:
-- - analytics_days: per day, page views, visits and visitors (and the records a quota dropped),
-- - analytics_path_views: page views per (day, path), for the top pages,
-- - analytics_visits: each (visitor, visit number) seen on a day, for visits and new visitors,
-- - analytics_path_visitors: each visitor seen on a (day, path), for the top pages' visitors,
-- - analytics_event_counts: visitor events per (day, source, name), for the funnel,
-- - analytics_vital_paths: web-vitals samples per (day, path), for the paths with the most samples.
-- Each rollup is keyed by day first, so a range is an index range and the sweep deletes by day.
-- Inside a trigger, each statement starts with `;` on its own line's start: the migration runner
-- splits a file at a `;` that ends a line, so none may end one before the trigger's END.

-- An event's raw payload is not kept: only its name, visitor, cart, page and item ids are.
ALTER TABLE visitor_events DROP COLUMN payload;

-- The funnel counts distinct carts, so a checkout served again the same day adds no row.
DELETE FROM checkouts WHERE id NOT IN (SELECT MIN(id) FROM checkouts GROUP BY day, cart_id);
DROP INDEX checkouts_day_cart;
CREATE UNIQUE INDEX checkouts_day_cart ON checkouts (day, cart_id);

-- The summary's orders are a range of creation times.
CREATE INDEX IF NOT EXISTS orders_created ON orders (created);

CREATE TABLE analytics_days (
  day TEXT PRIMARY KEY,
  page_views INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  dropped INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE analytics_path_views (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  page_views INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;

CREATE TABLE analytics_visits (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  visit INTEGER NOT NULL,
  PRIMARY KEY (day, visitor, visit)
) WITHOUT ROWID;

CREATE TABLE analytics_path_visitors (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (day, path, visitor)
) WITHOUT ROWID;

CREATE TABLE analytics_event_counts (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, source, name)
) WITHOUT ROWID;

CREATE TABLE analytics_vital_paths (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  samples INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;

-- The rollups of the rows stored before them.
INSERT INTO analytics_days (day, page_views) SELECT day, COUNT(*) FROM page_views GROUP BY day;
INSERT INTO analytics_path_views (day, path, page_views)
  SELECT day, path, COUNT(*) FROM page_views GROUP BY day, path;
INSERT INTO analytics_visits (day, visitor, visit)
  SELECT DISTINCT day, visitor, visit FROM page_views
  WHERE visitor IS NOT NULL AND visit IS NOT NULL;
INSERT INTO analytics_path_visitors (day, path, visitor)
  SELECT DISTINCT day, path, visitor FROM page_views WHERE visitor IS NOT NULL;
UPDATE analytics_days SET
  visits = (SELECT COUNT(*) FROM analytics_visits v WHERE v.day = analytics_days.day),
  visitors = (
    SELECT COUNT(DISTINCT visitor) FROM analytics_visits v WHERE v.day = analytics_days.day
  );
INSERT INTO analytics_event_counts (day, source, name, count)
  SELECT day, source, name, COUNT(*) FROM visitor_events GROUP BY day, source, name;
INSERT INTO analytics_vital_paths (day, path, samples)
  SELECT day, path, COUNT(*) FROM vital_samples GROUP BY day, path;

-- A page view counts on its day and path; its visit and its visitor on the path are each kept
-- once (a view without a visitor cookie counts as a view only).
CREATE TRIGGER page_views_rollup AFTER INSERT ON page_views BEGIN
  INSERT INTO analytics_days (day, page_views) VALUES (NEW.day, 1)
    ON CONFLICT (day) DO UPDATE SET page_views = page_views + 1
  ; INSERT INTO analytics_path_views (day, path, page_views) VALUES (NEW.day, NEW.path, 1)
    ON CONFLICT (day, path) DO UPDATE SET page_views = page_views + 1
  ; INSERT OR IGNORE INTO analytics_visits (day, visitor, visit)
    SELECT NEW.day, NEW.visitor, NEW.visit WHERE NEW.visitor IS NOT NULL AND NEW.visit IS NOT NULL
  ; INSERT OR IGNORE INTO analytics_path_visitors (day, path, visitor)
    SELECT NEW.day, NEW.path, NEW.visitor WHERE NEW.visitor IS NOT NULL
  ; END;

-- A visit new on its day counts as a visit of the day, and as a visitor of the day when the
-- visitor had no other visit that day.
CREATE TRIGGER analytics_visits_count AFTER INSERT ON analytics_visits BEGIN
  UPDATE analytics_days SET
    visits = visits + 1,
    visitors = visitors + NOT EXISTS (
      SELECT 1 FROM analytics_visits
      WHERE day = NEW.day AND visitor = NEW.visitor AND visit <> NEW.visit
    )
  WHERE day = NEW.day
  ; END;

CREATE TRIGGER visitor_events_rollup AFTER INSERT ON visitor_events BEGIN
  INSERT INTO analytics_event_counts (day, source, name, count)
    VALUES (NEW.day, NEW.source, NEW.name, 1)
    ON CONFLICT (day, source, name) DO UPDATE SET count = count + 1
  ; END;

-- A sample sent again replaces its value (an update), so it is counted once.
CREATE TRIGGER vital_samples_rollup AFTER INSERT ON vital_samples BEGIN
  INSERT INTO analytics_vital_paths (day, path, samples) VALUES (NEW.day, NEW.path, 1)
    ON CONFLICT (day, path) DO UPDATE SET samples = samples + 1
  ; END;
