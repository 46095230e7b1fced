ALTER TABLE "project_updates" ADD COLUMN "screenshot_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "update_comments" ADD COLUMN "image_bytes" integer DEFAULT 0 NOT NULL;