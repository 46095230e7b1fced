CREATE TYPE "public"."update_decision" AS ENUM('approved', 'changes-requested');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'update-approved' BEFORE 'lead-status-changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'update-changes-requested' BEFORE 'lead-status-changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'project-completed-override' BEFORE 'lead-status-changed';--> statement-breakpoint
CREATE TABLE "update_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"update_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "update_decisions" (
	"update_id" uuid PRIMARY KEY NOT NULL,
	"decision" "update_decision" NOT NULL,
	"reason" text,
	"decided_by" uuid NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "update_comments" ADD CONSTRAINT "update_comments_update_id_project_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."project_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_comments" ADD CONSTRAINT "update_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_comments" ADD CONSTRAINT "update_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_decisions" ADD CONSTRAINT "update_decisions_update_id_project_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."project_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_decisions" ADD CONSTRAINT "update_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "update_comments_update_id_idx" ON "update_comments" USING btree ("update_id","created_at");