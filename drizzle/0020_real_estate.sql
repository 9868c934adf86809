CREATE TABLE "owner_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payout_number" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"payout_date" date NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"notes" text,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_payouts_amount_positive" CHECK ("owner_payouts"."amount" > 0),
	CONSTRAINT "owner_payouts_method" CHECK ("owner_payouts"."method" in ('cash','cheque','bank_transfer'))
);
--> statement-breakpoint
CREATE TABLE "property_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_code" text NOT NULL,
	"owner_type" text DEFAULT 'individual' NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text,
	"civil_id" text,
	"commercial_register" text,
	"nationality" text,
	"phone" text,
	"email" text,
	"address" text,
	"bank_name" text,
	"iban" text,
	"commission_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_name" text GENERATED ALWAYS AS (coalesce(name_ar, '') || ' ' || coalesce(name_en, '') || ' ' || owner_code) STORED,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_owners_type" CHECK ("property_owners"."owner_type" in ('individual','company')),
	CONSTRAINT "property_owners_commission" CHECK ("property_owners"."commission_rate" >= 0 and "property_owners"."commission_rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "maintenance_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
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
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"property_code" text NOT NULL,
	"parent_id" uuid,
	"unit_number" text,
	"name_ar" text NOT NULL,
	"name_en" text,
	"property_type" text NOT NULL,
	"usage" text DEFAULT 'residential' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"owner_id" uuid,
	"city" text,
	"district" text,
	"address" text,
	"area_sqm" numeric(12, 2),
	"bedrooms" integer,
	"bathrooms" integer,
	"floors" integer,
	"floor_number" integer,
	"parking_spaces" integer,
	"furnished" boolean DEFAULT false NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rent_price" numeric(16, 3),
	"sale_price" numeric(16, 3),
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"description" text,
	"vacant_since" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_name" text GENERATED ALWAYS AS (coalesce(name_ar, '') || ' ' || coalesce(name_en, '') || ' ' || property_code || ' ' || coalesce(district, '')) STORED,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_type" CHECK ("properties"."property_type" in ('residential','commercial','industrial','land','warehouse','office','retail','villa','apartment','building')),
	CONSTRAINT "properties_status" CHECK ("properties"."status" in ('available','rented','for_sale','maintenance','reserved','sold')),
	CONSTRAINT "properties_usage" CHECK ("properties"."usage" in ('residential','commercial')),
	CONSTRAINT "properties_not_own_parent" CHECK ("properties"."parent_id" is distinct from "properties"."id"),
	CONSTRAINT "properties_coordinates" CHECK (("properties"."latitude" is null) = ("properties"."longitude" is null) and ("properties"."latitude" is null or ("properties"."latitude" between -90 and 90 and "properties"."longitude" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "property_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
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
CREATE TABLE "property_maintenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_number" text NOT NULL,
	"property_id" uuid NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"payer" text DEFAULT 'company' NOT NULL,
	"blocks_leasing" boolean DEFAULT false NOT NULL,
	"contractor_name" text,
	"contractor_phone" text,
	"reported_by" text,
	"scheduled_for" date,
	"estimated_cost" numeric(16, 3),
	"actual_cost" numeric(16, 3),
	"completed_on" date,
	"owner_id" uuid,
	"customer_id" uuid,
	"invoice_id" uuid,
	"status_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_maintenance_category" CHECK ("property_maintenance"."category" in ('plumbing','electrical','air_conditioning','carpentry','painting','appliances','pest_control','cleaning','structural','elevator','other')),
	CONSTRAINT "property_maintenance_priority" CHECK ("property_maintenance"."priority" in ('low','medium','high','urgent')),
	CONSTRAINT "property_maintenance_status" CHECK ("property_maintenance"."status" in ('open','assigned','in_progress','completed','cancelled')),
	CONSTRAINT "property_maintenance_payer" CHECK ("property_maintenance"."payer" in ('owner','tenant','company')),
	CONSTRAINT "property_maintenance_completed_cost" CHECK ("property_maintenance"."status" <> 'completed' or "property_maintenance"."actual_cost" is not null)
);
--> statement-breakpoint
CREATE TABLE "lease_cheques" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"installment_id" uuid,
	"cheque_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"cheque_date" date NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"payment_id" uuid,
	"deposited_on" date,
	"bounced_on" date,
	"bounce_reason" text,
	"returned_on" date,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_cheques_status" CHECK ("lease_cheques"."status" in ('held','deposited','bounced','returned')),
	CONSTRAINT "lease_cheques_amount" CHECK ("lease_cheques"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "lease_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	"prorated" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"invoice_id" uuid,
	"late_fee_invoice_id" uuid,
	"owner_id" uuid,
	"commission_rate" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_installments_status" CHECK ("lease_installments"."status" in ('scheduled','billed','cancelled')),
	CONSTRAINT "lease_installments_period" CHECK ("lease_installments"."period_end" >= "lease_installments"."period_start"),
	CONSTRAINT "lease_installments_amount" CHECK ("lease_installments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lease_number" text NOT NULL,
	"property_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"monthly_rent" numeric(16, 3) NOT NULL,
	"payment_frequency" text DEFAULT 'monthly' NOT NULL,
	"payment_day" integer NOT NULL,
	"total_rent" numeric(16, 3) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"security_deposit" numeric(16, 3) DEFAULT '0' NOT NULL,
	"deposit_status" text DEFAULT 'none' NOT NULL,
	"deposit_applied" numeric(16, 3) DEFAULT '0' NOT NULL,
	"deposit_refunded" numeric(16, 3) DEFAULT '0' NOT NULL,
	"commission_amount" numeric(16, 3) DEFAULT '0' NOT NULL,
	"grace_days" integer DEFAULT 5 NOT NULL,
	"late_fee_type" text DEFAULT 'none' NOT NULL,
	"late_fee_value" numeric(16, 3) DEFAULT '0' NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"renewal_months" integer DEFAULT 12 NOT NULL,
	"utilities_included" boolean DEFAULT false NOT NULL,
	"terms" text,
	"notes" text,
	"renewed_from_id" uuid,
	"activated_at" timestamp with time zone,
	"terminated_on" date,
	"settled_on" date,
	"status_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_range" CHECK ("leases"."end_date" >= "leases"."start_date"),
	CONSTRAINT "leases_status" CHECK ("leases"."status" in ('draft','active','expired','renewed','terminated')),
	CONSTRAINT "leases_frequency" CHECK ("leases"."payment_frequency" in ('monthly','quarterly','semi_annual','annual')),
	CONSTRAINT "leases_payment_day" CHECK ("leases"."payment_day" between 1 and 28),
	CONSTRAINT "leases_late_fee_type" CHECK ("leases"."late_fee_type" in ('none','fixed','percent')),
	CONSTRAINT "leases_deposit_status" CHECK ("leases"."deposit_status" in ('none','held','carried_over','settled')),
	CONSTRAINT "leases_amounts" CHECK ("leases"."monthly_rent" > 0 and "leases"."security_deposit" >= 0 and "leases"."commission_amount" >= 0 and "leases"."grace_days" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "tenant_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"employer" text,
	"occupation" text,
	"monthly_income" numeric(16, 3),
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bounced_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_owner_id_property_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."property_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_documents" ADD CONSTRAINT "maintenance_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_documents" ADD CONSTRAINT "maintenance_documents_request_id_property_maintenance_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."property_maintenance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_documents" ADD CONSTRAINT "maintenance_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_parent_id_properties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_property_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."property_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_maintenance" ADD CONSTRAINT "property_maintenance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_maintenance" ADD CONSTRAINT "property_maintenance_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_maintenance" ADD CONSTRAINT "property_maintenance_owner_id_property_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."property_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_maintenance" ADD CONSTRAINT "property_maintenance_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_cheques" ADD CONSTRAINT "lease_cheques_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_cheques" ADD CONSTRAINT "lease_cheques_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_cheques" ADD CONSTRAINT "lease_cheques_installment_id_lease_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."lease_installments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_cheques" ADD CONSTRAINT "lease_cheques_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_late_fee_invoice_id_invoices_id_fk" FOREIGN KEY ("late_fee_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_owner_id_property_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."property_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_renewed_from_id_leases_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_payouts_company_number_uq" ON "owner_payouts" USING btree ("company_id","payout_number");--> statement-breakpoint
CREATE INDEX "owner_payouts_owner_date_idx" ON "owner_payouts" USING btree ("owner_id","payout_date");--> statement-breakpoint
CREATE UNIQUE INDEX "property_owners_company_code_uq" ON "property_owners" USING btree ("company_id","owner_code");--> statement-breakpoint
CREATE INDEX "property_owners_search_trgm_idx" ON "property_owners" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_owners_company_created_idx" ON "property_owners" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_documents_request_idx" ON "maintenance_documents" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_company_code_uq" ON "properties" USING btree ("company_id","property_code");--> statement-breakpoint
CREATE INDEX "properties_company_status_idx" ON "properties" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "properties_company_created_idx" ON "properties" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_parent_idx" ON "properties" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_documents_property_idx" ON "property_documents" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_maintenance_company_number_uq" ON "property_maintenance" USING btree ("company_id","request_number");--> statement-breakpoint
CREATE INDEX "property_maintenance_company_status_idx" ON "property_maintenance" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "property_maintenance_property_idx" ON "property_maintenance" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "property_maintenance_owner_idx" ON "property_maintenance" USING btree ("owner_id","completed_on") WHERE "property_maintenance"."payer" = 'owner' and "property_maintenance"."status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "lease_cheques_company_bank_number_uq" ON "lease_cheques" USING btree ("company_id","bank_name","cheque_number");--> statement-breakpoint
CREATE INDEX "lease_cheques_lease_idx" ON "lease_cheques" USING btree ("lease_id","cheque_date");--> statement-breakpoint
CREATE INDEX "lease_cheques_company_status_idx" ON "lease_cheques" USING btree ("company_id","status","cheque_date");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_installments_lease_sequence_uq" ON "lease_installments" USING btree ("lease_id","sequence");--> statement-breakpoint
CREATE INDEX "lease_installments_due_idx" ON "lease_installments" USING btree ("company_id","due_date") WHERE "lease_installments"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "lease_installments_company_due_all_idx" ON "lease_installments" USING btree ("company_id","due_date","status");--> statement-breakpoint
CREATE INDEX "lease_installments_invoice_idx" ON "lease_installments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "lease_installments_owner_idx" ON "lease_installments" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_company_number_uq" ON "leases" USING btree ("company_id","lease_number");--> statement-breakpoint
CREATE INDEX "leases_number_trgm_idx" ON "leases" USING gin ("lease_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leases_company_status_end_idx" ON "leases" USING btree ("company_id","status","end_date");--> statement-breakpoint
CREATE INDEX "leases_company_start_idx" ON "leases" USING btree ("company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "leases_property_idx" ON "leases" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE INDEX "leases_customer_idx" ON "leases" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_profiles_customer_uq" ON "tenant_profiles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "tenant_profiles_company_created_idx" ON "tenant_profiles" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_lease_idx" ON "invoices" USING btree ("lease_id") WHERE "invoices"."lease_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_lease_idx" ON "payments" USING btree ("lease_id") WHERE "payments"."lease_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('rental','extras','damages','fines','return_charges','rent','other'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('completed','bounced') and ("payments"."status" = 'bounced') = ("payments"."bounced_on" is not null));