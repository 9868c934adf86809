CREATE TABLE "pay_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"label_ar" text NOT NULL,
	"label_en" text,
	"amount" numeric(16, 3) NOT NULL,
	"corrects_month" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_adjustments_kind" CHECK ("pay_adjustments"."kind" in ('addition', 'deduction')),
	CONSTRAINT "pay_adjustments_amount" CHECK ("pay_adjustments"."amount" > 0),
	CONSTRAINT "pay_adjustments_months" CHECK ("pay_adjustments"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ("pay_adjustments"."corrects_month" is null or "pay_adjustments"."corrects_month" < "pay_adjustments"."month"))
);
--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_adjustments_company_month_idx" ON "pay_adjustments" USING btree ("company_id","month");