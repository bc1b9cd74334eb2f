// The visitor-reads rule (docs/decisions/0044-visitor-read-model.md) refuses a visitor route, the site frame, the
// SEO files and the section renderers reading the page, section, media or approved-copy tables or staff's draft
// lookups, and lets the read model (app/features/visitor-site/) and staff's screens read them.
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { visitorReads } from "./visitor-reads.js";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, ...visitorReads],
});

async function refusals(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const readsPages = 'import { pages } from "#db/schema";\nexport const t = pages;\n';
const readsDrafts = 'import { loadDraftPageView } from "~/features/pages/draft-page-view.server";\nexport const l = loadDraftPageView;\n';

describe("visitor readers go through the read model", () => {
  it.each([
    ["app/routes/site/public-page.tsx", readsPages],
    ["app/routes/api/sitemap.ts", 'import { pageLiveContent } from "#db/schema";\nexport const t = pageLiveContent;\n'],
    [
      "app/features/site-frame/site-frame.server.ts",
      'import { mediaAssets, type Page } from "#db/schema";\nexport const t: [typeof mediaAssets, Page?] = [mediaAssets];\n',
    ],
    ["app/features/seo/sitemap.ts", 'import { findPageBySlug } from "~/features/pages/page-lookup.server";\nexport const f = findPageBySlug;\n'],
    [
      "app/features/sections/section-types/testimonials/renderer.tsx",
      'import { loadPublishedTestimonials } from "~/features/testimonials/testimonials.server";\nexport const f = loadPublishedTestimonials;\n',
    ],
    ["app/features/pages/public-page-view.tsx", readsDrafts],
    ["app/features/site-frame/site-frame.server.ts", readsDrafts],
    // 'Dokumente' (docs/decisions/0046-documents.md): drafts and failed files are the read model's to leave out.
    ["app/features/document-pages/documents-pages.server.ts", 'import { documentVersions } from "#db/schema";\nexport const t = documentVersions;\n'],
    ["app/routes/site/documents-product.tsx", 'import { productRecords } from "#db/schema";\nexport const t = productRecords;\n'],
    [
      "app/features/document-pages/documents-pages.server.ts",
      'import { productDocuments } from "~/features/documents/documents.server";\nexport const f = productDocuments;\n',
    ],
  ])("refuses %s reading around the read model", async (file, source) => {
    const messages = await refusals(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("read model");
  });

  it.each([
    ["app/features/visitor-site/page-view.server.ts", readsPages],
    ["app/features/page-admin/page-admin.server.ts", readsPages],
    ["app/routes/site/public-page.tsx", 'import { type Page } from "#db/schema";\nexport type P = Page;\n'],
    // The public page's loader serves staff their drafts on the same address (the named exception).
    ["app/features/pages/public-page.server.ts", readsDrafts],
    ["app/features/visitor-site/documents.server.ts", 'import { documentVersions } from "#db/schema";\nexport const t = documentVersions;\n'],
  ])("lets %s read what it reads", async (file, source) => {
    expect(await refusals(file, source)).toEqual([]);
  });
});
