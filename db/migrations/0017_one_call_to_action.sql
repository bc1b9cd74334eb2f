-- One call-to-action section type: the sections of the former type 'product_cta' become 'cta'
-- (app/features/sections/section-types/cta/definition.ts). product_cta differed from cta in three
-- things, each carried over so that visitors see every page as before:
--   * its buttons were stored under cta1Text, cta1Url, cta2Text, cta2Url: now cta's primaryButtonText,
--     primaryButtonUrl, secondaryButtonText, secondaryButtonUrl (cta's keys a product_cta happened to
--     hold were never shown, and are dropped so that they cannot surface now);
--   * its surface without a chosen variant was 'muted' (cta's is 'colored-section'): 'muted' is written
--     into the settings where no valid variant is set;
--   * a library file chosen for it was never shown (cta shows it as its picture): the choice is dropped.
-- Everything that names a section's type or its fields is converted alike, so that a restored revision,
-- a published approval and the translation bookkeeping (decision 0036) find what they found before:
--   page_sections: section_type, settings, media_asset_ids, untranslated, field_source_revisions;
--   the sections of page_revisions.snapshot, page_live_content.snapshot and approval_requests.snapshot
--   (the same fields, camel-cased as in PageSnapshot);
--   translator_profiles.notice_keys (the fields the last 'Übersetzungen veraltet' mail reported).
-- Only what still holds a product_cta is touched, so running it again changes nothing. The helpers are
-- temporary functions of this session (pg_temp), dropped at the end; plain SQL, as PGlite and a
-- Postgres server both run it.
CREATE OR REPLACE FUNCTION pg_temp.cta_0017_field(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE name
    WHEN 'settings.cta1Text' THEN 'settings.primaryButtonText'
    WHEN 'settings.cta1Url' THEN 'settings.primaryButtonUrl'
    WHEN 'settings.cta2Text' THEN 'settings.secondaryButtonText'
    WHEN 'settings.cta2Url' THEN 'settings.secondaryButtonUrl'
    -- A product_cta's own copies of cta's keys: dropped from its settings, so their marks go too.
    WHEN 'settings.primaryButtonText' THEN NULL
    WHEN 'settings.primaryButtonUrl' THEN NULL
    WHEN 'settings.secondaryButtonText' THEN NULL
    WHEN 'settings.secondaryButtonUrl' THEN NULL
    ELSE name
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.cta_0017_settings(settings jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT (s - ARRAY['cta1Text', 'cta1Url', 'cta2Text', 'cta2Url', 'primaryButtonText', 'primaryButtonUrl', 'secondaryButtonText', 'secondaryButtonUrl'])
    || jsonb_strip_nulls(
      jsonb_build_object('primaryButtonText', s -> 'cta1Text', 'primaryButtonUrl', s -> 'cta1Url', 'secondaryButtonText', s -> 'cta2Text', 'secondaryButtonUrl', s -> 'cta2Url')
    )
    -- The variants of settings-fields.ts sectionVariants; any other value was never shown either.
    || CASE
      WHEN jsonb_typeof(s -> 'variant') = 'string'
        AND s ->> 'variant' IN ('default', 'hero', 'muted', 'gradient', 'enhanced-hero', 'colored-section', 'gradient-blend', 'contessa-highlight')
        THEN '{}'::jsonb
      ELSE '{"variant": "muted"}'::jsonb
    END
  FROM (SELECT CASE WHEN jsonb_typeof(settings) = 'object' THEN settings ELSE '{}'::jsonb END AS s) AS given
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.cta_0017_untranslated(marks jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(marks) = 'array' THEN coalesce(
      (
        SELECT jsonb_agg(to_jsonb(mapped.field) ORDER BY mapped.position)
        FROM (
          SELECT pg_temp.cta_0017_field(e.value) AS field, min(e.position) AS position
          FROM jsonb_array_elements_text(marks) WITH ORDINALITY AS e(value, position)
          GROUP BY 1
        ) AS mapped
        WHERE mapped.field IS NOT NULL
      ),
      '[]'::jsonb
    )
    ELSE marks
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.cta_0017_field_revisions(marks jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(marks) = 'object' THEN coalesce(
      (
        SELECT jsonb_object_agg(mapped.field, mapped.revision)
        FROM (SELECT pg_temp.cta_0017_field(e.key) AS field, e.value AS revision FROM jsonb_each(marks) AS e) AS mapped
        WHERE mapped.field IS NOT NULL
      ),
      '{}'::jsonb
    )
    ELSE marks
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.cta_0017_section(section jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(section) = 'object' AND section ->> 'sectionType' = 'product_cta' THEN
      section
        || jsonb_build_object('sectionType', 'cta', 'settings', pg_temp.cta_0017_settings(section -> 'settings'), 'mediaAssetIds', '[]'::jsonb)
        || CASE WHEN section ? 'untranslated' THEN jsonb_build_object('untranslated', pg_temp.cta_0017_untranslated(section -> 'untranslated')) ELSE '{}'::jsonb END
        || CASE
          WHEN section ? 'fieldSourceRevisions' THEN jsonb_build_object('fieldSourceRevisions', pg_temp.cta_0017_field_revisions(section -> 'fieldSourceRevisions'))
          ELSE '{}'::jsonb
        END
    ELSE section
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.cta_0017_snapshot(snapshot jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(snapshot -> 'sections') = 'array' THEN jsonb_set(
      snapshot,
      '{sections}',
      coalesce(
        (
          SELECT jsonb_agg(pg_temp.cta_0017_section(e.value) ORDER BY e.position)
          FROM jsonb_array_elements(snapshot -> 'sections') WITH ORDINALITY AS e(value, position)
        ),
        '[]'::jsonb
      )
    )
    ELSE snapshot
  END
$$;
--> statement-breakpoint
-- A notice key is '<page id>:<section translation key>/<field>:<hash of the German text>'
-- (translation-notice.server.ts); only the fields of sections that were a product_cta are renamed
-- (product_details keeps its cta1Text …).
CREATE OR REPLACE FUNCTION pg_temp.cta_0017_notice_key(notice text, former text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN parsed.m IS NOT NULL AND lower(parsed.m[2]) = ANY (former) AND pg_temp.cta_0017_field(parsed.m[3]) IS NOT NULL
      THEN parsed.m[1] || ':' || parsed.m[2] || '/' || pg_temp.cta_0017_field(parsed.m[3]) || ':' || parsed.m[4]
    ELSE notice
  END
  FROM (SELECT regexp_match(notice, '^([0-9]+):([0-9A-Fa-f-]{36})/(settings\.[A-Za-z0-9_]+):([0-9A-Fa-f]+)$') AS m) AS parsed
$$;
--> statement-breakpoint
-- First the notice keys: which sections were a product_cta is read before they are converted.
WITH former AS (
  SELECT lower("translation_key"::text) AS key FROM "page_sections" WHERE "section_type" = 'product_cta'
  UNION
  SELECT lower(section ->> 'translationKey')
  FROM "page_revisions",
    jsonb_array_elements(CASE WHEN jsonb_typeof("page_revisions"."snapshot" -> 'sections') = 'array' THEN "page_revisions"."snapshot" -> 'sections' ELSE '[]'::jsonb END) AS section
  WHERE "page_revisions"."snapshot" -> 'sections' @> '[{"sectionType": "product_cta"}]'
    AND section ->> 'sectionType' = 'product_cta'
    AND section ->> 'translationKey' IS NOT NULL
)
UPDATE "translator_profiles" AS profile
SET "notice_keys" = (
  SELECT jsonb_agg(
    CASE WHEN jsonb_typeof(k.value) = 'string' THEN to_jsonb(pg_temp.cta_0017_notice_key(k.value #>> '{}', keys.list)) ELSE k.value END
    ORDER BY k.position
  )
  FROM jsonb_array_elements(profile."notice_keys") WITH ORDINALITY AS k(value, position)
)
FROM (SELECT array_agg(key) AS list FROM former) AS keys
WHERE keys.list IS NOT NULL
  AND jsonb_typeof(profile."notice_keys") = 'array'
  AND jsonb_array_length(profile."notice_keys") > 0;
--> statement-breakpoint
UPDATE "page_sections"
SET
  "section_type" = 'cta',
  "settings" = pg_temp.cta_0017_settings("settings"),
  "media_asset_ids" = '{}'::integer[],
  "untranslated" = pg_temp.cta_0017_untranslated("untranslated"),
  "field_source_revisions" = pg_temp.cta_0017_field_revisions("field_source_revisions")
WHERE "section_type" = 'product_cta';
--> statement-breakpoint
UPDATE "page_revisions" SET "snapshot" = pg_temp.cta_0017_snapshot("snapshot") WHERE "snapshot" -> 'sections' @> '[{"sectionType": "product_cta"}]';
--> statement-breakpoint
UPDATE "page_live_content" SET "snapshot" = pg_temp.cta_0017_snapshot("snapshot") WHERE "snapshot" -> 'sections' @> '[{"sectionType": "product_cta"}]';
--> statement-breakpoint
UPDATE "approval_requests" SET "snapshot" = pg_temp.cta_0017_snapshot("snapshot") WHERE "snapshot" -> 'sections' @> '[{"sectionType": "product_cta"}]';
--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.cta_0017_notice_key(text, text[]);
--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.cta_0017_snapshot(jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.cta_0017_section(jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.cta_0017_field_revisions(jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.cta_0017_untranslated(jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.cta_0017_settings(jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS pg_temp.cta_0017_field(text);
