-- A page's kind ('Seitentyp': product page, product category or section page) instead of its template
-- (docs/decisions/0043-page-kind-and-approval-requirement.md). Until now the code read it from the German
-- address and the stored template each time: app/features/pages/page-template.ts drew a page under
-- /produkte deeper than /produkte/<x>, or one whose template was 'product', with the product template; the
-- navigation listed /produkte/<x> as the product categories; a French address was never a product page.
-- This derives the kind once, by those rules, for every page group from its German page (the same kind for
-- all language versions), and from then on the kind is stored:
--   * /produkte/<x>                                  → 'category' (the navigation's product categories)
--   * deeper under /produkte, or /produkte with 'product' → 'product'
--   * everything else                                → 'section'
--   * a group without a German page: 'product' when its template was, else 'section'.
-- 'Freigabe erforderlich' per template becomes per kind: 'product' stands for product pages and categories
-- (both were drawn as product pages), 'section' for section pages. No page that needed approval stops
-- needing it: a page whose template required it and whose kind does not (a 'Produkt' template outside
-- /produkte) gets a setting of its own ('Migration 0018'). A live page that needs approval only now (a page
-- below /produkte whose template said 'Sektionen', a page below one with 'Freigabe erforderlich') keeps
-- what visitors see now as its live content, and the 'Freigabe-Protokoll' says so.
-- The stored snapshots (page_revisions, page_live_content, approval_requests) name the kind instead of the
-- template, so restores, approvals and comparisons read one shape. Plain SQL with temporary helpers of this
-- session (pg_temp), dropped at the end, as PGlite and a Postgres server both run it.
ALTER TABLE "pages" ADD COLUMN "kind" text DEFAULT 'section' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.kind_0018(slug text, template text, german boolean) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN german IS NOT TRUE THEN CASE WHEN template = 'product' THEN 'product' ELSE 'section' END
    WHEN parts[1] IS DISTINCT FROM 'produkte' THEN 'section'
    WHEN cardinality(parts) = 2 THEN 'category'
    WHEN cardinality(parts) >= 3 OR template = 'product' THEN 'product'
    ELSE 'section'
  END
  FROM (SELECT string_to_array(trim(both '/' from regexp_replace(lower(coalesce(slug, '')), '/{2,}', '/', 'g')), '/') AS parts) AS address
$$;
--> statement-breakpoint
-- The slug key of db/schema.ts (slugKeyExpression), for parent addresses, which have no key column.
CREATE OR REPLACE FUNCTION pg_temp.key_0018(slug text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace('/' || trim(both '/' from regexp_replace(lower(slug), '/{2,}', '/', 'g')), '-und-', '-'), 'stuehle', 'stuhle')
$$;
--> statement-breakpoint
-- One kind per group, from its German page (else its oldest version).
CREATE TEMPORARY TABLE "kinds_0018" ("group_key" text PRIMARY KEY, "kind" text NOT NULL);--> statement-breakpoint
INSERT INTO "kinds_0018" ("group_key", "kind")
SELECT DISTINCT ON ("translation_key") "translation_key"::text, pg_temp.kind_0018("slug", "template", "language" = 'de')
FROM "pages"
ORDER BY "translation_key", ("language" = 'de') DESC, "id";--> statement-breakpoint
UPDATE "pages" SET "kind" = k."kind" FROM "kinds_0018" AS k WHERE k."group_key" = "pages"."translation_key"::text;--> statement-breakpoint
-- The snapshots: the page's kind in place of its template (its group's kind; a page deleted with its group by its own address).
CREATE OR REPLACE FUNCTION pg_temp.snapshot_0018(snapshot jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(snapshot -> 'page') = 'object' THEN jsonb_set(
      snapshot,
      '{page}',
      ((snapshot -> 'page') - 'template') || jsonb_build_object(
        'kind',
        coalesce(
          (SELECT k."kind" FROM "kinds_0018" AS k WHERE k."group_key" = snapshot -> 'page' ->> 'translationKey'),
          pg_temp.kind_0018(snapshot -> 'page' ->> 'slug', snapshot -> 'page' ->> 'template', coalesce(snapshot -> 'page' ->> 'language', 'de') = 'de')
        )
      )
    )
    ELSE snapshot
  END
$$;
--> statement-breakpoint
UPDATE "page_revisions" SET "snapshot" = pg_temp.snapshot_0018("snapshot") WHERE jsonb_typeof("snapshot" -> 'page') = 'object';--> statement-breakpoint
UPDATE "page_live_content" SET "snapshot" = pg_temp.snapshot_0018("snapshot") WHERE jsonb_typeof("snapshot" -> 'page') = 'object';--> statement-breakpoint
UPDATE "approval_requests" SET "snapshot" = pg_temp.snapshot_0018("snapshot") WHERE jsonb_typeof("snapshot" -> 'page') = 'object';--> statement-breakpoint
-- Whether each page needed approval by the old rule: its own setting, else its template's.
CREATE TEMPORARY TABLE "required_0018" ("page_id" integer PRIMARY KEY, "before" boolean NOT NULL, "after" boolean);--> statement-breakpoint
INSERT INTO "required_0018" ("page_id", "before")
SELECT p."id", coalesce(s."required", p."template" = ANY (coalesce((SELECT g."approval_templates" FROM "global_settings" AS g LIMIT 1), '{}'::text[])))
FROM "pages" AS p
LEFT JOIN "page_approval_settings" AS s ON s."translation_key" = p."translation_key";--> statement-breakpoint
-- Per kind: 'product' covers the categories too.
UPDATE "global_settings"
SET "approval_templates" = (
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}'::text[])
  FROM unnest("approval_templates" || CASE WHEN 'product' = ANY ("approval_templates") THEN ARRAY['category'] ELSE ARRAY[]::text[] END) AS k
  WHERE k IN ('product', 'category', 'section')
);--> statement-breakpoint
-- A page whose template required approval and whose kind does not keeps it by a setting of its own.
INSERT INTO "page_approval_settings" ("translation_key", "required", "changed_by")
SELECT DISTINCT p."translation_key", true, 'Migration 0018'
FROM "pages" AS p
JOIN "required_0018" AS r ON r."page_id" = p."id"
WHERE r."before"
  AND NOT EXISTS (SELECT 1 FROM "page_approval_settings" AS s WHERE s."translation_key" = p."translation_key")
  AND NOT (p."kind" = ANY (coalesce((SELECT g."approval_templates" FROM "global_settings" AS g LIMIT 1), '{}'::text[])))
