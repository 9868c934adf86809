ALTER TABLE "employee_loans" ADD COLUMN "granted_on" date;--> statement-breakpoint
ALTER TABLE "employee_loans" ADD COLUMN "journal_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "pay_profiles" ADD COLUMN "cost_center_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "accrual_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "payment_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "pay_profiles" ADD CONSTRAINT "pay_profiles_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE set null ON UPDATE no action;