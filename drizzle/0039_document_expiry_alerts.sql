CREATE TABLE "document_expiry_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"alert_type" text NOT NULL,
	"expiry_date" date NOT NULL,
	"days_until_expiry" integer NOT NULL,
	"entity_name" text NOT NULL,
	"entity_name_ar" text NOT NULL,
	"description" text NOT NULL,
	"description_ar" text NOT NULL,
	"property_id" uuid,
	"contract_id" uuid,
	"is_acknowledged" boolean DEFAULT false NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_expiry_alerts_entity_type" CHECK ("document_expiry_alerts"."entity_type" in ('vehicle','customer','employee','lease')),
	CONSTRAINT "document_expiry_alerts_alert_type" CHECK ("document_expiry_alerts"."alert_type" in ('expiring','expired')),
	CONSTRAINT "document_expiry_alerts_closed_reason" CHECK ("document_expiry_alerts"."closed_reason" is null or "document_expiry_alerts"."closed_reason" in ('renewed','cleared','lapsed'))
);
--> statement-breakpoint
ALTER TABLE "document_expiry_alerts" ADD CONSTRAINT "document_expiry_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_expiry_alerts" ADD CONSTRAINT "document_expiry_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_expiry_alerts_document_uq" ON "document_expiry_alerts" USING btree ("company_id","entity_type","entity_id","document_type","expiry_date");--> statement-breakpoint
CREATE INDEX "document_expiry_alerts_open_idx" ON "document_expiry_alerts" USING btree ("company_id","is_acknowledged","entity_type");