CREATE TABLE "approval_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer,
	"event" text NOT NULL,
	"page_id" integer NOT NULL,
	"page_slug" text NOT NULL,
	"page_title" text NOT NULL,
	"language" text NOT NULL,
	"revision" integer NOT NULL,
	"actor_id" text,
	"actor" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_log_event_values" CHECK ("approval_log"."event" in ('submitted', 'approved', 'rejected', 'voided', 'published', 'schedule-refused'))
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"translation_key" uuid NOT NULL,
	"page_slug" text NOT NULL,
	"page_title" text NOT NULL,
	"language" text NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"comment" text,
	"submitted_by_id" text,
	"submitted_by" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"voided_by" text,
	"voided_at" timestamp with time zone,
	"voided_by_revision" integer,
	"voided_because" text,
	"published_at" timestamp with time zone,
	"published_revision" integer,
	CONSTRAINT "approval_requests_status_values" CHECK ("approval_requests"."status" in ('submitted', 'approved', 'rejected', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "page_approval_settings" (
	"translation_key" uuid PRIMARY KEY NOT NULL,
	"required" boolean NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_live_content" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"request_id" integer,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "approval_templates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_log" ADD CONSTRAINT "approval_log_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_live_content" ADD CONSTRAINT "page_live_content_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_log_created_idx" ON "approval_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "approval_log_page_idx" ON "approval_log" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "approval_requests_page_idx" ON "approval_requests" USING btree ("page_id","submitted_at");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_idx" ON "approval_requests" USING btree ("page_id") WHERE "approval_requests"."status" in ('submitted', 'approved');