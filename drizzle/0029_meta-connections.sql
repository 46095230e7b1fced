CREATE TABLE "meta_connections" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"connected_by" uuid,
	"user_token" text NOT NULL,
	"user_token_expires_at" timestamp with time zone,
	"page_id" text,
	"page_name" text,
	"page_token" text,
	"instagram_id" text,
	"instagram_username" text,
	"imported_through" date,
	"reconnect_needed" boolean DEFAULT false NOT NULL,
	"retry_after" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_import_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"session_hash" text NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_connections" ADD CONSTRAINT "meta_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_connections" ADD CONSTRAINT "meta_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_oauth_states" ADD CONSTRAINT "meta_oauth_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_oauth_states" ADD CONSTRAINT "meta_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;