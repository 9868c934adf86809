-- Decision 049 left budget_alerts.budget_id without a foreign key until the budgets table came
-- (issue 18, decision 053). An alert goes with its budget. Kept out of the alerts module's drizzle
-- schema so that module does not import the budgets module.
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;
