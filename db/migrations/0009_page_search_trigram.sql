-- The page list's search (app/features/page-admin/page-list.server.ts, issue 12 item 6): a trigram
-- index over the very expression the query searches, so a search on 10,000 pages reads the matching
-- rows instead of scanning the table. pg_trgm ships with Postgres (a trusted extension since 13) and
-- with PGlite (loaded in db/client.server.ts). Where a server refuses the extension, the search stays
-- correct without the index (a sequential scan).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm nicht verfügbar (%): die Seitensuche läuft ohne Trigramm-Index', SQLERRM;
END $$;--> statement-breakpoint
DO $$
DECLARE trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "pages_search_trgm_idx" ON "pages" USING gin (lower("title" || chr(10) || "slug" || chr(10) || coalesce("meta_title", %L)) %I.gin_trgm_ops)',
      '', trgm_schema);
  END IF;
END $$;
