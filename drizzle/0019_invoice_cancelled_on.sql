ALTER TABLE "invoices" ADD COLUMN "cancelled_on" date;--> statement-breakpoint
-- Invoices cancelled before the column existed: the day of their last change in the company's
-- time zone, never before issue.
UPDATE "invoices" SET "cancelled_on" = greatest("issue_date", ("updated_at" at time zone (SELECT "timezone" FROM "companies" WHERE "companies"."id" = "invoices"."company_id"))::date) WHERE "status" = 'cancelled' AND "cancelled_on" IS NULL;
