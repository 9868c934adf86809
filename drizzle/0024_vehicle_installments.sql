CREATE TABLE "financing_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_number" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_contact" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"down_payment" numeric(16, 3) DEFAULT '0' NOT NULL,
	"down_payment_method" text DEFAULT 'bank_transfer' NOT NULL,
	"financed" numeric(16, 3) NOT NULL,
	"instalment_count" integer NOT NULL,
	"annual_rate" numeric(6, 3) NOT NULL,
	"start_date" date NOT NULL,
	"monthly_payment" numeric(16, 3) NOT NULL,
	"total_interest" numeric(16, 3) NOT NULL,
	"notes" text,
	"activated_on" date,
	"completed_on" date,
	"cancelled_on" date,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_agreements_status" CHECK ("financing_agreements"."status" in ('draft','active','completed','cancelled')),
	CONSTRAINT "financing_agreements_method" CHECK ("financing_agreements"."down_payment_method" in ('cash','cheque','bank_transfer','card')),
	CONSTRAINT "financing_agreements_amounts" CHECK ("financing_agreements"."total" > 0 and "financing_agreements"."down_payment" >= 0 and "financing_agreements"."down_payment" < "financing_agreements"."total" and "financing_agreements"."financed" = "financing_agreements"."total" - "financing_agreements"."down_payment"),
	CONSTRAINT "financing_agreements_terms" CHECK ("financing_agreements"."instalment_count" between 1 and 360 and "financing_agreements"."annual_rate" >= 0 and "financing_agreements"."annual_rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "financing_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"due_date" date NOT NULL,
	"principal" numeric(16, 3) NOT NULL,
	"interest" numeric(16, 3) NOT NULL,
	"principal_paid" numeric(16, 3) DEFAULT '0' NOT NULL,
	"interest_paid" numeric(16, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "financing_instalments_paid" CHECK ("financing_instalments"."principal_paid" >= 0 and "financing_instalments"."principal_paid" <= "financing_instalments"."principal" and "financing_instalments"."interest_paid" >= 0 and "financing_instalments"."interest_paid" <= "financing_instalments"."interest")
);
--> statement-breakpoint
CREATE TABLE "financing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	"principal" numeric(16, 3) NOT NULL,
	"interest" numeric(16, 3) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"allocations" text NOT NULL,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_payments_method" CHECK ("financing_payments"."method" in ('cash','cheque','bank_transfer','card')),
	CONSTRAINT "financing_payments_split" CHECK ("financing_payments"."amount" > 0 and "financing_payments"."amount" = "financing_payments"."principal" + "financing_payments"."interest")
);
--> statement-breakpoint
CREATE TABLE "financing_agreement_vehicles" (
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	CONSTRAINT "financing_agreement_vehicles_agreement_id_vehicle_id_pk" PRIMARY KEY("agreement_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "financing_agreements" ADD CONSTRAINT "financing_agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_agreements" ADD CONSTRAINT "financing_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_instalments" ADD CONSTRAINT "financing_instalments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_instalments" ADD CONSTRAINT "financing_instalments_agreement_id_financing_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."financing_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_agreement_id_financing_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."financing_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_agreement_vehicles" ADD CONSTRAINT "financing_agreement_vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_agreement_vehicles" ADD CONSTRAINT "financing_agreement_vehicles_agreement_id_financing_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."financing_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_agreement_vehicles" ADD CONSTRAINT "financing_agreement_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financing_agreements_company_number_uq" ON "financing_agreements" USING btree ("company_id","agreement_number");--> statement-breakpoint
CREATE INDEX "financing_agreements_company_status_idx" ON "financing_agreements" USING btree ("company_id","status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_instalments_agreement_sequence_uq" ON "financing_instalments" USING btree ("agreement_id","sequence");--> statement-breakpoint
CREATE INDEX "financing_instalments_company_due_idx" ON "financing_instalments" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "financing_payments_agreement_idx" ON "financing_payments" USING btree ("agreement_id","paid_on");--> statement-breakpoint
CREATE INDEX "financing_agreement_vehicles_vehicle_idx" ON "financing_agreement_vehicles" USING btree ("vehicle_id");