CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"ip" text NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"gateway_subscription_id" text,
	"subscription_cancelled_at" timestamp with time zone,
	"status" text DEFAULT 'owed' NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_returns_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejected" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "thread" text;--> statement-breakpoint
ALTER TABLE "project_updates" ADD COLUMN "previous_progress" integer;--> statement-breakpoint
ALTER TABLE "project_updates" ADD COLUMN "screenshot_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "update_comments" ADD COLUMN "image_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_requests_due_at_idx" ON "password_reset_requests" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "payment_returns_status_idx" ON "payment_returns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "notifications_thread_idx" ON "notifications" USING btree ("user_id","thread","mailed_at") WHERE "notifications"."thread" is not null;--> statement-breakpoint
ALTER TABLE "plan_change_refunds" ADD CONSTRAINT "plan_change_refunds_payment_id_key" UNIQUE("payment_id");