-- One vehicle cannot be held by two reserved, active or suspended contracts over overlapping
-- times: the database refuses the second (SQLSTATE 23P01) whatever path the write takes,
-- including two concurrent requests. end_at becomes the actual return time on return.
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_no_double_booking"
  EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" IN ('reserved', 'active', 'suspended'));
