CREATE TYPE "public"."post_status" AS ENUM('draft', 'in_review', 'awaiting_client', 'approved', 'changes_requested', 'on_hold', 'scheduled', 'published', 'failed');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'post-created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'post-edited';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'post-moved';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'post';--> statement-breakpoint
CREATE TABLE "post_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"from_status" "post_status",
	"to_status" "post_status" NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"ip" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"hashtags" text[] DEFAULT '{}' NOT NULL,
	"first_comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "post_variants_post_platform_key" UNIQUE("post_id","platform")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" "post_status" DEFAULT 'draft' NOT NULL,
	"assigned_freelancer_id" uuid,
	"published_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_events" ADD CONSTRAINT "post_events_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_events" ADD CONSTRAINT "post_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_variants" ADD CONSTRAINT "post_variants_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_assigned_freelancer_id_users_id_fk" FOREIGN KEY ("assigned_freelancer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_events_post_idx" ON "post_events" USING btree ("post_id","at");--> statement-breakpoint
CREATE INDEX "posts_client_scheduled_idx" ON "posts" USING btree ("client_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "posts_freelancer_idx" ON "posts" USING btree ("assigned_freelancer_id");