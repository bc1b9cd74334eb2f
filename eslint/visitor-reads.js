// What a visitor sees is read in one place (docs/decisions/0044-visitor-read-model.md): the read model in
// app/features/visitor-site/. A visitor route, the public page's loader, the site frame, the SEO files and the
// section renderers may not read the page, section, media or approved-copy tables themselves, nor staff's
// lookups of drafts: a rule that protects visitors (approval, translation, languages shown) then holds for every
// reader by construction. Staff views and 'Vorschau-Links' are the named exceptions (see `exceptions`).

/** The files that answer visitors, as globs from the repository's root. */
export const visitorFiles = [
  "app/routes/site/**/*.{ts,tsx}",
  "app/routes/api/sitemap.ts",
  "app/features/pages/public-page*.{ts,tsx}",
  "app/features/site-frame/**/*.{ts,tsx}",
  "app/features/seo/**/*.{ts,tsx}",
  "app/features/sections/section-renderers.tsx",
  "app/features/sections/section-types/*/renderer.tsx",
  // 'Dokumente' as visitors see them (docs/decisions/0046-documents.md): the documents pages, the product page's block, the feed.
  "app/features/document-pages/**/*.{ts,tsx}",
];

/** Tables only the read model reads for visitors. */
export const visitorTables = [
  "pages",
  "pageSections",
  "pageLiveContent",
  "mediaAssets",
  "testimonials",
  "pageRevisions",
  // A document's drafts and failed files are the read model's to leave out (app/features/visitor-site/visible-documents.ts).
  "documents",
  "documentVersions",
  "documentKinds",
  "productRecords",
];

const message =
  "Visitors' data comes from the read model (app/features/visitor-site/, docs/decisions/0044-visitor-read-model.md), not from the tables or staff's draft lookups.";

const restricted = (allowDrafts) => [
  "error",
  {
    paths: [
      { name: "#db/schema", importNames: visitorTables, message },
      { name: "~/features/pages/page-lookup.server", message },
      { name: "~/features/sections/section-rows.server", message },
      { name: "~/features/testimonials/testimonials.server", message },
      // Staff's reads of documents (drafts, open approvals): never a visitor's.
      { name: "~/features/documents/documents.server", message },
      ...(allowDrafts ? [] : [{ name: "~/features/pages/draft-page-view.server", message }]),
    ],
  },
];

export const visitorReads = [
  { files: visitorFiles, ignores: ["**/*.test.{ts,tsx}"], rules: { "no-restricted-imports": restricted(false) } },
  // The one visitor file that also answers staff: the public page's loader hands a signed-in editor the draft
  // view (app/features/pages/draft-page-view.server.ts) on the same address; never cached for visitors (server/app.ts).
  { files: ["app/features/pages/public-page.server.ts"], rules: { "no-restricted-imports": restricted(true) } },
];
