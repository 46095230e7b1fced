ALTER TABLE "google_connections" ADD COLUMN "quota_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "google_connections" ADD COLUMN "claimed_until" timestamp with time zone;