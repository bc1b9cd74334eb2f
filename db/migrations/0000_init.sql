CREATE TABLE "cms_section_registry" (
	"page_slug" text NOT NULL,
	"section_key" text NOT NULL,
	"ever_created" boolean DEFAULT false NOT NULL,
	"last_created_at" timestamp with time zone,
	"last_deleted_at" timestamp with time zone,
	CONSTRAINT "cms_section_registry_page_slug_section_key_pk" PRIMARY KEY("page_slug","section_key")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"source_page" text,
	"client_key" text,
	"notification_status" text DEFAULT 'pending' NOT NULL,
	"notification_error" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cta_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"primary_button_text" text,
	"primary_button_url" text,
	"secondary_button_text" text,
	"secondary_button_url" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cta_blocks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_name" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"reply_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_template_name_unique" UNIQUE("template_name")
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_title" text,
	"site_description" text,
	"primary_color" text DEFAULT '#E6462E' NOT NULL,
	"footer_text" text,
	"contact_email" text,
	"contact_phone" text,
	"contact_address" text,
	"cta_primary_text" text,
	"cta_secondary_text" text,
	"logo_asset_id" integer,
	"favicon_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_settings_single_row" CHECK ("global_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"title" text,
	"alt_text" text,
	"category" text DEFAULT 'uncategorized',
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "media_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer,
	"filename" text NOT NULL,
	"slug" text NOT NULL,
	"section_id" integer,
	"is_hero" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_slug" text NOT NULL,
	"page_slug_key" text GENERATED ALWAYS AS (replace(replace('/' || trim(both '/' from regexp_replace(lower(page_slug), '/{2,}', '/', 'g')), '-und-', '-'), 'stuehle', 'stuhle')) STORED NOT NULL,
	"section_name" text NOT NULL,
	"section_type" text NOT NULL,
	"section_order" integer DEFAULT 0 NOT NULL,
	"content_html" text,
	"content_plain" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_asset_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"slug_key" text GENERATED ALWAYS AS (replace(replace('/' || trim(both '/' from regexp_replace(lower(slug), '/{2,}', '/', 'g')), '-und-', '-'), 'stuehle', 'stuhle')) STORED NOT NULL,
	"title" text NOT NULL,
	"h1" text,
	"intro" text,
	"meta_title" text,
	"meta_description" text,
	"content_html" text,
	"content_plain" text,
	"template" text DEFAULT 'section' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"theme" text,
	"parent_slug" text,
	"language" text DEFAULT 'de' NOT NULL,
	"sitemap_priority" real DEFAULT 0.5 NOT NULL,
	"hero_asset_id" integer,
	"og_asset_id" integer,
	"gallery_asset_ids" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pages_sitemap_priority_range" CHECK ("pages"."sitemap_priority" >= 0 and "pages"."sitemap_priority" <= 1)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"role" text,
	"quote" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"media_asset_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_logo_asset_id_media_assets_id_fk" FOREIGN KEY ("logo_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usage" ADD CONSTRAINT "media_usage_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usage" ADD CONSTRAINT "media_usage_section_id_page_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."page_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_asset_id_media_assets_id_fk" FOREIGN KEY ("hero_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_og_asset_id_media_assets_id_fk" FOREIGN KEY ("og_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_media_asset_id_media_assets_id_fk" FOREIGN KEY ("media_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_client_idx" ON "contact_messages" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "media_assets_created_idx" ON "media_assets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_usage_slug_idx" ON "media_usage" USING btree ("slug","is_hero");--> statement-breakpoint
CREATE INDEX "media_usage_asset_idx" ON "media_usage" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "page_sections_slug_key_order_idx" ON "page_sections" USING btree ("page_slug_key","section_order");--> statement-breakpoint
CREATE INDEX "pages_published_sort_idx" ON "pages" USING btree ("published","sort_order");--> statement-breakpoint
CREATE INDEX "pages_slug_key_idx" ON "pages" USING btree ("slug_key");