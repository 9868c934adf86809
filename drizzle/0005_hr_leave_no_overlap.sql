-- One employee cannot have two pending or approved leave requests over the same days: the
-- database refuses the second (SQLSTATE 23P01), whatever path the write takes.
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('pending', 'approved'));
