CREATE TABLE "platform_backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engine" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text,
	"size_bytes" bigint,
	"sha256" text,
	"duration_ms" integer,
	"manifest" jsonb,
	"verification" jsonb,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "platform_backups_created_idx" ON "platform_backups" USING btree ("created_at");