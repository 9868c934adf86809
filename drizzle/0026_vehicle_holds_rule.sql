-- The vehicle-holds rule: one vehicle cannot be held by two contracts, work orders or dispatch
-- permits over overlapping times. Each source table keeps its rows in vehicle_holds through a
-- trigger; the exclusion constraint refuses the second hold (SQLSTATE 23P01) whatever path
-- writes it, including two concurrent requests (the second waits for the first and then fails).
-- It replaces contracts_no_double_booking (0008), which held contracts only.
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_no_overlap"
  EXCLUDE USING gist ("vehicle_id" WITH =, "period" WITH &&);
--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_source_type"
  CHECK ("source_type" IN ('contract', 'maintenance', 'permit'));
--> statement-breakpoint
-- Sets (held) or clears (not held) the hold of one source row. On a clash it raises 23P01 again
-- with a message naming what holds the vehicle, "vehicle_holds_no_overlap: <type> <reference>",
-- which the API turns into a 409 in Arabic and English (src/server/http/on-error.ts).
CREATE OR REPLACE FUNCTION vehicle_hold_set(
  p_type text, p_company uuid, p_source uuid, p_vehicle uuid, p_held boolean,
  p_from timestamptz, p_to timestamptz, p_reference text
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wanted tstzrange;
  clash record;
BEGIN
  IF NOT p_held THEN
    DELETE FROM vehicle_holds WHERE source_type = p_type AND source_id = p_source;
    RETURN;
  END IF;
  -- An upper bound before the lower one would be an error, not a refusal: hold nothing instead.
  wanted := tstzrange(p_from, greatest(p_to, p_from), '[)');
  BEGIN
    INSERT INTO vehicle_holds AS h (company_id, vehicle_id, source_type, source_id, reference, period)
    VALUES (p_company, p_vehicle, p_type, p_source, p_reference, wanted)
    ON CONFLICT (source_type, source_id) DO UPDATE
      SET vehicle_id = excluded.vehicle_id, period = excluded.period, reference = excluded.reference, company_id = excluded.company_id
      WHERE (h.vehicle_id, h.period, h.reference) IS DISTINCT FROM (excluded.vehicle_id, excluded.period, excluded.reference);
  EXCEPTION WHEN exclusion_violation THEN
    SELECT o.source_type, o.reference INTO clash FROM vehicle_holds o
      WHERE o.vehicle_id = p_vehicle AND o.period && wanted AND NOT (o.source_type = p_type AND o.source_id = p_source)
      ORDER BY lower(o.period) LIMIT 1;
    RAISE EXCEPTION 'vehicle_holds_no_overlap: % %', coalesce(clash.source_type, 'unknown'), coalesce(clash.reference, '—')
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'vehicle_holds_no_overlap',
            DETAIL = format('vehicle %s held over %s', p_vehicle, wanted);
  END;
END $$;
--> statement-breakpoint
-- Contracts hold their vehicle while reserved, active or suspended over [start_at, end_at),
-- exactly as contracts_no_double_booking did (end_at becomes the actual return time on return).
CREATE OR REPLACE FUNCTION contracts_vehicle_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM vehicle_hold_set('contract', OLD.company_id, OLD.id, OLD.vehicle_id, false, null, null, null);
    RETURN NULL;
  END IF;
  PERFORM vehicle_hold_set('contract', NEW.company_id, NEW.id, NEW.vehicle_id,
    NEW.status IN ('reserved', 'active', 'suspended'), NEW.start_at, NEW.end_at, NEW.contract_number);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicle_hold AFTER INSERT OR DELETE OR UPDATE OF status, vehicle_id, start_at, end_at, contract_number
  ON contracts FOR EACH ROW EXECUTE FUNCTION contracts_vehicle_hold();
--> statement-breakpoint
-- Work orders hold their vehicle while pending or in progress, from the scheduled time (or the
-- earlier actual start) to the expected end.
CREATE OR REPLACE FUNCTION vehicle_maintenance_vehicle_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM vehicle_hold_set('maintenance', OLD.company_id, OLD.id, OLD.vehicle_id, false, null, null, null);
    RETURN NULL;
  END IF;
  PERFORM vehicle_hold_set('maintenance', NEW.company_id, NEW.id, NEW.vehicle_id,
    NEW.status IN ('pending', 'in_progress'), least(NEW.scheduled_at, coalesce(NEW.started_at, NEW.scheduled_at)),
    NEW.expected_end_at, NEW.maintenance_number);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicle_hold AFTER INSERT OR DELETE OR UPDATE OF status, vehicle_id, scheduled_at, started_at, expected_end_at, maintenance_number
  ON vehicle_maintenance FOR EACH ROW EXECUTE FUNCTION vehicle_maintenance_vehicle_hold();
--> statement-breakpoint
-- Existing bookings become holds (they never overlapped: the old constraint saw to that).
INSERT INTO vehicle_holds (company_id, vehicle_id, source_type, source_id, reference, period)
SELECT company_id, vehicle_id, 'contract', id, contract_number, tstzrange(start_at, greatest(end_at, start_at), '[)')
FROM contracts WHERE status IN ('reserved', 'active', 'suspended');
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT IF EXISTS "contracts_no_double_booking";
