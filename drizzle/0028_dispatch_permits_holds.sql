-- Dispatch permits join the vehicle-holds rule (0024 vehicle_holds_rule): an approved or
-- in-progress permit holds its vehicle over [start_at, end_at), so a contract or work order over
-- those times is refused and the other way round, by the one exclusion constraint on vehicle_holds.
CREATE OR REPLACE FUNCTION dispatch_permits_vehicle_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM vehicle_hold_set('permit', OLD.company_id, OLD.id, OLD.vehicle_id, false, null, null, null);
    RETURN NULL;
  END IF;
  PERFORM vehicle_hold_set('permit', NEW.company_id, NEW.id, NEW.vehicle_id,
    NEW.status IN ('approved', 'in_progress'), NEW.start_at, NEW.end_at, NEW.permit_number);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicle_hold AFTER INSERT OR DELETE OR UPDATE OF status, vehicle_id, start_at, end_at, permit_number
  ON dispatch_permits FOR EACH ROW EXECUTE FUNCTION dispatch_permits_vehicle_hold();
--> statement-breakpoint
-- Permits written before the trigger (none in a new database; kept for a merge that reorders).
INSERT INTO vehicle_holds (company_id, vehicle_id, source_type, source_id, reference, period)
SELECT company_id, vehicle_id, 'permit', id, permit_number, tstzrange(start_at, end_at, '[)')
FROM dispatch_permits WHERE status IN ('approved', 'in_progress')
ON CONFLICT (source_type, source_id) DO NOTHING;
