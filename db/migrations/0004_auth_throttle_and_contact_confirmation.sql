CREATE TABLE "auth_attempt_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "auth_attempt_throttle_last_failure_idx" ON "auth_attempt_throttle" USING btree ("last_failure_at");--> statement-breakpoint
-- The confirmation to a visitor no longer repeats the visitor's message (issue 11: the contact form must not relay typed text to an address anyone can type). Only the fragment exactly as seeded goes; a template staff rewrote stays as written, and its {{message}} is left empty when sent.
UPDATE "email_templates" SET "html" = replace("html", '<p>Zur Erinnerung Ihre Nachricht:</p><blockquote style="margin:0 0 16px;padding:12px 16px;background:#f8f3ed;border-left:4px solid #E6462E;white-space:pre-line;">{{message}}</blockquote>', ''), "updated_at" = now() WHERE "template_name" = 'Kontaktanfrage – Bestätigung' AND position('<p>Zur Erinnerung Ihre Nachricht:</p>' in "html") > 0;
