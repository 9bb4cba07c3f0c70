-- News articles (issue 17, src/news/, docs/NEWS.md). One row per article, whatever the source:
-- the canonical URL is unique, and so is the content hash when there is one (a syndicated copy under
-- another URL is the same article; NULL hashes, for texts too short to hash, never collide).
CREATE TABLE articles (
  id uuid PRIMARY KEY,
  canonical_url text NOT NULL UNIQUE,
  content_hash text,
  url text NOT NULL,
  source_id text NOT NULL,
  origin text NOT NULL,
  title text NOT NULL,
  snippet text NOT NULL,
  title_en text NOT NULL,
  snippet_en text NOT NULL,
  language text NOT NULL DEFAULT '',
  country text,
  image_url text NOT NULL DEFAULT '',
  source_name text NOT NULL DEFAULT '',
  source_domain text NOT NULL DEFAULT '',
  publication_datetime timestamptz NOT NULL,
  publication_is_seen_time boolean NOT NULL DEFAULT false,
  -- -1..1: GDELT tone / 10 where the source has it, else the lexicon (src/news/sentiment.ts).
  sentiment double precision,
  -- Adverse-media classification (src/news/enrich.ts): taxonomy leaf codes, strongest first.
  adverse boolean NOT NULL,
  adverse_probability double precision NOT NULL,
  categories text[] NOT NULL DEFAULT '{}',
  is_material boolean NOT NULL,
  -- Lower = more important (api-facts.md); see docs/NEWS.md "Priority".
  priority integer NOT NULL,
  gdelt jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX articles_content_hash ON articles (content_hash) WHERE content_hash IS NOT NULL;
CREATE INDEX articles_publication ON articles (publication_datetime, id);
CREATE INDEX articles_created ON articles (created_at, id);
