CREATE TABLE "translator_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"notice_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translator_profiles_languages" CHECK ("translator_profiles"."languages" <@ array['fr', 'it', 'en']::text[])
);
--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "translation_notices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "translator_profiles" ADD CONSTRAINT "translator_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;