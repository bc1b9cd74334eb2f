-- The 'Dokumente' list filters, counts and pages in SQL (docs/decisions/0048-document-screens.md): a version's newest
-- approval request found by its version, and the few versions whose file failed its integrity check.
CREATE INDEX "approval_requests_document_version_idx" ON "approval_requests" USING btree ("document_version_id","id");--> statement-breakpoint
CREATE INDEX "document_versions_integrity_failed_idx" ON "document_versions" USING btree ("integrity_failed_at") WHERE "document_versions"."integrity_failed_at" is not null;