CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"code" text DEFAULT 'other' NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) DEFAULT '1' NOT NULL,
	"unit_price" numeric(16, 3) NOT NULL,
	"total" numeric(16, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"contract_id" uuid,
	"kind" text DEFAULT 'rental' NOT NULL,
	"installment" integer,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(16, 3) NOT NULL,
	"discount" numeric(16, 3) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(16, 3) DEFAULT '0' NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"paid_amount" numeric(16, 3) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('rental','extras','damages','fines','return_charges','other')),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('pending','partially_paid','paid','cancelled')),
	CONSTRAINT "invoices_paid_within_total" CHECK ("invoices"."paid_amount" >= 0 and "invoices"."paid_amount" <= "invoices"."total")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	CONSTRAINT "allocations_positive" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"contract_id" uuid,
	"payment_date" date NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	"currency" text NOT NULL,
	"reference" text,
	"cheque_number" text,
	"bank_name" text,
	"notes" text,
	"status" text DEFAULT 'completed' NOT NULL,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash','cheque','bank_transfer','card','deposit'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"quotation_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"planned_end_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"rate_unit" text NOT NULL,
	"duration" integer NOT NULL,
	"rate" numeric(16, 3) NOT NULL,
	"daily_rate" numeric(16, 3) NOT NULL,
	"rental_amount" numeric(16, 3) NOT NULL,
	"deposit_amount" numeric(16, 3) DEFAULT '0' NOT NULL,
	"deposit_status" text DEFAULT 'none' NOT NULL,
	"deposit_applied" numeric(16, 3) DEFAULT '0' NOT NULL,
	"deposit_refunded" numeric(16, 3) DEFAULT '0' NOT NULL,
	"km_allowance_per_day" integer DEFAULT 0 NOT NULL,
	"extra_km_rate" numeric(16, 3) DEFAULT '0' NOT NULL,
	"late_grace_minutes" integer DEFAULT 60 NOT NULL,
	"late_hour_rate" numeric(16, 3) DEFAULT '0' NOT NULL,
	"fuel_charge_per_eighth" numeric(16, 3) DEFAULT '0' NOT NULL,
	"handover_at" timestamp with time zone,
	"handover_odometer" integer,
	"handover_fuel" integer,
	"handover_inspection" jsonb,
	"returned_at" timestamp with time zone,
	"return_odometer" integer,
	"return_fuel" integer,
	"return_inspection" jsonb,
	"return_charges_total" numeric(16, 3),
	"closed_at" timestamp with time zone,
	"terms" text,
	"notes" text,
	"status_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_range" CHECK ("contracts"."end_at" > "contracts"."start_at"),
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('draft','reserved','active','suspended','returned','closed','cancelled')),
	CONSTRAINT "contracts_fuel" CHECK ("contracts"."handover_fuel" is null or "contracts"."handover_fuel" between 0 and 8)
);
--> statement-breakpoint
CREATE TABLE "customer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_number" text NOT NULL,
	"customer_type" text DEFAULT 'individual' NOT NULL,
	"name_en" text,
	"name_ar" text,
	"phone" text NOT NULL,
	"alternative_phone" text,
	"email" text,
	"nationality" text,
	"date_of_birth" date,
	"civil_id" text,
	"civil_id_expiry" date,
	"passport_number" text,
	"passport_expiry" date,
	"license_number" text,
	"license_expiry" date,
	"commercial_register" text,
	"contact_person" text,
	"address" text,
	"city" text,
	"credit_limit" numeric(16, 3) DEFAULT '0' NOT NULL,
	"is_blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"document_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_has_name" CHECK (coalesce("customers"."name_ar", "customers"."name_en") is not null),
	CONSTRAINT "customers_type" CHECK ("customers"."customer_type" in ('individual','corporate')),
	CONSTRAINT "customers_blacklist_reason" CHECK (not "customers"."is_blacklisted" or "customers"."blacklist_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "vehicle_odometer_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"reading" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vehicle_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"expires_on" date,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plate_number" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"vin" text,
	"color" text,
	"color_ar" text,
	"body_type" text DEFAULT 'sedan' NOT NULL,
	"fuel_type" text DEFAULT 'petrol' NOT NULL,
	"transmission" text DEFAULT 'automatic' NOT NULL,
	"seats" integer DEFAULT 5 NOT NULL,
	"odometer" integer DEFAULT 0 NOT NULL,
	"fuel_level" integer DEFAULT 8 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"daily_rate" numeric(16, 3) NOT NULL,
	"weekly_rate" numeric(16, 3),
	"monthly_rate" numeric(16, 3),
	"min_daily_rate" numeric(16, 3),
	"min_weekly_rate" numeric(16, 3),
	"min_monthly_rate" numeric(16, 3),
	"deposit_amount" numeric(16, 3) DEFAULT '0' NOT NULL,
	"registration_number" text,
	"registration_expiry" date,
	"insurance_policy_number" text,
	"insurance_provider" text,
	"insurance_expiry" date,
	"purchase_date" date,
	"purchase_cost" numeric(16, 3),
	"service_interval_km" integer,
	"service_interval_months" integer,
	"last_service_date" date,
	"last_service_odometer" integer,
	"photo_file_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_odometer_nonneg" CHECK ("vehicles"."odometer" >= 0),
	CONSTRAINT "vehicles_fuel_level" CHECK ("vehicles"."fuel_level" between 0 and 8),
	CONSTRAINT "vehicles_status" CHECK ("vehicles"."status" in ('available','rented','reserved','maintenance','out_of_service','accident','stolen','police_station'))
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quotation_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"vehicle_class" text,
	"start_date" date NOT NULL,
	"rate_unit" text NOT NULL,
	"duration" integer NOT NULL,
	"rate" numeric(16, 3) NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount" numeric(16, 3) DEFAULT '0' NOT NULL,
	"subtotal" numeric(16, 3) NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"valid_until" date NOT NULL,
	"terms" text,
	"notes" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"approval_token_hash" text,
	"approval_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"client_comment" text,
	"decision_ip" text,
	"contract_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_vehicle_or_class" CHECK ("quotations"."vehicle_id" is not null or "quotations"."vehicle_class" is not null),
	CONSTRAINT "quotations_duration" CHECK ("quotations"."duration" > 0),
	CONSTRAINT "quotations_status" CHECK ("quotations"."status" in ('draft','sent','approved','rejected','expired','converted'))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_odometer_readings" ADD CONSTRAINT "vehicle_odometer_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_odometer_readings" ADD CONSTRAINT "vehicle_odometer_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_odometer_readings" ADD CONSTRAINT "vehicle_odometer_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_number_uq" ON "invoices" USING btree ("company_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_company_status_due_idx" ON "invoices" USING btree ("company_id","status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_company_number_uq" ON "payments" USING btree ("company_id","payment_number");--> statement-breakpoint
CREATE INDEX "payments_company_date_idx" ON "payments" USING btree ("company_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_company_number_uq" ON "contracts" USING btree ("company_id","contract_number");--> statement-breakpoint
CREATE INDEX "contracts_company_status_idx" ON "contracts" USING btree ("company_id","status","start_at");--> statement-breakpoint
CREATE INDEX "contracts_company_end_idx" ON "contracts" USING btree ("company_id","end_at");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contracts_vehicle_idx" ON "contracts" USING btree ("vehicle_id","start_at");--> statement-breakpoint
CREATE INDEX "customer_documents_customer_idx" ON "customer_documents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_company_number_idx" ON "customers" USING btree ("company_id","customer_number");--> statement-breakpoint
CREATE INDEX "customers_company_civil_idx" ON "customers" USING btree ("company_id","civil_id");--> statement-breakpoint
CREATE INDEX "customers_company_phone_idx" ON "customers" USING btree ("company_id","phone");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ((coalesce("name_ar", '') || ' ' || coalesce("name_en", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "odometer_vehicle_idx" ON "vehicle_odometer_readings" USING btree ("vehicle_id","recorded_at");--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_idx" ON "vehicle_documents" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_plate_uq" ON "vehicles" USING btree ("company_id",upper(regexp_replace("plate_number", '\s', '', 'g')));--> statement-breakpoint
CREATE INDEX "vehicles_company_status_idx" ON "vehicles" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "vehicles_plate_trgm_idx" ON "vehicles" USING gin ("plate_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_company_number_uq" ON "quotations" USING btree ("company_id","quotation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_token_uq" ON "quotations" USING btree ("approval_token_hash");--> statement-breakpoint
CREATE INDEX "quotations_company_status_idx" ON "quotations" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "quotations_customer_idx" ON "quotations" USING btree ("customer_id");