CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_number_trgm_idx" ON "contracts" USING gin ("contract_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_civil_id_trgm_idx" ON "customers" USING gin ("civil_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotations_number_trgm_idx" ON "quotations" USING gin ("quotation_number" gin_trgm_ops);