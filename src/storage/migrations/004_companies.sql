-- Companies an organisation tracks (registered), with their officers and owners as the provider
-- delivered them; registrations (the background pipeline that identifies and stores a company);
-- missing-company investigations; attribute changes; feedback on wrong company data.
-- Every row carries organisation_id: company data of one tenant is never visible to another.
CREATE TABLE companies (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  provider text NOT NULL,
  provider_id text NOT NULL,
  name text NOT NULL,
  country text NOT NULL DEFAULT '',
  duns_number text,
  -- The provider's CompanyProfile without officers and owners (src/providers/types.ts).
  profile jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- One company per provider id per organisation: concurrent registrations of one company cannot create two.
CREATE UNIQUE INDEX companies_org_provider ON companies (organisation_id, provider_id);
CREATE INDEX companies_org_created ON companies (organisation_id, created_at, id);
CREATE INDEX companies_org_duns ON companies (organisation_id, duns_number) WHERE duns_number IS NOT NULL;

CREATE TABLE company_officers (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  position integer NOT NULL,
  officer jsonb NOT NULL
);
CREATE INDEX company_officers_company ON company_officers (company_id, position);

CREATE TABLE company_owners (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  position integer NOT NULL,
  owner jsonb NOT NULL
);
CREATE INDEX company_owners_company ON company_owners (company_id, position);

CREATE TABLE registrations (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  status text NOT NULL,
  status_text text NOT NULL DEFAULT '',
  progress double precision NOT NULL DEFAULT 0,
  -- The request as sent (duns_number, primary_name, country, registration_number, customer_reference,
  -- company.external_id, submit_investigation_when_not_identified), echoed in the record.
  request jsonb NOT NULL,
  -- Normalised identity of the request; identical requests of one organisation share one registration.
  request_key text NOT NULL,
  company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
  investigation_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz
);
-- Identical requests (same key) map to one live registration; a failed one may be retried with a new row.
CREATE UNIQUE INDEX registrations_org_request ON registrations (organisation_id, request_key)
  WHERE status NOT IN ('invalid_input', 'permission_denied', 'company_not_found', 'expired', 'cancelled', 'failed');
CREATE INDEX registrations_org_company ON registrations (organisation_id, company_id);

CREATE TABLE investigations (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  status text NOT NULL,
  request jsonb NOT NULL,
  registration_id uuid REFERENCES registrations(id) ON DELETE SET NULL,
  company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  last_status_update timestamptz NOT NULL
);
CREATE INDEX investigations_org_created ON investigations (organisation_id, created_at, id);

CREATE TABLE company_attribute_changes (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  attribute text NOT NULL,
  old_value jsonb,
  new_value jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX company_attribute_changes_org_created ON company_attribute_changes (organisation_id, created_at, id);

CREATE TABLE company_feedback (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
  feedback jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
