CREATE TABLE "asset_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text,
	"default_life_months" integer NOT NULL,
	"default_method" text DEFAULT 'straight_line' NOT NULL,
	"cost_account_id" uuid,
	"accumulated_account_id" uuid,
	"expense_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_categories_method" CHECK ("asset_categories"."default_method" in ('straight_line','declining_balance')),
	CONSTRAINT "asset_categories_life" CHECK ("asset_categories"."default_life_months" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "asset_depreciations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	CONSTRAINT "asset_depreciations_amount" CHECK ("asset_depreciations"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "depreciation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"entry_date" date NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"asset_count" integer NOT NULL,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depreciation_runs_month" CHECK ("depreciation_runs"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "fixed_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text,
	"category_id" uuid NOT NULL,
	"purchase_date" date NOT NULL,
	"cost" numeric(16, 3) NOT NULL,
	"salvage_value" numeric(16, 3) DEFAULT '0' NOT NULL,
	"life_months" integer NOT NULL,
	"method" text NOT NULL,
	"depreciation_start" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"vehicle_id" uuid,
	"acquisition_method" text NOT NULL,
	"acquisition_entry_id" uuid,
	"disposed_on" date,
	"disposal_proceeds" numeric(16, 3),
	"disposal_method" text,
	"disposal_entry_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_assets_status" CHECK ("fixed_assets"."status" in ('active','fully_depreciated','disposed')),
	CONSTRAINT "fixed_assets_method" CHECK ("fixed_assets"."method" in ('straight_line','declining_balance')),
	CONSTRAINT "fixed_assets_acquisition" CHECK ("fixed_assets"."acquisition_method" in ('cash','cheque','bank_transfer','card','opening_balance','already_recorded')),
	CONSTRAINT "fixed_assets_amounts" CHECK ("fixed_assets"."cost" > 0 and "fixed_assets"."salvage_value" >= 0 and "fixed_assets"."salvage_value" < "fixed_assets"."cost"),
	CONSTRAINT "fixed_assets_life" CHECK ("fixed_assets"."life_months" between 1 and 600)
);
--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_cost_account_id_ledger_accounts_id_fk" FOREIGN KEY ("cost_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_accumulated_account_id_ledger_accounts_id_fk" FOREIGN KEY ("accumulated_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_expense_account_id_ledger_accounts_id_fk" FOREIGN KEY ("expense_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_depreciations" ADD CONSTRAINT "asset_depreciations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_depreciations" ADD CONSTRAINT "asset_depreciations_asset_id_fixed_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."fixed_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_depreciations" ADD CONSTRAINT "asset_depreciations_run_id_depreciation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."depreciation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depreciation_runs" ADD CONSTRAINT "depreciation_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depreciation_runs" ADD CONSTRAINT "depreciation_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_categories_company_name_uq" ON "asset_categories" USING btree ("company_id","name_ar");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_depreciations_asset_month_uq" ON "asset_depreciations" USING btree ("asset_id","month");--> statement-breakpoint
CREATE INDEX "asset_depreciations_run_idx" ON "asset_depreciations" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "depreciation_runs_company_month_uq" ON "depreciation_runs" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_assets_company_code_uq" ON "fixed_assets" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_assets_vehicle_uq" ON "fixed_assets" USING btree ("vehicle_id") WHERE "fixed_assets"."vehicle_id" is not null and "fixed_assets"."status" <> 'disposed';--> statement-breakpoint
CREATE INDEX "fixed_assets_company_status_idx" ON "fixed_assets" USING btree ("company_id","status");