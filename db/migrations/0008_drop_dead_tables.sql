DROP TABLE "cta_blocks" CASCADE;--> statement-breakpoint
DROP TABLE "media_usage" CASCADE;