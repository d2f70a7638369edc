CREATE TABLE forms (
  id TEXT PRIMARY KEY,
  definition TEXT NOT NULL
);

CREATE TABLE form_keys (
  key TEXT PRIMARY KEY,
  form_id TEXT NOT NULL REFERENCES forms (id),
  created INTEGER NOT NULL,
  used INTEGER
);

CREATE TABLE form_submissions (
  id TEXT PRIMARY KEY,
  form_id TEXT NOT NULL REFERENCES forms (id),
  form_values TEXT NOT NULL,
  page_title TEXT NOT NULL,
  page_id TEXT NOT NULL,
  content_source TEXT NOT NULL,
  page_permission_type_value TEXT NOT NULL,
  page_path TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX form_submissions_form ON form_submissions (form_id, created);
