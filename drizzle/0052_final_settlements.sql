CREATE TABLE "final_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"settlement_number" text NOT NULL,
	"reason" text NOT NULL,
	"last_day" date NOT NULL,
	"unused_leave_days" numeric(5, 1) NOT NULL,
	"last_month" text,
	"last_month_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"gratuity" jsonb NOT NULL,
	"total" numeric(16, 3) NOT NULL,
	"notes" text,
	"status" text DEFAULT 'settled' NOT NULL,
	"paid_on" date,
	"journal_entry_id" uuid,
	"payment_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "final_settlements_reason" CHECK ("final_settlements"."reason" in ('termination', 'resignation', 'contract_end', 'misconduct', 'retirement', 'death')),
	CONSTRAINT "final_settlements_status" CHECK ("final_settlements"."status" in ('settled', 'paid')),
	CONSTRAINT "final_settlements_leave" CHECK ("final_settlements"."unused_leave_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loan_repayments" ALTER COLUMN "payslip_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD COLUMN "settlement_id" uuid;--> statement-breakpoint
ALTER TABLE "final_settlements" ADD CONSTRAINT "final_settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_settlements" ADD CONSTRAINT "final_settlements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_settlements" ADD CONSTRAINT "final_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "final_settlements_employee_uq" ON "final_settlements" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "final_settlements_company_number_uq" ON "final_settlements" USING btree ("company_id","settlement_number");--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_settlement_id_final_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."final_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_loan_settlement_uq" ON "loan_repayments" USING btree ("loan_id","settlement_id");--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_source" CHECK (num_nonnulls("loan_repayments"."payslip_id", "loan_repayments"."settlement_id") = 1);