-- One property (or unit) cannot be held by two active leases over overlapping days: the database
-- refuses the second (SQLSTATE 23P01) whatever path the write takes, including two concurrent
-- requests. Dates are inclusive on both ends, so a renewal starts the day after the old end.
ALTER TABLE "leases" ADD CONSTRAINT "leases_no_overlap"
  EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" = 'active');
