-- The scheduled news fetch (issue 17; src/jobs/news-fetch-job.ts, docs/NEWS.md "Scheduled fetch"): per
-- source (gdelt_gkg, gdelt_gkg_translingual, gdelt_doc, rss), the cursor to resume from (saved in the
-- transaction that stores the articles it covers) and the source's back-off after failed runs.
CREATE TABLE news_sources (
  source_key text PRIMARY KEY,
  cursor jsonb,
  -- Consecutive failed runs; the source is not fetched before next_attempt_at.
  failures integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_error text,
  last_run_at timestamptz,
  updated_at timestamptz NOT NULL
);
