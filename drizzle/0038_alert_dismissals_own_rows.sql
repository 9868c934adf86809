-- A user's dismissed property alerts are that user's alone (DECISIONS 10): besides the generic
-- company policy, a restrictive policy hides every other user's rows and keeps anyone from writing
-- a dismissal in another user's name, even through a query that forgets its user filter.
CREATE POLICY own_rows_select ON alert_dismissals AS RESTRICTIVE FOR SELECT
  USING (user_id = nullif(current_setting('app.user_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY own_rows_insert ON alert_dismissals AS RESTRICTIVE FOR INSERT
  WITH CHECK (user_id = nullif(current_setting('app.user_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY own_rows_update ON alert_dismissals AS RESTRICTIVE FOR UPDATE
  USING (user_id = nullif(current_setting('app.user_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY own_rows_delete ON alert_dismissals AS RESTRICTIVE FOR DELETE
  USING (user_id = nullif(current_setting('app.user_id', true), '')::uuid);
