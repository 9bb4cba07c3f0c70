-- Ongoing monitoring (issue 15 section 2, src/monitoring/, docs/MONITORING.md).
--
-- A finding names every list record it stands for (`record_keys`, '<list>:<source_id>', the merged
-- listings of one party), so a list change finds the findings it touches through the GIN index.
-- Monitoring never deletes a finding: a delisted one is `cleared` with the date.
ALTER TABLE compliance_results ADD COLUMN record_keys text[] NOT NULL DEFAULT '{}';
-- '' = from the check's own screening; new | updated | cleared = the last change monitoring made.
ALTER TABLE compliance_results ADD COLUMN monitoring_status text NOT NULL DEFAULT '';
ALTER TABLE compliance_results ADD COLUMN monitoring_changed_at timestamptz;
-- Set when the finding stopped applying: its record left the list (delisted_on = the date of the
-- snapshot without it, as precise as the snapshot's date: YYYY-MM-DD or YYYY-MM) or changed so that it
-- no longer matches.
ALTER TABLE compliance_results ADD COLUMN cleared_at timestamptz;
ALTER TABLE compliance_results ADD COLUMN delisted_on text;
UPDATE compliance_results SET record_keys = CASE
  WHEN jsonb_typeof(explanation->'records') = 'array'
    THEN ARRAY(SELECT (x->>'list') || ':' || (x->>'source_id') FROM jsonb_array_elements(explanation->'records') AS x)
  ELSE ARRAY[list || ':' || source_id] END;
CREATE INDEX compliance_results_record_keys ON compliance_results USING gin (record_keys);

-- One row per list snapshot that replaced another (or a list's first load): what changed, by the
-- publisher's record id. Processed in id order by src/monitoring/update.ts; `candidates` (the
-- monitored entities to re-screen) is fixed once computed and `next_candidate` is the checkpoint,
-- so an update interrupted by a crash resumes where it stopped.
CREATE TABLE list_deltas (
  id bigserial PRIMARY KEY,
  list text NOT NULL,
  published_on text,
  added text[] NOT NULL,
  changed text[] NOT NULL,
  removed text[] NOT NULL,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  candidates uuid[],
  next_candidate integer NOT NULL DEFAULT 0,
  lease_owner text,
  lease_until timestamptz,
  finished_at timestamptz
);
CREATE INDEX list_deltas_pending ON list_deltas (id) WHERE status = 'pending';

-- What an update changed per check, summed over its chunks; read once to emit one
-- compliance_check.results.new per check when the update finishes.
CREATE TABLE list_delta_outcomes (
  delta_id bigint NOT NULL REFERENCES list_deltas(id) ON DELETE CASCADE,
  check_id uuid NOT NULL REFERENCES compliance_checks(id) ON DELETE CASCADE,
  new_count integer NOT NULL DEFAULT 0,
  updated_count integer NOT NULL DEFAULT 0,
  cleared_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (delta_id, check_id)
);
CREATE INDEX list_delta_outcomes_check ON list_delta_outcomes (check_id);

-- Monitored entities are found by their check's flag.
CREATE INDEX compliance_checks_sanction_monitoring ON compliance_checks (id) WHERE sanction_monitoring_enabled;
