// The import boundaries (docs/decisions/0019-lint-and-format.md, docs/architecture.md), checked by eslint-plugin-boundaries. The layers, from
// the bottom: lib (pure rules) → core (env, logger, session cookie, access, content writes, revisions,
// page addresses, and the database schema and client in db/) → ui (app/components) → features →
// app (routes, root) → server (the HTTP host) and seed (db/seed). Each layer imports only itself and
// the layers below it. A feature imports another feature only when the table below names it, and the
// table has no circle; docs/architecture.md draws it.
import boundaries from "eslint-plugin-boundaries";

/** Which other features each feature builds on. A feature not listed uses none. */
export const featureDependencies = {
  /** 'Freigabe' (docs/decisions/0039-approval.md): used by pages, publishing and the scheduler; it observes the revisions (core) through their registry (docs/decisions/0043), and writes the approved copy the read model shows. */
  approval: ["auth", "mail", "sections", "visitor-site"],
  auth: ["mail"],
  backup: ["documents", "media"],
  /** 'Dokumente' (docs/decisions/0046-documents.md): versions' lifecycle, their files beside the media storage, approval through 'Freigabe'. */
  documents: ["approval", "media", "visitor-site"],
  contact: ["auth", "mail", "settings", "site-language"],
  /** What visitors see of 'Dokumente' (docs/decisions/0046-documents.md): the documents pages, the product page's block, the feed, the QR address. */
  "document-pages": ["contact", "printed-copies", "seo", "settings", "site-frame", "site-language", "visitor-site"],
  /** The CMS screens of 'Dokumente' (docs/decisions/0048-document-screens.md): thin over docs-core's functions. */
  "document-admin": ["approval", "auth", "cms", "documents", "pages", "settings", "visitor-site"],
  "edit-mode": ["approval", "page-admin", "pages", "preview-links", "publish-check", "sections", "translations"],
  "email-templates": ["approval", "auth", "cms", "contact", "mail", "printed-copies", "settings"],
  "language-versions": ["sections"],
  media: ["auth"],
  outbox: ["auth"],
  "page-admin": [
    "approval",
    "auth",
    "language-versions",
    "media",
    "pages",
    "preview-links",
    "publish-check",
    "redirects",
    "scheduling",
    "sections",
    "settings",
    "themes",
  ],
  pages: ["approval", "auth", "contact", "document-pages", "redirects", "sections", "seo", "settings", "site-frame", "site-language", "visitor-site"],
  "preview-links": ["auth", "contact", "pages", "site-frame", "site-language"],
  /** 'Gedruckte Ausgabe anfordern' (docs/decisions/0047-printed-copies.md): the request, the inbox, the daily reminder, the erasure. */
  "printed-copies": ["auth", "contact", "mail", "privacy", "scheduling", "settings", "site-language"],
  privacy: ["auth", "users"],
  "publish-check": ["approval", "media", "pages", "redirects", "sections"],
  redirects: ["auth"],
  /** The scheduler: publishes what is due, checked and approved like a publication by hand. */
  "schedule-runner": ["approval", "publish-check", "scheduling"],
  sections: ["auth", "contact", "media", "scheduling", "settings", "site-language", "testimonials"],
  settings: ["auth"],
  "site-frame": ["media", "navigation", "settings", "site-language", "themes", "visitor-site"],
  testimonials: ["auth", "cms", "media", "settings"],
  translations: ["auth", "language-versions", "mail", "page-admin", "pages", "scheduling", "sections", "settings"],
  users: ["auth"],
  /** What an anonymous visitor sees (docs/decisions/0044-visitor-read-model.md): every visitor-facing reader goes through it. */
  "visitor-site": ["media", "sections", "settings"],
};

const layer = (type) => ({ to: { element: { type } } });
const sameFeature = { to: { element: { type: "feature", captured: { name: "{{ from.element.captured.name }}" } } } };
const external = { to: { module: { origin: ["external", "core"] } } };

export const importBoundaries = {
  files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "db/**/*.ts"],
  // Tests may reach across features to set up what they check.
  ignores: ["**/*.test.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "import/resolver": { typescript: { project: "tsconfig.json" } },
    // Folders, matched from the root; the first that holds a file claims it, so narrower folders come
    // first ("app" holds the routes and the root modules, whatever in app/ no other folder claims).
    "boundaries/elements": [
      { type: "seed", pattern: "db/seed", partialMatch: false },
      { type: "lib", pattern: "app/lib", partialMatch: false },
      { type: "core", pattern: ["app/core", "db"], partialMatch: false },
      { type: "ui", pattern: "app/components", partialMatch: false },
      { type: "feature", pattern: "app/features/*", partialMatch: false, capture: ["name"] },
      { type: "app", pattern: "app", partialMatch: false },
      { type: "server", pattern: "server", partialMatch: false },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        policies: [
          { allow: external },
          { from: { element: { type: "lib" } }, allow: [layer("lib")] },
          { from: { element: { type: "core" } }, allow: [layer("lib"), layer("core")] },
          { from: { element: { type: "ui" } }, allow: [layer("lib"), layer("ui")] },
          { from: { element: { type: "feature" } }, allow: [layer("lib"), layer("core"), layer("ui"), sameFeature] },
          ...Object.entries(featureDependencies).map(([name, uses]) => ({
            from: { element: { type: "feature", captured: { name } } },
            allow: { to: { element: { type: "feature", captured: uses.map((used) => ({ name: used })) } } },
          })),
          // The shipped default content is written against the section types; restoring a home
          // section reads it back (features/sections/home-sections.server.ts).
          { from: { element: { type: "seed" } }, allow: [layer("lib"), layer("core"), layer("seed"), layer("feature")] },
          { from: { element: { type: "feature", captured: { name: "sections" } } }, allow: layer("seed") },
          { from: { element: { type: "app" } }, allow: [layer("lib"), layer("core"), layer("ui"), layer("feature"), layer("app"), layer("seed")] },
          { from: { element: { type: "server" } }, allow: [layer("lib"), layer("core"), layer("feature"), layer("seed"), layer("server")] },
        ],
      },
    ],
  },
};
