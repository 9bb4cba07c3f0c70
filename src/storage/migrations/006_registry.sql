-- Registry bulk data loaded from the publishers' files (src/providers/registry-files): the default,
-- offline company-data provider. Each load writes its rows into a fresh partition (one per load),
-- builds that partition's indexes, then attaches it and retires the previous load in one
-- transaction: a crash mid-load leaves the previous data in use, and bulk inserts run without
-- index maintenance.
CREATE TABLE registry_loads (
  id bigserial PRIMARY KEY,
  source text NOT NULL,
  snapshot_dir text NOT NULL,
  fingerprint text NOT NULL,
  status text NOT NULL,
  record_count integer NOT NULL DEFAULT 0,
  malformed_count integer NOT NULL DEFAULT 0,
  published_on text,
  warnings jsonb NOT NULL DEFAULT '[]',
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE UNIQUE INDEX registry_loads_one_active ON registry_loads (source) WHERE status = 'active';

CREATE TABLE registry_companies (
  load_id bigint NOT NULL,
  provider_id text NOT NULL,
  name text NOT NULL,
  country text NOT NULL,
  -- Normalised name words without legal forms, sorted (exact identity), and the same words as an array (retrieval).
  name_key text NOT NULL,
  tokens text[] NOT NULL,
  -- Registration numbers, upper case, letters and digits only.
  reg_numbers text[] NOT NULL,
  data jsonb NOT NULL
) PARTITION BY LIST (load_id);
CREATE INDEX registry_companies_provider ON registry_companies (provider_id);
CREATE INDEX registry_companies_name_key ON registry_companies (name_key);
CREATE INDEX registry_companies_tokens ON registry_companies USING gin (tokens);
CREATE INDEX registry_companies_reg ON registry_companies USING gin (reg_numbers);

CREATE TABLE registry_officers (
  load_id bigint NOT NULL,
  company_provider_id text NOT NULL,
  data jsonb NOT NULL
) PARTITION BY LIST (load_id);
CREATE INDEX registry_officers_company ON registry_officers (company_provider_id);

CREATE TABLE registry_relationships (
  load_id bigint NOT NULL,
  child_lei text NOT NULL,
  parent_lei text NOT NULL,
  data jsonb NOT NULL
) PARTITION BY LIST (load_id);
CREATE INDEX registry_relationships_child ON registry_relationships (child_lei);
