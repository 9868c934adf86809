ALTER TABLE "traffic_violations" ADD COLUMN "waived_on" date;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD COLUMN "waived_by" uuid;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD CONSTRAINT "traffic_violations_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD CONSTRAINT "traffic_violations_waiver" CHECK ("traffic_violations"."waived_on" is null or ("traffic_violations"."recharge_invoice_id" is null and "traffic_violations"."waiver_reason" is not null));