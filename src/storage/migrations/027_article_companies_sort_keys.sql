-- GET /ext/v3/articles for a few companies at a million articles (issue 17; src/domain/article-query.ts,
-- docs/API.md "Articles"). The article's sort keys of the `publication_datetime` and `priority`
-- sortings are copied onto its company links, so the page of one company (or a few) is a walk of the
-- index below in order instead of reading every article of the selected companies and sorting them
-- (about 1,100 random article reads per company at a million articles).
-- Kept right by triggers, whatever writes the rows: a new link takes the article's values; a change of
-- an article's publication time or priority (clustering recomputes the priority: src/news/cluster.ts)
-- is copied onto its links in the same transaction. The columns may be NULL only while one statement
-- stores an article and its links together (a data-modifying WITH: the link's BEFORE trigger does not
-- see the article yet); the AFTER trigger, which runs once the statement is done, fills them then.
ALTER TABLE article_companies ADD COLUMN publication_datetime timestamptz;
ALTER TABLE article_companies ADD COLUMN priority integer;
UPDATE article_companies ac SET publication_datetime = a.publication_datetime, priority = a.priority FROM articles a WHERE a.id = ac.article_id;

CREATE FUNCTION article_companies_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.publication_datetime, a.priority INTO NEW.publication_datetime, NEW.priority FROM articles a WHERE a.id = NEW.article_id;
  RETURN NEW;
END
$$;
CREATE TRIGGER article_companies_sort_keys BEFORE INSERT OR UPDATE OF article_id ON article_companies
  FOR EACH ROW EXECUTE FUNCTION article_companies_sort_keys();

CREATE FUNCTION article_companies_late_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_companies ac SET publication_datetime = a.publication_datetime, priority = a.priority
    FROM articles a WHERE a.id = NEW.article_id AND ac.article_id = NEW.article_id AND ac.company_id = NEW.company_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER article_companies_late_sort_keys AFTER INSERT ON article_companies
  FOR EACH ROW WHEN (NEW.publication_datetime IS NULL) EXECUTE FUNCTION article_companies_late_sort_keys();

CREATE FUNCTION articles_copy_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_companies SET publication_datetime = NEW.publication_datetime, priority = NEW.priority WHERE article_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER articles_copy_sort_keys AFTER UPDATE OF publication_datetime, priority ON articles
  FOR EACH ROW WHEN (OLD.publication_datetime IS DISTINCT FROM NEW.publication_datetime OR OLD.priority IS DISTINCT FROM NEW.priority)
  EXECUTE FUNCTION articles_copy_sort_keys();

-- The sortings' tuples (SORT_TUPLES) over the link's copies, after the organisation and the company.
CREATE INDEX article_companies_publication ON article_companies (organisation_id, company_id, publication_datetime, article_id);
CREATE INDEX article_companies_priority ON article_companies (organisation_id, company_id, (-priority), publication_datetime, article_id);
ANALYZE article_companies;
