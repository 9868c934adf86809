CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(16, 3) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"net" numeric(16, 3) NOT NULL,
	"vat" numeric(16, 3) NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"account_id" uuid,
	"order_id" uuid NOT NULL,
	CONSTRAINT "purchase_order_lines_amounts" CHECK ("purchase_order_lines"."quantity" > 0 and "purchase_order_lines"."unit_price" >= 0 and "purchase_order_lines"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"order_date" date NOT NULL,
	"expected_date" date,
	"account_id" uuid,
	"subtotal" numeric(16, 3) NOT NULL,
	"vat" numeric(16, 3) NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"notes" text,
	"approved_on" date,
	"received_on" date,
	"closed_on" date,
	"cancelled_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status" CHECK ("purchase_orders"."status" in ('draft','approved','received','billed','closed','cancelled')),
	CONSTRAINT "purchase_orders_total" CHECK ("purchase_orders"."total" = "purchase_orders"."subtotal" + "purchase_orders"."vat" and "purchase_orders"."subtotal" >= 0 and "purchase_orders"."vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(16, 3) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"net" numeric(16, 3) NOT NULL,
	"vat" numeric(16, 3) NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"account_id" uuid,
	"bill_id" uuid NOT NULL,
	CONSTRAINT "vendor_bill_lines_amounts" CHECK ("vendor_bill_lines"."quantity" > 0 and "vendor_bill_lines"."unit_price" >= 0 and "vendor_bill_lines"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "vendor_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"order_id" uuid,
	"vendor_reference" text,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"subtotal" numeric(16, 3) NOT NULL,
	"vat" numeric(16, 3) NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"paid" numeric(16, 3) DEFAULT '0' NOT NULL,
	"notes" text,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bills_amounts" CHECK ("vendor_bills"."total" = "vendor_bills"."subtotal" + "vendor_bills"."vat" and "vendor_bills"."total" > 0 and "vendor_bills"."paid" >= 0 and "vendor_bills"."paid" <= "vendor_bills"."total"),
	CONSTRAINT "vendor_bills_dates" CHECK ("vendor_bills"."due_date" >= "vendor_bills"."bill_date")
);
--> statement-breakpoint
CREATE TABLE "vendor_payment_allocations" (
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	CONSTRAINT "vendor_payment_allocations_payment_id_bill_id_pk" PRIMARY KEY("payment_id","bill_id"),
	CONSTRAINT "vendor_payment_allocations_amount" CHECK ("vendor_payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"notes" text,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_payments_method" CHECK ("vendor_payments"."method" in ('cash','cheque','bank_transfer','card')),
	CONSTRAINT "vendor_payments_amount" CHECK ("vendor_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text,
	"vat_number" text,
	"contact_name" text,
	"phone" text,
	"email" text,
	"bank_name" text,
	"iban" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_terms" CHECK ("vendors"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_lines" ADD CONSTRAINT "vendor_bill_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_lines" ADD CONSTRAINT "vendor_bill_lines_bill_id_vendor_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment_allocations" ADD CONSTRAINT "vendor_payment_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment_allocations" ADD CONSTRAINT "vendor_payment_allocations_payment_id_vendor_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."vendor_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment_allocations" ADD CONSTRAINT "vendor_payment_allocations_bill_id_vendor_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_position_uq" ON "purchase_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_company_number_uq" ON "purchase_orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_status_idx" ON "purchase_orders" USING btree ("company_id","status","order_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bill_lines_position_uq" ON "vendor_bill_lines" USING btree ("bill_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_company_number_uq" ON "vendor_bills" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_order_uq" ON "vendor_bills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "vendor_bills_vendor_idx" ON "vendor_bills" USING btree ("vendor_id","bill_date");--> statement-breakpoint
CREATE INDEX "vendor_bills_company_due_idx" ON "vendor_bills" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "vendor_payment_allocations_bill_idx" ON "vendor_payment_allocations" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payments_company_number_uq" ON "vendor_payments" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "vendor_payments_vendor_idx" ON "vendor_payments" USING btree ("vendor_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_company_code_uq" ON "vendors" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "vendors_company_name_idx" ON "vendors" USING btree ("company_id","name_ar");