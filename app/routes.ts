// The route table (docs/product/public-site.md, "Routes"; docs/product/cms-screens.md, "Staff routes"), written out. Public pages are resolved from the database by path
// (routes/site/public-page.tsx); legacy addresses redirect permanently.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { legacyRedirects } from "./features/pages/legacy-redirects";
import { siteLanguages, translationLanguages } from "./lib/languages";
import { documentsFeedPath, documentsIndexPath } from "./lib/document-addresses";

/** 'Dokumente' in each language (docs/decisions/0046-documents.md): "dokumente", "fr/documents", … */
const documentsBases = siteLanguages.map((language) => ({ language, base: documentsIndexPath(language).slice(1) }));

export default [
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  // Staff (docs/decisions/0004-staff-roles.md): sign-in and set-up outside the CMS frame, everything else inside it.
  route("login", "routes/auth/login.tsx"),
  route("passwort-zuruecksetzen", "routes/auth/reset-password.tsx"),
  route("einrichtung", "routes/auth/setup.tsx"),
  route("cms", "routes/cms/cms-redirect.ts"),
  // 'Kontofreigabe' (docs/decisions/0004-staff-roles.md): the old address of the waiting screen still leads there.
  route("cms/kontofreigabe", "routes/cms/account-approval.tsx"),
  route("cms/freigabe", "routes/cms/account-approval-redirect.ts"),
  // The inbox's CSV download: a resource route, outside the CMS frame.
  route("cms/nachrichten/export.csv", "routes/cms/messages-export.ts"),
  // Requests for printed copies of documents as CSV (docs/decisions/0047-printed-copies.md).
  route("cms/dokumente/anfragen/export.csv", "routes/cms/printed-copies-export.ts"),
  // Privacy requests (docs/decisions/0015-privacy-requests.md): the export of one address's data (a POST that answers a JSON file).
  route("cms/datenschutz/export", "routes/cms/privacy-export.ts"),
  // The 'Freigabe-Protokoll' as CSV and as PDF (docs/decisions/0039-approval.md): resource routes, outside the CMS frame.
  route("cms/freigabe-protokoll/export.csv", "routes/cms/approval-log-export.ts", { id: "approval-log-csv" }),
  route("cms/freigabe-protokoll/export.pdf", "routes/cms/approval-log-export.ts", { id: "approval-log-pdf" }),
  // 'Zur Freigabe einreichen' and 'Freigabe erforderlich' per page (docs/decisions/0039-approval.md): JSON, staff only.
  route("cms/api/freigabe", "routes/cms/approval-api.ts"),
  route("cms/api/live-edit", "routes/cms/live-edit.ts"),
  // A product's QR code ('Dokumente', docs/decisions/0048-document-screens.md): downloads, outside the CMS frame.
  route("cms/dokumente/produkt/:key/qr-code.svg", "routes/cms/document-qr-code.ts", { id: "document-qr-svg" }),
  route("cms/dokumente/produkt/:key/qr-code.png", "routes/cms/document-qr-code.ts", { id: "document-qr-png" }),
  // The media pickers' list (JSON, staff only): a resource route, outside the CMS frame.
  route("cms/api/medien", "routes/cms/media-assets.ts"),
  // The 'Veröffentlichungs-Check' of one page (docs/decisions/0014-publish-check.md): JSON for the page list and the section editor.
  route("cms/api/veroeffentlichungs-check", "routes/cms/publish-check.ts"),
  // The 'Vorschau-Link' dialog's list, create and revoke (JSON; tests/integration/preview-links.test.ts).
  route("cms/api/vorschau-links", "routes/cms/preview-links.ts"),
  // 'Keine Anpassung nötig' for a translation's changed German texts (JSON; tests/integration/translation-out-of-date.test.ts).
  route("cms/api/keine-anpassung", "routes/cms/no-update.ts"),
  // XLIFF out and in for translation agencies (docs/decisions/0037-xliff-exchange.md): a download and a JSON upload, no screen of their own.
  route("cms/uebersetzungen/xliff-export", "routes/cms/xliff-export.ts"),
  route("cms/uebersetzungen/xliff-import", "routes/cms/xliff-import.ts"),
  layout("routes/cms/layout.tsx", [
    route("cms-overview", "routes/cms/overview.tsx"),
    route("cms/konto", "routes/cms/account.tsx"),
    route("cms/users", "routes/cms/users.tsx"),
    route("cms/datenschutz", "routes/cms/privacy.tsx"),
    route("cms/global", "routes/cms/global-settings.tsx"),
    route("cms/email-templates", "routes/cms/email-templates.tsx"),
    route("cms/testimonials", "routes/cms/testimonials.tsx"),
    route("cms/nachrichten", "routes/cms/messages.tsx"),
    route("cms/dokumente/anfragen", "routes/cms/printed-copies.tsx"),
    route("cms/postausgang", "routes/cms/outbox.tsx"),
    route("cms/seiten", "routes/cms/pages.tsx"),
    route("cms/uebersetzungen", "routes/cms/translations.tsx"),
    route("cms/weiterleitungen", "routes/cms/redirects.tsx"),
    // 'Freigabe' (docs/decisions/0039-approval.md): the open submissions, one submission's review, the log.
    route("cms/freigaben", "routes/cms/approvals.tsx"),
    route("cms/freigaben/:id", "routes/cms/approval-review.tsx"),
    route("cms/freigabe-protokoll", "routes/cms/approval-log.tsx"),
    // 'Dokumente' (docs/decisions/0048-document-screens.md): every version with filters, one product's documents, the kinds.
    route("cms/dokumente", "routes/cms/documents.tsx"),
    route("cms/dokumente/arten", "routes/cms/document-kinds.tsx"),
    route("cms/dokumente/produkt/:key", "routes/cms/document-product.tsx"),
    route("cms/page-editor/*", "routes/cms/page-editor.tsx"),
    route("cms-editor/*", "routes/cms/page-editor.tsx", { id: "cms-editor-alias" }),
    route("cms/media-library", "routes/cms/media-library.tsx"),
    route("cms-media-library", "routes/cms/media-library.tsx", { id: "cms-media-library-alias" }),
  ]),
  // 'Vorschau-Link' (tests/integration/preview-links.test.ts): a page with its drafts for whoever holds the link. Outside the site
  // layout, so no staff island (edit mode, theme switcher) is ever part of it.
  route("vorschau/:token", "routes/site/preview.tsx"),
  // The Atom feed of new document versions per language: XML, outside the site's frame.
  ...siteLanguages.map((language) => route(documentsFeedPath(language).slice(1), "routes/site/documents-feed.ts", { id: `documents-feed-${language}` })),
  layout("routes/site/layout.tsx", [
    index("routes/site/public-page.tsx", { id: "home" }),
    ...Object.keys(legacyRedirects).map((from) => route(from.slice(1), "routes/site/legacy-redirect.ts", { id: `legacy${from}` })),
    route("geburt-wochenbett/:product", "routes/site/legacy-birth-product.tsx"),
    route("build-info", "routes/site/build-info.tsx"),
    // The diagnostics page in each further language: the footer of a French page leads to /fr/build-info.
    ...translationLanguages.map((language) => route(`${language}/build-info`, "routes/site/build-info.tsx", { id: `build-info-${language}` })),
    // 'Dokumente' (docs/decisions/0046-documents.md): the documents pages, a document's current version, the QR code's address.
    ...documentsBases.flatMap(({ language, base }) => [
      route(base, "routes/site/documents-index.tsx", { id: `documents-${language}` }),
      route(`${base}/:number`, "routes/site/documents-product.tsx", { id: `documents-product-${language}` }),
      route(`${base}/:number/:kind/:language`, "routes/site/documents-current.tsx", { id: `documents-current-${language}` }),
    ]),
    route("d/:number", "routes/site/documents-qr.tsx"),
    route("sections", "routes/site/sections-demo.tsx"),
    route("sections-demo", "routes/site/sections-demo-alias.ts"),
    route("*", "routes/site/public-page.tsx", { id: "public-page" }),
  ]),
] satisfies RouteConfig;
