CREATE TABLE "traffic_fine_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"admin_fee_kind" text DEFAULT 'none' NOT NULL,
	"admin_fee_value" numeric(16, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_fine_settings_kind" CHECK ("traffic_fine_settings"."admin_fee_kind" in ('none','fixed','percent'))
);
--> statement-breakpoint
CREATE TABLE "traffic_violation_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_number" text NOT NULL,
	"violation_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"notes" text,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_violation_payments_amount" CHECK ("traffic_violation_payments"."amount" > 0),
	CONSTRAINT "traffic_violation_payments_method" CHECK ("traffic_violation_payments"."method" in ('cash','bank_transfer','cheque','card'))
);
--> statement-breakpoint
CREATE TABLE "traffic_violations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"violation_number" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"violated_at" timestamp with time zone NOT NULL,
	"location" text,
	"violation_type" text,
	"description" text,
	"authority" text,
	"amount" numeric(16, 3) NOT NULL,
	"points" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"responsible" text DEFAULT 'company' NOT NULL,
	"contract_id" uuid,
	"customer_id" uuid,
	"employee_id" uuid,
	"match_reason" text NOT NULL,
	"match_detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"matched_by" text DEFAULT 'auto' NOT NULL,
	"matched_by_user" uuid,
	"paid_amount" numeric(16, 3) DEFAULT '0' NOT NULL,
	"recharge_method" text,
	"recharge_fee" numeric(16, 3),
	"recharge_total" numeric(16, 3),
	"recharge_invoice_id" uuid,
	"recharge_payment_id" uuid,
	"recharged_on" date,
	"source" text DEFAULT 'manual' NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_violations_status" CHECK ("traffic_violations"."status" in ('pending','confirmed','recharged','paid','cancelled')),
	CONSTRAINT "traffic_violations_responsible" CHECK ("traffic_violations"."responsible" in ('customer','company','employee')),
	CONSTRAINT "traffic_violations_customer_has_contract" CHECK ("traffic_violations"."responsible" <> 'customer' or ("traffic_violations"."customer_id" is not null and "traffic_violations"."contract_id" is not null)),
	CONSTRAINT "traffic_violations_matched_by" CHECK ("traffic_violations"."matched_by" in ('auto','person')),
	CONSTRAINT "traffic_violations_recharge_method" CHECK ("traffic_violations"."recharge_method" is null or "traffic_violations"."recharge_method" in ('invoice','deposit')),
	CONSTRAINT "traffic_violations_amount" CHECK ("traffic_violations"."amount" > 0 and "traffic_violations"."paid_amount" >= 0 and "traffic_violations"."paid_amount" <= "traffic_violations"."amount"),
	CONSTRAINT "traffic_violations_source" CHECK ("traffic_violations"."source" in ('manual','import','seed'))
);
--> statement-breakpoint
ALTER TABLE "traffic_fine_settings" ADD CONSTRAINT "traffic_fine_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violation_payments" ADD CONSTRAINT "traffic_violation_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violation_payments" ADD CONSTRAINT "traffic_violation_payments_violation_id_traffic_violations_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."traffic_violations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violation_payments" ADD CONSTRAINT "traffic_violation_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD CONSTRAINT "traffic_violations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD CONSTRAINT "traffic_violations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD CONSTRAINT "traffic_violations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD CONSTRAINT "traffic_violations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD CONSTRAINT "traffic_violations_matched_by_user_users_id_fk" FOREIGN KEY ("matched_by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_violations" ADD CONSTRAINT "traffic_violations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_violation_payments_company_number_uq" ON "traffic_violation_payments" USING btree ("company_id","payment_number");--> statement-breakpoint
CREATE INDEX "traffic_violation_payments_company_date_idx" ON "traffic_violation_payments" USING btree ("company_id","paid_on","id");--> statement-breakpoint
CREATE INDEX "traffic_violation_payments_violation_idx" ON "traffic_violation_payments" USING btree ("violation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_violations_company_number_uq" ON "traffic_violations" USING btree ("company_id","violation_number");--> statement-breakpoint
CREATE INDEX "traffic_violations_company_status_idx" ON "traffic_violations" USING btree ("company_id","status","violated_at");--> statement-breakpoint
CREATE INDEX "traffic_violations_company_at_idx" ON "traffic_violations" USING btree ("company_id","violated_at","id");--> statement-breakpoint
CREATE INDEX "traffic_violations_vehicle_idx" ON "traffic_violations" USING btree ("vehicle_id","violated_at");--> statement-breakpoint
CREATE INDEX "traffic_violations_contract_idx" ON "traffic_violations" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "traffic_violations_customer_idx" ON "traffic_violations" USING btree ("customer_id");