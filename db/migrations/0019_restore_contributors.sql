-- Whose text a revision brings besides its author's (docs/decisions/0043-page-kind-and-approval-requirement.md):
-- a restore names the restored revision's author and the people that revision named, so the approval's
-- "own change" counts them. Revisions recorded before name nobody else.
ALTER TABLE "page_revisions" ADD COLUMN "contributor_ids" text[] DEFAULT '{}'::text[] NOT NULL;
