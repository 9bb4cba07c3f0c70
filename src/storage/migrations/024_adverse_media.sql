-- Adverse media in compliance checks (issue 17; src/news/adverse-screening.ts, src/monitoring/adverse-media.ts,
-- docs/API.md "Adverse-media findings", docs/MONITORING.md "Adverse-media monitoring").
-- adverse_media_index: one row per MATERIAL article (only those can become findings), with the folded
--   name keys of its English title and snippet (each word as the screening engine folds it, plus the
--   phonetic key of words of 5+ letters), so the articles that may name an entity are found with the
--   GIN index instead of reading every article. monitored_at: when adverse-media monitoring screened
--   the article against the monitored entities (NULL = still to do; a crash leaves it NULL and the
--   next run redoes it, the findings being idempotent by (entity, article)).
CREATE TABLE adverse_media_index (
  article_id uuid PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
  name_keys text[] NOT NULL,
  indexed_at timestamptz NOT NULL,
  monitored_at timestamptz
);
CREATE INDEX adverse_media_index_keys ON adverse_media_index USING gin (name_keys);
CREATE INDEX adverse_media_index_unmonitored ON adverse_media_index (article_id) WHERE monitored_at IS NULL;
-- The material articles not indexed yet are found by an anti-join over this partial index.
CREATE INDEX articles_material ON articles (id) WHERE is_material;
-- An article is at most one finding per screened entity (list 'news', source_id = the article id).
CREATE UNIQUE INDEX compliance_results_news_article ON compliance_results (entity_id, source_id) WHERE list = 'news';
