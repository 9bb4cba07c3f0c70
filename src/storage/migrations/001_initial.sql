-- Organisations (tenants) and their API keys. Keys are stored only as SHA-256 hashes.
CREATE TABLE organisations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  key_hash text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  read_only boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- The loaded snapshot of each list and its records (the publisher's data mapped to ListRecord JSON).
CREATE TABLE list_snapshots (
  list text PRIMARY KEY,
  source_name text NOT NULL,
  source_path text NOT NULL,
  fingerprint text NOT NULL,
  published_on text,
  record_count integer NOT NULL,
  malformed_count integer NOT NULL,
  warnings jsonb NOT NULL DEFAULT '[]',
  loaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE list_records (
  list text NOT NULL REFERENCES list_snapshots(list) ON DELETE CASCADE,
  source_id text NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (list, source_id)
);

-- Compliance checks, their screened entities and findings. Every row carries the organisation so a
-- query can never cross tenants by forgetting a join.
CREATE TABLE compliance_checks (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  name text NOT NULL,
  status text NOT NULL,
  status_reason text,
  progress double precision NOT NULL DEFAULT 0,
  company_id uuid,
  ubo_screening_enabled boolean NOT NULL DEFAULT false,
  directors_screening_enabled boolean NOT NULL DEFAULT false,
  ownership_screening_threshold double precision,
  sanction_monitoring_enabled boolean NOT NULL DEFAULT false,
  adverse_media_monitoring_enabled boolean NOT NULL DEFAULT false,
  compliance_score text NOT NULL DEFAULT '',
  sanction_score text NOT NULL DEFAULT '',
  pep_score text NOT NULL DEFAULT '',
  adverse_media_score text NOT NULL DEFAULT '',
  country_score text NOT NULL DEFAULT '',
  activity_score text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  results_changed_at timestamptz
);
CREATE INDEX compliance_checks_org_created ON compliance_checks (organisation_id, created_at, id);

CREATE TABLE screened_entities (
  id uuid PRIMARY KEY,
  check_id uuid NOT NULL REFERENCES compliance_checks(id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  position integer NOT NULL,
  name text NOT NULL,
  aliases jsonb NOT NULL DEFAULT '[]',
  entity_role text NOT NULL,
  entity_type text NOT NULL,
  first_name text,
  middle_name text,
  last_name text,
  gender text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  date_of_birth text NOT NULL DEFAULT '',
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX screened_entities_check ON screened_entities (check_id, position);

CREATE TABLE compliance_results (
  id uuid PRIMARY KEY,
  check_id uuid NOT NULL REFERENCES compliance_checks(id) ON DELETE CASCADE,
  entity_id uuid NOT NULL REFERENCES screened_entities(id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  result_type text NOT NULL,
  confidence double precision NOT NULL,
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  text text NOT NULL DEFAULT '',
  source_name text NOT NULL DEFAULT '',
  source_date date,
  url text NOT NULL DEFAULT '',
  addresses jsonb NOT NULL DEFAULT '[]',
  tags jsonb NOT NULL DEFAULT '[]',
  sources jsonb NOT NULL DEFAULT '[]',
  pep_tier text NOT NULL DEFAULT '',
  automated_false_positive_rating text NOT NULL DEFAULT '',
  automated_false_positive_rating_comments text NOT NULL DEFAULT '',
  explanation jsonb,
  list text NOT NULL,
  source_id text NOT NULL,
  review_status text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX compliance_results_check_created ON compliance_results (check_id, created_at, id);
CREATE INDEX compliance_results_check_confidence ON compliance_results (check_id, confidence, id);
