CREATE TABLE "page_check_results" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"hints" integer DEFAULT 0 NOT NULL,
	"revision" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "privacy_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"subject_key" text,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "contact_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_sections" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_sections" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_check_results" ADD CONSTRAINT "page_check_results_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preview_links_token_hash_idx" ON "preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "preview_links_page_idx" ON "preview_links" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "privacy_log_created_idx" ON "privacy_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_sections_publish_at_idx" ON "page_sections" USING btree ("publish_at") WHERE "page_sections"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "page_sections_unpublish_at_idx" ON "page_sections" USING btree ("unpublish_at") WHERE "page_sections"."unpublish_at" is not null;--> statement-breakpoint
CREATE INDEX "pages_publish_at_idx" ON "pages" USING btree ("publish_at") WHERE "pages"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "pages_unpublish_at_idx" ON "pages" USING btree ("unpublish_at") WHERE "pages"."unpublish_at" is not null;--> statement-breakpoint
ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_retention_range" CHECK ("global_settings"."contact_retention_months" between 1 and 120);