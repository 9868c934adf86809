DROP INDEX "invoices_company_issue_idx";--> statement-breakpoint
DROP INDEX "payments_company_date_idx";--> statement-breakpoint
DROP INDEX "contracts_company_end_idx";--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("company_id","due_date","invoice_number","total","paid_amount") WHERE status in ('pending', 'partially_paid');--> statement-breakpoint
CREATE INDEX "contracts_running_planned_end_idx" ON "contracts" USING btree ("company_id","planned_end_at") WHERE status in ('active', 'suspended');--> statement-breakpoint
CREATE INDEX "invoices_company_issue_idx" ON "invoices" USING btree ("company_id","issue_date","status","total");--> statement-breakpoint
CREATE INDEX "payments_company_date_idx" ON "payments" USING btree ("company_id","payment_date","status","amount");--> statement-breakpoint
CREATE INDEX "contracts_company_end_idx" ON "contracts" USING btree ("company_id","end_at","start_at","status");