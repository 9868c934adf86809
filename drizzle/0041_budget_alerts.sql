CREATE TABLE "budget_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"budget_id" uuid NOT NULL,
	"alert_type" text NOT NULL,
	"budget_name" text NOT NULL,
	"budget_name_ar" text NOT NULL,
	"message" text NOT NULL,
	"message_ar" text NOT NULL,
	"current_percentage" numeric(9, 2) NOT NULL,
	"amount_exceeded" numeric(18, 3) DEFAULT '0' NOT NULL,
	"link" text,
	"is_acknowledged" boolean DEFAULT false NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_alerts_type" CHECK ("budget_alerts"."alert_type" in ('budget_warning','budget_exceeded'))
);
--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_alerts" ADD CONSTRAINT "budget_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_alerts_once_uq" ON "budget_alerts" USING btree ("budget_id","alert_type");--> statement-breakpoint
CREATE INDEX "budget_alerts_company_open_idx" ON "budget_alerts" USING btree ("company_id","is_acknowledged","created_at");