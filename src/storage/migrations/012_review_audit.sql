-- Analyst review of findings (issue 15 section 3, src/domain/review.ts). The result row holds the
-- current decision; confirmed_by_key_id is the key that moved it into `confirmed` (four-eyes rule:
-- another key must clear it).
ALTER TABLE compliance_results ADD COLUMN review_reason text;
ALTER TABLE compliance_results ADD COLUMN review_comment text;
ALTER TABLE compliance_results ADD COLUMN reviewed_at timestamptz;
ALTER TABLE compliance_results ADD COLUMN reviewed_by_key_id uuid;
ALTER TABLE compliance_results ADD COLUMN confirmed_by_key_id uuid;

-- The head of each organisation's audit chain: locked (SELECT ... FOR UPDATE) by every decision so
-- concurrent decisions append one after another and the chain never forks.
CREATE TABLE audit_chain_heads (
  organisation_id uuid PRIMARY KEY REFERENCES organisations(id),
  last_hash text NOT NULL,
  entry_count integer NOT NULL
);

-- Append-only audit trail of review decisions, hash-chained per organisation (src/domain/audit.ts).
-- No foreign key to checks or results: the trail outlives what it describes.
CREATE TABLE review_audit_entries (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  position integer NOT NULL,
  check_id uuid NOT NULL,
  result_id uuid NOT NULL,
  api_key_id uuid NOT NULL,
  review_status text NOT NULL,
  previous_review_status text NOT NULL,
  reason text,
  comment text,
  list_versions jsonb NOT NULL,
  matcher_version text NOT NULL,
  created_at timestamptz NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  UNIQUE (organisation_id, position)
);
CREATE INDEX review_audit_entries_check ON review_audit_entries (check_id, position);

-- Append-only: the service never updates or deletes an entry. Tampering needs a superuser who
-- disables this trigger, and the hash chain (GET /ext/v3/audit/verify) then shows it.
CREATE FUNCTION review_audit_entries_append_only() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'review_audit_entries is append-only'; END $$ LANGUAGE plpgsql;
CREATE TRIGGER review_audit_entries_no_change BEFORE UPDATE OR DELETE ON review_audit_entries
  FOR EACH ROW EXECUTE FUNCTION review_audit_entries_append_only();
