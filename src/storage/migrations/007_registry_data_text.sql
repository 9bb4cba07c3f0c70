-- Registry records are stored as JSON text, not jsonb: a load then spends no time in the database
-- parsing JSON (COPY only splits lines; 1 million Companies House rows load in half the time), and
-- only the reader (src/providers/registry-files/provider.ts) parses a record, when it returns it.
ALTER TABLE registry_companies ALTER COLUMN data TYPE text USING data::text;
ALTER TABLE registry_officers ALTER COLUMN data TYPE text USING data::text;
ALTER TABLE registry_relationships ALTER COLUMN data TYPE text USING data::text;
