ALTER TYPE "public"."audit_action" ADD VALUE 'calendar-feed-created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'calendar-feed-revoked';--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;