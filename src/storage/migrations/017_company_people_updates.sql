-- A tracked company's officers or owners changed (a registry reload): monitoring adds the new
-- directors and owners above the threshold to the company's monitored checks and screens them
-- (src/monitoring/company-people.ts). One row per change, processed once (done_at).
CREATE TABLE company_people_updates (
  id bigserial PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  done_at timestamptz
);
CREATE INDEX company_people_updates_pending ON company_people_updates (id) WHERE done_at IS NULL;
