ALTER TABLE "contracts" DROP COLUMN "handover_inspection";--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "return_inspection";