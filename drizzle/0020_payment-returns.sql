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
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_returns_status_idx" ON "payment_returns" USING btree ("status");--> statement-breakpoint
ALTER TABLE "plan_change_refunds" ADD CONSTRAINT "plan_change_refunds_payment_id_key" UNIQUE("payment_id");