CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"amount" numeric(16, 3) NOT NULL,
	"journal_line_id" uuid,
	"matched_at" timestamp with time zone,
	"matched_by" uuid,
	CONSTRAINT "bank_statement_lines_amount" CHECK ("bank_statement_lines"."amount" <> 0),
	CONSTRAINT "bank_statement_lines_matched" CHECK (("bank_statement_lines"."journal_line_id" is null) = ("bank_statement_lines"."matched_at" is null))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"treasury_account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"opening_balance" numeric(16, 3) DEFAULT '0' NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text,
	"bank_name" text,
	"iban" text,
	"account_number" text,
	"currency" text NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"opening_balance" numeric(16, 3) DEFAULT '0' NOT NULL,
	"opening_date" date,
	"opening_entry_id" uuid,
	"match_window_days" integer DEFAULT 3 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_accounts_kind" CHECK ("treasury_accounts"."kind" in ('cash','bank')),
	CONSTRAINT "treasury_accounts_opening" CHECK ("treasury_accounts"."opening_balance" >= 0),
	CONSTRAINT "treasury_accounts_window" CHECK ("treasury_accounts"."match_window_days" between 0 and 31)
);
--> statement-breakpoint
CREATE TABLE "treasury_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"treasury_account_id" uuid NOT NULL,
	"to_treasury_account_id" uuid,
	"counter_account_id" uuid,
	"cost_center_id" uuid,
	"date" date NOT NULL,
	"amount" numeric(16, 3) NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"statement_line_id" uuid,
	"journal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_transactions_kind" CHECK ("treasury_transactions"."kind" in ('receipt','disbursement','transfer')),
	CONSTRAINT "treasury_transactions_amount" CHECK ("treasury_transactions"."amount" > 0),
	CONSTRAINT "treasury_transactions_sides" CHECK (("treasury_transactions"."kind" = 'transfer' and "treasury_transactions"."to_treasury_account_id" is not null and "treasury_transactions"."to_treasury_account_id" <> "treasury_transactions"."treasury_account_id" and "treasury_transactions"."counter_account_id" is null) or ("treasury_transactions"."kind" <> 'transfer' and "treasury_transactions"."counter_account_id" is not null and "treasury_transactions"."to_treasury_account_id" is null))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_treasury_account_id_treasury_accounts_id_fk" FOREIGN KEY ("treasury_account_id") REFERENCES "public"."treasury_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_accounts" ADD CONSTRAINT "treasury_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_accounts" ADD CONSTRAINT "treasury_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_treasury_account_id_treasury_accounts_id_fk" FOREIGN KEY ("treasury_account_id") REFERENCES "public"."treasury_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_to_treasury_account_id_treasury_accounts_id_fk" FOREIGN KEY ("to_treasury_account_id") REFERENCES "public"."treasury_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_row_uq" ON "bank_statement_lines" USING btree ("statement_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_journal_line_uq" ON "bank_statement_lines" USING btree ("company_id","journal_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_number_uq" ON "bank_statements" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "bank_statements_account_idx" ON "bank_statements" USING btree ("treasury_account_id","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_accounts_ledger_uq" ON "treasury_accounts" USING btree ("company_id","ledger_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_transactions_number_uq" ON "treasury_transactions" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "treasury_transactions_account_idx" ON "treasury_transactions" USING btree ("treasury_account_id","date");