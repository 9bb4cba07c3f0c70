-- govt_owned findings (issue 15 section 1, src/domain/state-ownership.ts): how the state or government
-- body among a company's owners holds it (api-facts.md `soe_relationship_type`: WHOLLY_OWNED,
-- MAJORITY_OWNED, MINORITY_OWNED, STATE_CONTROLLED, GOVERNMENT_LINKED); '' for list matches.
ALTER TABLE compliance_results ADD COLUMN soe_relationship_type text NOT NULL DEFAULT '';
