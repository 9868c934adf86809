CREATE TABLE "dispatch_permit_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"permit_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_permits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"permit_number" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"purpose_ar" text,
	"purpose_en" text,
	"destination_ar" text,
	"destination_en" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"expected_km" integer,
	"fuel_allowance" numeric(16, 3) DEFAULT '0' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"cancellation_reason" text,
	"odometer_out" integer,
	"odometer_in" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_permits_status" CHECK ("dispatch_permits"."status" in ('pending','approved','rejected','in_progress','completed','cancelled')),
	CONSTRAINT "dispatch_permits_purpose" CHECK ("dispatch_permits"."purpose" in ('maintenance_trip','employee_use','delivery','inspection','other')),
	CONSTRAINT "dispatch_permits_priority" CHECK ("dispatch_permits"."priority" in ('low','normal','high','urgent')),
	CONSTRAINT "dispatch_permits_period" CHECK ("dispatch_permits"."end_at" > "dispatch_permits"."start_at"),
	CONSTRAINT "dispatch_permits_odometer" CHECK ("dispatch_permits"."odometer_in" is null or ("dispatch_permits"."odometer_out" is not null and "dispatch_permits"."odometer_in" >= "dispatch_permits"."odometer_out")),
	CONSTRAINT "dispatch_permits_rejected_reason" CHECK ("dispatch_permits"."status" <> 'rejected' or "dispatch_permits"."rejection_reason" is not null),
	CONSTRAINT "dispatch_permits_fuel_nonneg" CHECK ("dispatch_permits"."fuel_allowance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dispatch_permit_history" ADD CONSTRAINT "dispatch_permit_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_permit_history" ADD CONSTRAINT "dispatch_permit_history_permit_id_dispatch_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."dispatch_permits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_permit_history" ADD CONSTRAINT "dispatch_permit_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_permits" ADD CONSTRAINT "dispatch_permits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_permits" ADD CONSTRAINT "dispatch_permits_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_permits" ADD CONSTRAINT "dispatch_permits_driver_id_employees_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_permits" ADD CONSTRAINT "dispatch_permits_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_permits" ADD CONSTRAINT "dispatch_permits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_permit_history_permit_idx" ON "dispatch_permit_history" USING btree ("permit_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_permits_company_number_uq" ON "dispatch_permits" USING btree ("company_id","permit_number");--> statement-breakpoint
CREATE INDEX "dispatch_permits_company_status_idx" ON "dispatch_permits" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "dispatch_permits_vehicle_idx" ON "dispatch_permits" USING btree ("vehicle_id","start_at");--> statement-breakpoint
CREATE INDEX "dispatch_permits_driver_idx" ON "dispatch_permits" USING btree ("driver_id");