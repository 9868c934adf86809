CREATE INDEX "invoices_company_due_idx" ON "invoices" USING btree ("company_id","due_date","invoice_number");--> statement-breakpoint
CREATE INDEX "contracts_company_start_idx" ON "contracts" USING btree ("company_id","start_at","id");--> statement-breakpoint
CREATE INDEX "customers_company_created_idx" ON "customers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_company_plate_idx" ON "vehicles" USING btree ("company_id","plate_number","id");