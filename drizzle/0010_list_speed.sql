CREATE TABLE "record_counts" (
	"company_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "record_counts_company_id_entity_key_pk" PRIMARY KEY("company_id","entity","key")
);
--> statement-breakpoint
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (coalesce(name_ar, '') || ' ' || coalesce(name_en, '')) STORED;--> statement-breakpoint
CREATE INDEX "invoices_company_issue_idx" ON "invoices" USING btree ("company_id","issue_date");--> statement-breakpoint
CREATE INDEX "payments_company_created_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_company_status_planned_end_idx" ON "contracts" USING btree ("company_id","status","planned_end_at");--> statement-breakpoint
CREATE INDEX "contracts_company_updated_idx" ON "contracts" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "customers_search_name_trgm_idx" ON "customers" USING gin ("search_name" gin_trgm_ops);