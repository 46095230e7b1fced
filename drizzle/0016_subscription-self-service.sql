ALTER TYPE "public"."audit_action" ADD VALUE 'subscription-cancel-scheduled';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'subscription-cancel-undone';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'subscription-cancelled';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'subscription-retried';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "service_ends_on" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_error" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "dunning_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_service_ends_on_idx" ON "subscriptions" USING btree ("service_ends_on");