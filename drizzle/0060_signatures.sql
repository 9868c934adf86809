CREATE TABLE "captured_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"moment" text NOT NULL,
	"signer_name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_by" uuid,
	"ip" text,
	CONSTRAINT "captured_signatures_moment" CHECK ("captured_signatures"."moment" in ('handover','quotation_approval'))
);
--> statement-breakpoint
CREATE TABLE "signature_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"signatory_name" text,
	"signatory_title" text,
	"signature_file_id" uuid,
	"stamp_file_id" uuid,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_signs_handover" boolean DEFAULT false NOT NULL,
	"customer_signs_quotation" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_settings_company_uq" UNIQUE("company_id")
);
--> statement-breakpoint
ALTER TABLE "captured_signatures" ADD CONSTRAINT "captured_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captured_signatures" ADD CONSTRAINT "captured_signatures_captured_by_users_id_fk" FOREIGN KEY ("captured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD CONSTRAINT "signature_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_settings" ADD CONSTRAINT "signature_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "captured_signatures_subject_uq" ON "captured_signatures" USING btree ("company_id","subject_type","subject_id","moment");