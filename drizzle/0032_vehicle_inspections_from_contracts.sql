-- Decision 041: a contract's handover and return inspections become vehicle_inspections rows
-- (one mechanism). Every handed-over contract gets its handover inspection and every returned one
-- its return inspection, with the odometer, fuel and time the contract recorded; the old jsonb
-- checklist (ok true/false) becomes ok / not_ok, and the old damages (words and a price) become
-- unplaced damage points (no view, type other, severity minor) keeping the words and the price.
-- (The next migration drops the contracts' two jsonb columns.) Numbers VI-00001… per company in time order; the sequence continues after them.
INSERT INTO vehicle_inspections (company_id, inspection_number, kind, vehicle_id, contract_id, at, odometer, fuel, checklist, damage_points, notes, created_by, created_at, updated_at)
SELECT s.company_id,
  'VI-' || lpad((row_number() OVER (PARTITION BY s.company_id ORDER BY s.at, s.kind, s.contract_id))::text, 5, '0'),
  s.kind, s.vehicle_id, s.contract_id, s.at, s.odometer, s.fuel,
  coalesce((SELECT jsonb_agg(jsonb_build_object('code', e->>'code', 'status', CASE WHEN (e->>'ok')::boolean THEN 'ok' ELSE 'not_ok' END)
      || CASE WHEN coalesce(e->>'note', '') <> '' THEN jsonb_build_object('note', e->>'note') ELSE '{}'::jsonb END ORDER BY ord)
    FROM jsonb_array_elements(coalesce(s.inspection->'checklist', '[]'::jsonb)) WITH ORDINALITY AS c(e, ord)), '[]'::jsonb),
  coalesce((SELECT jsonb_agg(jsonb_build_object('view', null, 'x', null, 'y', null, 'type', 'other', 'severity', 'minor', 'note', d->>'description', 'amount', d->>'amount') ORDER BY ord)
    FROM jsonb_array_elements(coalesce(s.inspection->'damages', '[]'::jsonb)) WITH ORDINALITY AS x(d, ord)), '[]'::jsonb),
  nullif(s.inspection->>'notes', ''), s.created_by, s.at, s.at
FROM (
  SELECT company_id, 'handover'::text AS kind, vehicle_id, id AS contract_id, handover_at AS at, handover_odometer AS odometer, handover_fuel AS fuel, handover_inspection AS inspection, created_by
  FROM contracts WHERE handover_at IS NOT NULL
  UNION ALL
  SELECT company_id, 'return', vehicle_id, id, returned_at, return_odometer, return_fuel, return_inspection, created_by
  FROM contracts WHERE returned_at IS NOT NULL
) s
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO number_sequences (company_id, name, last_value)
SELECT company_id, 'vehicle_inspection', count(*) FROM vehicle_inspections GROUP BY company_id
ON CONFLICT (company_id, name) DO UPDATE SET last_value = greatest(number_sequences.last_value, excluded.last_value);
