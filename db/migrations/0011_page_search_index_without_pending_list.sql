-- The page list's trigram index (0010) without GIN's pending list. With `fastupdate` (Postgres's
-- default) a page write adds its trigrams to an unsorted list that every search reads in full until
-- VACUUM merges it into the index. Embedded PGlite never vacuums, so the list only grew: on the
-- generated 10,000-page site it held 122 pages, and a search for a word on no page took 6 ms instead
-- of 0.5 ms (issue 12 item 6). Without it a write puts its trigrams into the index at once: one page
-- update measured the same either way (3-7 ms on PGlite); only bulk inserts slow down (the generator's
-- 10,000 pages: 2.3 s -> 9.6 s). The list that exists is merged now. Only where the index exists (0009).
DO $$
BEGIN
  IF to_regclass('"pages_search_text_trgm_idx"') IS NOT NULL THEN
    ALTER INDEX "pages_search_text_trgm_idx" SET (fastupdate = off);
    PERFORM gin_clean_pending_list('"pages_search_text_trgm_idx"'::regclass);
  END IF;
END $$;
