ALTER TABLE "contracts" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "discount" numeric(16, 3) DEFAULT '0' NOT NULL;