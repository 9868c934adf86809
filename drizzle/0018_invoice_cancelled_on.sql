ALTER TABLE "invoices" ADD COLUMN "cancelled_on" date;--> statement-breakpoint
-- Invoices cancelled before the column existed: the day of their last change, never before issue.
UPDATE "invoices" SET "cancelled_on" = greatest("issue_date", ("updated_at" at time zone 'Asia/Kuwait')::date) WHERE "status" = 'cancelled' AND "cancelled_on" IS NULL;
