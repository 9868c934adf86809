-- Each user's notifications are that user's alone: besides the generic company policy, a
-- restrictive policy hides (and protects from update or delete) every other user's rows, even
-- to a query that forgets its user filter. Inserts stay open: notify() writes for other users.
CREATE POLICY own_rows_select ON user_notifications AS RESTRICTIVE FOR SELECT
  USING (user_id = nullif(current_setting('app.user_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY own_rows_update ON user_notifications AS RESTRICTIVE FOR UPDATE
  USING (user_id = nullif(current_setting('app.user_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY own_rows_delete ON user_notifications AS RESTRICTIVE FOR DELETE
  USING (user_id = nullif(current_setting('app.user_id', true), '')::uuid);
