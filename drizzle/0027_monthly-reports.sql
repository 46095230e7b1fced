ALTER TYPE "public"."audit_action" ADD VALUE 'report-regenerated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'report-resent';--> statement-breakpoint
CREATE TABLE "monthly_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"month" text NOT NULL,
	"storage_key" text,
	"bytes" integer,
	"generated_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_reports_client_month_key" UNIQUE("client_id","month")
);
--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_reports_month_idx" ON "monthly_reports" USING btree ("month");