-- Portfolios: named sets of tracked companies of one organisation (interface.md "Portfolio").
-- owner_key_id is the API key that created the portfolio (it always has every right on it);
-- default_permission is what every other key of the organisation may do: view_only, write, admin,
-- owner, or '' (no access). The rules are in src/domain/portfolios.ts and docs/API.md "Portfolios".
CREATE TABLE portfolios (
  id uuid PRIMARY KEY,
  organisation_id uuid NOT NULL REFERENCES organisations(id),
  name text NOT NULL,
  customer_reference text,
  default_permission text NOT NULL DEFAULT 'view_only'
    CHECK (default_permission IN ('view_only', 'write', 'admin', 'owner', '')),
  owner_key_id uuid REFERENCES api_keys(id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The portfolio list: one organisation's portfolios, oldest first, id breaking ties.
CREATE INDEX portfolios_org_created ON portfolios (organisation_id, created_at, id);

-- Membership: one row per (portfolio, company); removing either removes the membership.
CREATE TABLE portfolio_companies (
  portfolio_id uuid NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  customer_reference text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (portfolio_id, company_id)
);
-- The membership list of a portfolio, oldest first, company id breaking ties.
CREATE INDEX portfolio_companies_list ON portfolio_companies (portfolio_id, created_at, company_id);
-- "Which portfolios hold this company" (company.updated fan-out) and the cascade from companies.
CREATE INDEX portfolio_companies_company ON portfolio_companies (company_id);

-- Companies requested for a portfolio by their identifying details (POST /portfolios/{id}/companies
-- without company.external_id): added to the portfolio when their registration reaches registered.
CREATE TABLE portfolio_pending_registrations (
  registration_id uuid NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
  portfolio_id uuid NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  customer_reference text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (registration_id, portfolio_id)
);
