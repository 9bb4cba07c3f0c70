-- Every committed write to a check, its entities or its findings NOTIFYs `vigil_compliance_changed`
-- with the organisation's id, so processes that cache compliance answers (src/http/read-cache.ts)
-- drop that organisation's entries whatever process or statement made the change (API, workers,
-- monitoring, an operator's SQL). PostgreSQL sends a notification only on commit and folds identical
-- ones within a transaction into one (https://www.postgresql.org/docs/15/sql-notify.html), so a
-- check that writes 1,000 findings sends one.
CREATE OR REPLACE FUNCTION vigil_notify_compliance_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('vigil_compliance_changed', OLD.organisation_id::text);
  ELSE
    PERFORM pg_notify('vigil_compliance_changed', NEW.organisation_id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER compliance_checks_changed AFTER INSERT OR UPDATE OR DELETE ON compliance_checks
  FOR EACH ROW EXECUTE FUNCTION vigil_notify_compliance_change();
CREATE TRIGGER screened_entities_changed AFTER INSERT OR UPDATE OR DELETE ON screened_entities
  FOR EACH ROW EXECUTE FUNCTION vigil_notify_compliance_change();
CREATE TRIGGER compliance_results_changed AFTER INSERT OR UPDATE OR DELETE ON compliance_results
  FOR EACH ROW EXECUTE FUNCTION vigil_notify_compliance_change();
