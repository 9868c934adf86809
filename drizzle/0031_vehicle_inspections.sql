CREATE TABLE "vehicle_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"inspection_number" text NOT NULL,
	"kind" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"contract_id" uuid,
	"dispatch_permit_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"odometer" integer,
	"fuel" integer,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"damage_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_signature" text,
	"customer_signer_name" text,
	"inspector_signature" text,
	"inspector_id" uuid,
	"notes" text,
	"charge_invoice_id" uuid,
	"charge_method" text,
	"charged_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_inspections_kind" CHECK ("vehicle_inspections"."kind" in ('handover','return','dispatch')),
	CONSTRAINT "vehicle_inspections_fuel" CHECK ("vehicle_inspections"."fuel" is null or "vehicle_inspections"."fuel" between 0 and 8),
	CONSTRAINT "vehicle_inspections_odometer" CHECK ("vehicle_inspections"."odometer" is null or "vehicle_inspections"."odometer" >= 0),
	CONSTRAINT "vehicle_inspections_source" CHECK (("vehicle_inspections"."kind" = 'dispatch') = ("vehicle_inspections"."dispatch_permit_id" is not null) and ("vehicle_inspections"."kind" = 'dispatch' or "vehicle_inspections"."contract_id" is not null)),
	CONSTRAINT "vehicle_inspections_charge_method" CHECK ("vehicle_inspections"."charge_method" is null or "vehicle_inspections"."charge_method" in ('invoice','deposit'))
);
--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_dispatch_permit_id_dispatch_permits_id_fk" FOREIGN KEY ("dispatch_permit_id") REFERENCES "public"."dispatch_permits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_charge_invoice_id_invoices_id_fk" FOREIGN KEY ("charge_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_inspections" ADD CONSTRAINT "vehicle_inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_inspections_company_number_uq" ON "vehicle_inspections" USING btree ("company_id","inspection_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_inspections_contract_kind_uq" ON "vehicle_inspections" USING btree ("contract_id","kind") WHERE "vehicle_inspections"."contract_id" is not null;--> statement-breakpoint
CREATE INDEX "vehicle_inspections_company_at_idx" ON "vehicle_inspections" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "vehicle_inspections_vehicle_idx" ON "vehicle_inspections" USING btree ("vehicle_id","at");--> statement-breakpoint
CREATE INDEX "vehicle_inspections_permit_idx" ON "vehicle_inspections" USING btree ("dispatch_permit_id");