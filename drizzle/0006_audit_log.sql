CREATE TYPE "public"."audit_action" AS ENUM('signed-in', 'sign-in-failed', 'password-reset-requested', 'password-reset-completed', 'password-changed', 'email-changed', 'two-factor-enabled', 'two-factor-disabled', 'two-factor-reset', 'recovery-codes-regenerated', 'invite-sent', 'invite-accepted', 'user-added', 'user-edited', 'project-created', 'project-assigned', 'project-status-changed', 'analytics-uploaded', 'lead-status-changed', 'csv-exported');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_desk_id" text,
	"action" "audit_action" NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");