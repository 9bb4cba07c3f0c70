-- Company-based compliance checks (issue 15 section 1, src/domain/company-check.ts).
-- `ubo`: the ownership facts of an entity screened as a UBO (api-facts.md "UBO object"); null otherwise.
ALTER TABLE screened_entities ADD COLUMN ubo jsonb;
-- `company`: {external_id, name, country, duns_number} of the screened company as it was when the
-- check was created, so the check keeps showing what it screened; null for custom (entities-only) checks.
ALTER TABLE compliance_checks ADD COLUMN company jsonb;
