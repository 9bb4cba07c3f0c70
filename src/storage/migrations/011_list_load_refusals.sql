-- The latest refused load of each list (src/lists/load-guard.ts): a snapshot that was empty, much
-- smaller than the active one, or mostly malformed. The active snapshot stays in list_snapshots;
-- /healthz reports the refusal until a later load of that list succeeds. No foreign key to
-- list_snapshots: a list's very first load can be refused.
CREATE TABLE list_load_refusals (
  list text PRIMARY KEY,
  source_path text NOT NULL,
  fingerprint text NOT NULL,
  reason text NOT NULL,
  record_count integer NOT NULL,
  malformed_count integer NOT NULL,
  previous_record_count integer,
  refused_at timestamptz NOT NULL DEFAULT now()
);
