CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_path" text NOT NULL,
	"source_key" text GENERATED ALWAYS AS (replace(replace('/' || trim(both '/' from regexp_replace(lower(source_path), '/{2,}', '/', 'g')), '-und-', '-'), 'stuehle', 'stuhle')) STORED NOT NULL,
	"target_path" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"origin" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status_values" CHECK ("redirects"."status_code" in (301, 302)),
	CONSTRAINT "redirects_origin_values" CHECK ("redirects"."origin" in ('move', 'manual'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_source_key_idx" ON "redirects" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "redirects_target_idx" ON "redirects" USING btree ("target_path");