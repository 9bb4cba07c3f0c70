-- GET /ext/v3/articles at a million articles (issue 17; src/domain/article-query.ts, docs/API.md "Articles").
-- The publication_date_* sortings walk these in order (both directions) like the main sortings walk
-- migrations 018/021's indexes; without them every request sorted every visible article (about 10 s
-- over a million). The expressions are the sortings' tuples exactly (SORT_TUPLES), or the planner
-- cannot use them: the UTC publication day, then the sorting's key, then the time and the id.
CREATE INDEX articles_day_priority ON articles (((publication_datetime AT TIME ZONE 'UTC')::date), (-priority), publication_datetime, id);
CREATE INDEX articles_day_clustering ON articles (((publication_datetime AT TIME ZONE 'UTC')::date), (COALESCE(cluster_id, id)), publication_datetime, id);
CREATE INDEX articles_day_references ON articles (((publication_datetime AT TIME ZONE 'UTC')::date), cluster_size, publication_datetime, id);

-- `query`: the text vector stored once per article instead of the expression index of migration 021.
-- With the expression, a page of a common word walked the publication index recomputing both
-- to_tsvector calls on every row it passed (about 0.1 ms each: 0.8 s for a word in one article of 180,
-- where the planner, which prices the call as cheap, kept walking); stored, the check is a lookup, and
-- the column's statistics let the planner choose the GIN index for rare words. Same expression as
-- before (article-query.ts TEXT_VECTOR reads the column), so the same articles match.
ALTER TABLE articles ADD COLUMN text_vector tsvector GENERATED ALWAYS AS (
  to_tsvector('english', title_en || ' ' || snippet_en) || to_tsvector('simple', title || ' ' || snippet)) STORED;
DROP INDEX articles_text;
CREATE INDEX articles_text_vector ON articles USING gin (text_vector);
ANALYZE articles;
