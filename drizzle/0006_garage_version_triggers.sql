-- Every write to what the garage list shows bumps the owner's garage_versions row in the same
-- transaction, so a cached list is fresh exactly when its version is the current one.
CREATE OR REPLACE FUNCTION odo_bump_garage_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    owner := OLD.user_id;
  ELSE
    owner := NEW.user_id;
  END IF;
  INSERT INTO garage_versions (user_id, version) VALUES (owner, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = garage_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vehicles_garage_version AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION odo_bump_garage_version();
--> statement-breakpoint
CREATE TRIGGER maintenance_records_garage_version AFTER INSERT OR UPDATE OR DELETE ON maintenance_records
  FOR EACH ROW EXECUTE FUNCTION odo_bump_garage_version();
--> statement-breakpoint
CREATE TRIGGER fuel_records_garage_version AFTER INSERT OR UPDATE OR DELETE ON fuel_records
  FOR EACH ROW EXECUTE FUNCTION odo_bump_garage_version();
--> statement-breakpoint
CREATE TRIGGER expenses_garage_version AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION odo_bump_garage_version();
--> statement-breakpoint
CREATE TRIGGER service_reminders_garage_version AFTER INSERT OR UPDATE OR DELETE ON service_reminders
  FOR EACH ROW EXECUTE FUNCTION odo_bump_garage_version();
