-- 'Dokumente' (docs/decisions/0046-documents.md): document kinds, products' regulatory facts, documents per
-- product × kind × language, their versions, and requests for printed copies; an approval may be of a
-- document version. The four built-in kinds follow; administrators add more.
CREATE TABLE "document_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"requires_text_layer" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_kinds_key_unique" UNIQUE("key"),
	CONSTRAINT "document_kinds_key_format" CHECK ("document_kinds"."key" ~ '^[a-z0-9][a-z0-9-]{0,39}$')
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"label" text NOT NULL,
	"changes" text DEFAULT '' NOT NULL,
	"safety_relevant" boolean DEFAULT false NOT NULL,
	"file_sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"uploaded_by_id" text,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"withdrawn_reason" text,
	"integrity_checked_at" timestamp with time zone,
	"integrity_failed_at" timestamp with time zone,
	CONSTRAINT "document_versions_status_values" CHECK ("document_versions"."status" in ('draft', 'published', 'withdrawn')),
	CONSTRAINT "document_versions_hash_format" CHECK ("document_versions"."file_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "document_versions_withdrawn_reason" CHECK ("document_versions"."status" <> 'withdrawn' or ("document_versions"."withdrawn_reason" is not null and "document_versions"."withdrawn_at" is not null)),
	CONSTRAINT "document_versions_published_date" CHECK ("document_versions"."status" = 'draft' or "document_versions"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_key" uuid NOT NULL,
	"kind_id" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_language_values" CHECK ("documents"."language" in ('de', 'fr', 'it', 'en'))
);
--> statement-breakpoint
CREATE TABLE "printed_copy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_version_id" integer NOT NULL,
	"visitor_language" text DEFAULT 'de' NOT NULL,
	"name" text,
	"institution" text,
	"address" text,
	"email" text,
	"message" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"shipped_at" timestamp with time zone,
	"shipped_by" text,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_records" (
	"translation_key" uuid PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"article_number" text,
	"udi_di" text,
	"last_placed_on_market" text,
	"retention_years" integer DEFAULT 15 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_records_number_unique" UNIQUE("number"),
	CONSTRAINT "product_records_retention_range" CHECK ("product_records"."retention_years" between 1 and 100),
	CONSTRAINT "product_records_last_placed_format" CHECK ("product_records"."last_placed_on_market" is null or "product_records"."last_placed_on_market" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
DROP INDEX "approval_requests_one_open_idx";--> statement-breakpoint
ALTER TABLE "approval_log" ADD COLUMN "document_version_id" integer;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "document_version_id" integer;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_product_key_product_records_translation_key_fk" FOREIGN KEY ("product_key") REFERENCES "public"."product_records"("translation_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_id_document_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."document_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printed_copy_requests" ADD CONSTRAINT "printed_copy_requests_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_versions_document_idx" ON "document_versions" USING btree ("document_id","published_at");--> statement-breakpoint
CREATE INDEX "document_versions_published_idx" ON "document_versions" USING btree ("published_at") WHERE "document_versions"."published_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_label_idx" ON "document_versions" USING btree ("document_id","label");--> statement-breakpoint
CREATE INDEX "document_versions_hash_idx" ON "document_versions" USING btree ("file_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_product_kind_language_idx" ON "documents" USING btree ("product_key","kind_id","language");--> statement-breakpoint
CREATE INDEX "printed_copy_requests_received_idx" ON "printed_copy_requests" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "printed_copy_requests_open_idx" ON "printed_copy_requests" USING btree ("due_at") WHERE "printed_copy_requests"."shipped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_document_idx" ON "approval_requests" USING btree ("document_version_id") WHERE "approval_requests"."status" in ('submitted', 'approved') and "approval_requests"."document_version_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_idx" ON "approval_requests" USING btree ("page_id") WHERE "approval_requests"."status" in ('submitted', 'approved') and "approval_requests"."document_version_id" is null;--> statement-breakpoint
INSERT INTO "document_kinds" ("key", "names", "requires_text_layer", "sort_order") VALUES
  ('ifu', '{"de":"Gebrauchsanweisung","fr":"Mode d''emploi","it":"Istruzioni per l''uso","en":"Instructions for use"}', true, 10),
  ('datasheet', '{"de":"Datenblatt","fr":"Fiche technique","it":"Scheda tecnica","en":"Data sheet"}', false, 20),
  ('declaration-of-conformity', '{"de":"Konformitätserklärung","fr":"Déclaration de conformité","it":"Dichiarazione di conformità","en":"Declaration of conformity"}', false, 30),
  ('brochure', '{"de":"Broschüre","fr":"Brochure","it":"Brochure","en":"Brochure"}', false, 40);
