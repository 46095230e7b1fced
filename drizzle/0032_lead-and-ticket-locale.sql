CREATE TYPE "public"."site_locale" AS ENUM('en', 'si', 'ta');--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "locale" "site_locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "locale" "site_locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "locale" "site_locale" DEFAULT 'en' NOT NULL;