CREATE TABLE "vehicle_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"period" "tstzrange" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"maintenance_type" text DEFAULT 'routine' NOT NULL,
	"vehicle_id" uuid,
	"make" text,
	"model" text,
	"interval_km" integer,
	"interval_months" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_plans_interval" CHECK ("maintenance_plans"."interval_km" > 0 or "maintenance_plans"."interval_months" > 0),
	CONSTRAINT "maintenance_plans_target" CHECK (("maintenance_plans"."vehicle_id" is not null) <> ("maintenance_plans"."make" is not null and "maintenance_plans"."model" is not null)),
	CONSTRAINT "maintenance_plans_type" CHECK ("maintenance_plans"."maintenance_type" in ('routine','oil','tyres','brakes','engine','transmission','electrical','body','inspection','emergency','other'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"alert_type" text NOT NULL,
	"days_before" integer NOT NULL,
	"due_date" date NOT NULL,
	"priority" text NOT NULL,
	"alert_title" text NOT NULL,
	"alert_message" text NOT NULL,
	"alert_title_ar" text NOT NULL,
	"alert_message_ar" text NOT NULL,
	"is_acknowledged" boolean DEFAULT false NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_alerts_type" CHECK ("vehicle_alerts"."alert_type" in ('service_due','registration_expiry','insurance_expiry')),
	CONSTRAINT "vehicle_alerts_priority" CHECK ("vehicle_alerts"."priority" in ('low','medium','high','critical'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_maintenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"maintenance_number" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"plan_id" uuid,
	"maintenance_type" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text,
	"workshop_name" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"expected_end_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"odometer_at_service" integer,
	"estimated_cost" numeric(16, 3) DEFAULT '0' NOT NULL,
	"estimated_vat" numeric(16, 3) DEFAULT '0' NOT NULL,
	"labour_cost" numeric(16, 3) DEFAULT '0' NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actual_cost" numeric(16, 3),
	"actual_vat" numeric(16, 3),
	"paid_by" text DEFAULT 'payable' NOT NULL,
	"journal_entry_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_maintenance_status" CHECK ("vehicle_maintenance"."status" in ('pending','in_progress','completed','cancelled')),
	CONSTRAINT "vehicle_maintenance_type" CHECK ("vehicle_maintenance"."maintenance_type" in ('routine','oil','tyres','brakes','engine','transmission','electrical','body','inspection','emergency','other')),
	CONSTRAINT "vehicle_maintenance_priority" CHECK ("vehicle_maintenance"."priority" in ('low','medium','high','urgent')),
	CONSTRAINT "vehicle_maintenance_paid_by" CHECK ("vehicle_maintenance"."paid_by" in ('payable','cash')),
	CONSTRAINT "vehicle_maintenance_window" CHECK ("vehicle_maintenance"."expected_end_at" > "vehicle_maintenance"."scheduled_at"),
	CONSTRAINT "vehicle_maintenance_odometer" CHECK ("vehicle_maintenance"."odometer_at_service" is null or "vehicle_maintenance"."odometer_at_service" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_alerts" ADD CONSTRAINT "vehicle_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_alerts" ADD CONSTRAINT "vehicle_alerts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance" ADD CONSTRAINT "vehicle_maintenance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance" ADD CONSTRAINT "vehicle_maintenance_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance" ADD CONSTRAINT "vehicle_maintenance_plan_id_maintenance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."maintenance_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance" ADD CONSTRAINT "vehicle_maintenance_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_holds_source_uq" ON "vehicle_holds" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "vehicle_holds_company_vehicle_idx" ON "vehicle_holds" USING btree ("company_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "maintenance_plans_company_idx" ON "maintenance_plans" USING btree ("company_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_alerts_once_uq" ON "vehicle_alerts" USING btree ("vehicle_id","alert_type","due_date","days_before");--> statement-breakpoint
CREATE INDEX "vehicle_alerts_company_open_idx" ON "vehicle_alerts" USING btree ("company_id","is_acknowledged","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_maintenance_company_number_uq" ON "vehicle_maintenance" USING btree ("company_id","maintenance_number");--> statement-breakpoint
CREATE INDEX "vehicle_maintenance_company_status_idx" ON "vehicle_maintenance" USING btree ("company_id","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "vehicle_maintenance_vehicle_idx" ON "vehicle_maintenance" USING btree ("vehicle_id","scheduled_at");