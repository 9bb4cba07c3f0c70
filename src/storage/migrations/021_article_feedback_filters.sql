-- Article endpoints (issue 17; src/domain/articles.ts, docs/API.md "Articles").
-- Feedback on an article (POST /ext/v3/articles/feedback/): stored per organisation, never shared.
CREATE TABLE article_feedback (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  article_id uuid NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  feedback_type text NOT NULL CHECK (feedback_type IN ('false_positive', 'no_risk', 'risk_confirmed')),
  comment text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX article_feedback_article ON article_feedback (article_id);
CREATE INDEX article_feedback_org ON article_feedback (organisation_id, created_at, id);

-- Saved article filters: a named set of GET /ext/v3/articles parameters (`filter`, the API names:
-- {"category": [...], "is_material": true, ...}), applied through saved_article_filter_id.
CREATE TABLE saved_article_filters (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  name text NOT NULL,
  filter jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX saved_article_filters_org ON saved_article_filters (organisation_id, created_at, id);

-- The list sortings (src/domain/article-query.ts): `priority` walks (-priority, publication, id) so one
-- row comparison serves "lower number first, newest first among equals" in both directions.
CREATE INDEX articles_priority ON articles ((-priority), publication_datetime, id);
-- `query`: full text over the English and the original title and snippet (English stemming on the
-- English text, the language-neutral `simple` configuration on the original).
CREATE INDEX articles_text ON articles USING gin ((to_tsvector('english', title_en || ' ' || snippet_en) || to_tsvector('simple', title || ' ' || snippet)));