ON CONFLICT ("translation_key") DO NOTHING;--> statement-breakpoint
-- The new rule (app/features/approval/approval-rules.ts requiresApproval): its own setting on, a setting on
-- for a page above its German page, or its kind's without a setting of its own.
WITH RECURSIVE "start" AS (
  SELECT p."id", CASE WHEN g."id" IS NOT NULL THEN g."parent_slug" ELSE p."parent_slug" END AS "parent_slug"
  FROM "pages" AS p
  LEFT JOIN "pages" AS g ON g."translation_key" = p."translation_key" AND g."language" = 'de'
), "chain" ("id", "parent_slug", "depth") AS (
  SELECT "id", "parent_slug", 1 FROM "start" WHERE "parent_slug" IS NOT NULL
  UNION ALL
  SELECT c."id", a."parent_slug", c."depth" + 1
  FROM "chain" AS c
  JOIN "pages" AS a ON a."slug_key" = pg_temp.key_0018(c."parent_slug")
  WHERE a."parent_slug" IS NOT NULL AND c."depth" < 32
), "inherited" AS (
  SELECT DISTINCT c."id"
  FROM "chain" AS c
  JOIN "pages" AS a ON a."slug_key" = pg_temp.key_0018(c."parent_slug")
  JOIN "page_approval_settings" AS s ON s."translation_key" = a."translation_key" AND s."required"
)
UPDATE "required_0018" AS r
SET "after" = s."required" IS TRUE
  OR EXISTS (SELECT 1 FROM "inherited" AS i WHERE i."id" = r."page_id")
  OR (s."required" IS DISTINCT FROM false AND p."kind" = ANY (coalesce((SELECT g."approval_templates" FROM "global_settings" AS g LIMIT 1), '{}'::text[])))
FROM "pages" AS p
LEFT JOIN "page_approval_settings" AS s ON s."translation_key" = p."translation_key"
WHERE p."id" = r."page_id";--> statement-breakpoint
-- Needs approval only now, and live: visitors keep what they see now (its newest revision is its rows).
INSERT INTO "page_live_content" ("page_id", "request_id", "revision", "snapshot")
SELECT p."id", NULL, newest."revision", newest."snapshot"
FROM "pages" AS p
JOIN "required_0018" AS r ON r."page_id" = p."id"
JOIN LATERAL (
  SELECT pr."revision", pr."snapshot" FROM "page_revisions" AS pr WHERE pr."page_key" = p."slug_key" ORDER BY pr."revision" DESC LIMIT 1
) AS newest ON true
WHERE r."after" AND NOT r."before" AND p."published"
ON CONFLICT ("page_id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "approval_log" DROP CONSTRAINT "approval_log_event_values";--> statement-breakpoint
ALTER TABLE "approval_log" ADD CONSTRAINT "approval_log_event_values" CHECK ("approval_log"."event" in ('submitted', 'approved', 'rejected', 'voided', 'published', 'schedule-refused', 'required', 'not-required'));--> statement-breakpoint
INSERT INTO "approval_log" ("event", "page_id", "page_slug", "page_title", "language", "revision", "actor", "comment")
SELECT
  'required', p."id", p."slug", p."title", p."language",
  coalesce((SELECT max(pr."revision") FROM "page_revisions" AS pr WHERE pr."page_key" = p."slug_key"), 0),
  'Migration 0018',
  'Seitentyp aus der Adresse abgeleitet: die Seite braucht jetzt eine Freigabe; Besucher sehen weiter, was sie bisher sahen.'
FROM "pages" AS p
JOIN "required_0018" AS r ON r."page_id" = p."id"
WHERE r."after" AND NOT r."before";--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "template";--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_kind_values" CHECK ("pages"."kind" in ('product', 'category', 'section'));--> statement-breakpoint
DROP TABLE "required_0018";--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.snapshot_0018(jsonb);--> statement-breakpoint
DROP TABLE "kinds_0018";--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.key_0018(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.kind_0018(text, text, boolean);
