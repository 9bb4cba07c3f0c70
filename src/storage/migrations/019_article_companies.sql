-- Which tracked companies an article is about (src/news/linking.ts): one row per article and
-- tracked company (a company row belongs to one organisation, so the organisation that may see the
-- article through it is on the row). An article is visible only to organisations with such a row.
CREATE TABLE article_companies (
  article_id uuid NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  confidence double precision NOT NULL,
  role text NOT NULL,
  matched_name text NOT NULL,
  in_title boolean NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (article_id, company_id)
);
CREATE INDEX article_companies_company ON article_companies (company_id);
CREATE INDEX article_companies_org_article ON article_companies (organisation_id, article_id);
