-- Printed copies (docs/decisions/0047-printed-copies.md): the sender's keyed hash for the request form's rate limit,
-- and one row per Zurich day on which the reminder of overdue requests went out. Numbered 0022 by the contract of
-- the 'Dokumente' branches (docs-core 0021, docs-cms 0023); the lead merges the journal.
CREATE TABLE "printed_copy_reminders" (
	"day" text PRIMARY KEY NOT NULL,
	"overdue_count" integer NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printed_copy_requests" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "printed_copy_requests_client_idx" ON "printed_copy_requests" USING btree ("client_key","received_at");