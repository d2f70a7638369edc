-- The site's header and footer [S-01]: one row, each part an opaque JSON object kept as the
-- merchant saved it (README "Site header, footer and languages" gives the shape the /shop layout
-- reads). Seeded with the demo store's header and footer.
CREATE TABLE site_header_footer (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  header TEXT NOT NULL,
  footer TEXT NOT NULL,
  updated INTEGER NOT NULL
);
INSERT INTO site_header_footer (id, header, footer, updated) VALUES (
  1,
  '{"title":"Demo Store","links":[{"label":"Shop","href":"/shop"},{"label":"Demo pages","href":"/demo-pages/"}]}',
  '{"text":"Demo Store is a reference storefront. Nothing here is for sale.","links":[{"label":"Shop","href":"/shop"},{"label":"Cart","href":"/cart"}]}',
  0
);

-- The site's languages [S-02], in the merchant's order; exactly one is the default.
CREATE TABLE site_languages (
  position INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  is_default INTEGER NOT NULL
);
INSERT INTO site_languages (position, code, is_default) VALUES (0, 'en-US', 1);

-- The translation provider's connection [S-02, S-03]: one row; `provider` is null when disconnected.
CREATE TABLE translation_connection (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  provider TEXT
);
INSERT INTO translation_connection (id, provider) VALUES (1, 'Zapier');
