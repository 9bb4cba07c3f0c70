-- Indexes on the foreign keys that queries filter on or that a parent's delete / ON DELETE action
-- must look up. PostgreSQL indexes the referenced key only, never the referencing column, so without
-- these every such statement scans the whole table (all tenants' rows).
-- Left out on purpose: organisation_id of screened_entities and compliance_results (always filtered
-- together with check_id, which is indexed, and written heavily), and columns already leading an index
-- (compliance_checks, webhooks, companies, registrations, investigations, portfolios by organisation;
-- screened_entities and compliance_results by check; officers, owners, subscriptions, deliveries).

-- A check's job replaces each entity's findings (DELETE ... WHERE entity_id = $1): a scan per entity
-- made a 1,000-entity check freeze the embedded service once 28,000 findings were stored.
CREATE INDEX compliance_results_entity ON compliance_results (entity_id);

CREATE INDEX api_keys_organisation ON api_keys (organisation_id);
CREATE INDEX webhook_events_organisation ON webhook_events (organisation_id);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id) WHERE event_id IS NOT NULL;
CREATE INDEX registrations_company ON registrations (company_id) WHERE company_id IS NOT NULL;
CREATE INDEX investigations_registration ON investigations (registration_id) WHERE registration_id IS NOT NULL;
CREATE INDEX investigations_company ON investigations (company_id) WHERE company_id IS NOT NULL;
CREATE INDEX company_attribute_changes_company ON company_attribute_changes (company_id, created_at, id);
CREATE INDEX company_feedback_organisation ON company_feedback (organisation_id);
CREATE INDEX company_feedback_company ON company_feedback (company_id) WHERE company_id IS NOT NULL;
CREATE INDEX portfolios_owner_key ON portfolios (owner_key_id) WHERE owner_key_id IS NOT NULL;
CREATE INDEX portfolio_pending_registrations_portfolio ON portfolio_pending_registrations (portfolio_id);
