-- A registry company's register number as one column with a B-tree index, instead of an array with a
-- GIN index: every source has at most one register number per company (LEIs are looked up through
-- provider_id, `LEI:<lei>`), and the B-tree builds four times faster after a load.
ALTER TABLE registry_companies ADD COLUMN reg_number text;
UPDATE registry_companies SET reg_number = (SELECT n FROM unnest(reg_numbers) AS n WHERE 'LEI:' || n <> provider_id LIMIT 1);
DROP INDEX registry_companies_reg;
ALTER TABLE registry_companies DROP COLUMN reg_numbers;
CREATE INDEX registry_companies_reg_number ON registry_companies (reg_number);
