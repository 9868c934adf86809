DROP INDEX "audit_log_company_created_idx";--> statement-breakpoint
DROP INDEX "system_logs_company_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_company_actor_idx" ON "audit_log" USING btree ("company_id","actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_entity_idx" ON "audit_log" USING btree ("company_id","entity","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_created_idx" ON "audit_log" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "system_logs_company_created_idx" ON "system_logs" USING btree ("company_id","created_at","id");