CREATE TABLE "page_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_key" text NOT NULL,
	"revision" integer NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"author_id" text,
	"author_email" text,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "page_revisions_key_revision_idx" ON "page_revisions" USING btree ("page_key","revision");