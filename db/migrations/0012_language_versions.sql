ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_template_name_unique";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "languages" text[] DEFAULT '{de}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "translated_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "page_sections" ADD COLUMN "translation_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "page_sections" ADD COLUMN "untranslated" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translation_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "source_revision" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "untranslated" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_language_idx" ON "email_templates" USING btree ("template_name","language");--> statement-breakpoint
CREATE INDEX "page_sections_translation_key_idx" ON "page_sections" USING btree ("translation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_translation_language_idx" ON "pages" USING btree ("translation_key","language");--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_language_values" CHECK ("email_templates"."language" in ('de', 'fr', 'it', 'en'));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_language_values" CHECK ("pages"."language" in ('de', 'fr', 'it', 'en'));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_slug_in_language" CHECK (case when "pages"."language" = 'de' then "pages"."slug" !~ '^/(fr|it|en)(/|$)' else "pages"."slug" ~ ('^/' || "pages"."language" || '(/|$)') end);