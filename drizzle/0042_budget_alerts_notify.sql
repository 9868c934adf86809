-- Issue 17, realtime: a new budget alert is announced like the other stored sources
-- (alerts_notify_insert of migration 0036); each stream forwards it to readers of budgets.
DROP TRIGGER IF EXISTS budget_alerts_notify ON budget_alerts;
--> statement-breakpoint
CREATE TRIGGER budget_alerts_notify AFTER INSERT ON budget_alerts FOR EACH ROW EXECUTE FUNCTION alerts_notify_insert('budget');
