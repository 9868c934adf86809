DROP INDEX "vendor_bills_order_uq";--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD COLUMN "cancelled_on" date;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD COLUMN "reversal_entry_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_order_uq" ON "vendor_bills" USING btree ("order_id") WHERE "vendor_bills"."cancelled_on" is null;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_cancel" CHECK ("vendor_bills"."cancelled_on" is null or ("vendor_bills"."paid" = 0 and "vendor_bills"."cancelled_on" >= "vendor_bills"."bill_date" and "vendor_bills"."cancel_reason" is not null));