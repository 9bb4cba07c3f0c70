-- Article exports (POST /ext/v3/articles/export/; src/domain/article-exports.ts): the request, its
-- state (pending -> in_progress -> finished | failed) and, once finished, the file itself (stored in the
-- database so that any process can serve it and a crash loses nothing half-written).
CREATE TABLE article_exports (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  file_type text NOT NULL CHECK (file_type IN ('PDF', 'EXCEL', 'JSONL')),
  filters jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'in_progress', 'failed', 'finished')),
  result_count integer,
  error text,
  content bytea,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX article_exports_org ON article_exports (organisation_id, created_at, id);
