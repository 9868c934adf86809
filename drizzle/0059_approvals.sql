CREATE TABLE "approval_request_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"step_order" integer NOT NULL,
	"approver_type" text NOT NULL,
	"approver_role" text,
	"approver_user_id" uuid,
	"delegate_user_id" uuid,
	"status" text NOT NULL,
	"acted_by" uuid,
	"acted_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "approval_request_steps_status" CHECK ("approval_request_steps"."status" in ('waiting','pending','approved','rejected','skipped','cancelled')),
	CONSTRAINT "approval_request_steps_type" CHECK ("approval_request_steps"."approver_type" in ('role','user'))
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_number" text NOT NULL,
	"workflow_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"link" text,
	"measure" numeric(16, 3),
	"amount" numeric(16, 3),
	"status" text DEFAULT 'pending' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rejection_reason" text,
	"requested_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_status" CHECK ("approval_requests"."status" in ('pending','approved','rejected','cancelled')),
	CONSTRAINT "approval_requests_rejected_reason" CHECK ("approval_requests"."status" <> 'rejected' or "approval_requests"."rejection_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "approval_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"threshold" numeric(16, 3),
	"is_active" boolean DEFAULT true NOT NULL,
	"steps" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_workflows_threshold" CHECK ("approval_workflows"."threshold" is null or "approval_workflows"."threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "approval_request_steps" ADD CONSTRAINT "approval_request_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_steps" ADD CONSTRAINT "approval_request_steps_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_steps" ADD CONSTRAINT "approval_request_steps_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_steps" ADD CONSTRAINT "approval_request_steps_delegate_user_id_users_id_fk" FOREIGN KEY ("delegate_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_steps" ADD CONSTRAINT "approval_request_steps_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_workflow_id_approval_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."approval_workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_request_steps_order_uq" ON "approval_request_steps" USING btree ("request_id","step_order");--> statement-breakpoint
CREATE INDEX "approval_request_steps_company_idx" ON "approval_request_steps" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_company_number_uq" ON "approval_requests" USING btree ("company_id","request_number");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_open_uq" ON "approval_requests" USING btree ("company_id","source_type","source_id") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_requests_source_idx" ON "approval_requests" USING btree ("company_id","source_type","source_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_requester_idx" ON "approval_requests" USING btree ("company_id","requested_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_workflows_company_source_uq" ON "approval_workflows" USING btree ("company_id","source_type");