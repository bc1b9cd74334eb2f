// /cms/api/vorschau-links: the 'Vorschau-Link' dialog's endpoint (tests/integration/preview-links.test.ts), JSON, staff with
// previewLinks.manage only (401 without a session, 403 without the right). GET ?pageId= lists a
// page's links; POST { intent: "create", pageId, days } or { intent: "revoke", pageId, linkId }.
export { action, loader } from "~/features/preview-links/preview-links-api.server";
