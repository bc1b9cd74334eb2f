// Seeds an in-memory PGlite twice into a temporary media folder: the first run fills everything,
// the second changes nothing.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase } from "#db/client.server";
import { openMigratedPglite } from "../../tests/integration/databases";
import {
  cmsSectionRegistry,
  documentKinds,
  documents,
  documentVersions,
  emailTemplates,
  globalSettings,
  mediaAssets,
  pageSections,
  pages,
  productRecords,
  testimonials,
} from "#db/schema";
import { storedDocumentName } from "~/features/documents/document-rules";
import { inspectPdf } from "~/features/documents/pdf-inspection.server";
import { isSectionType, sectionRegistry } from "~/features/sections/registry";
import { seedStaffTemplates } from "./content/email-templates";
import { parseSettingsLeniently } from "~/features/sections/section-definition";
import { parseAssetReference } from "~/lib/links";
import { mediaManifest } from "./media-manifest";
import { seedDatabase } from "./seed.server";

let open: OpenDatabase;
let mediaDir: string;
let firstRun: boolean;
let firstRunMs: number;

async function counts() {
  const db = open.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0].n;
  return {
    pages: await n(pages),
    sections: await n(pageSections),
    media: await n(mediaAssets),
    testimonials: await n(testimonials),
    templates: await n(emailTemplates),
    registry: await n(cmsSectionRegistry),
    settings: await n(globalSettings),
    documents: await n(documentVersions),
  };
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-seed-"));
  open = await openMigratedPglite();
  const started = performance.now();
  firstRun = await seedDatabase(open.db, { mediaDir: path.join(mediaDir, "media") });
  firstRunMs = performance.now() - started;
});

afterAll(async () => {
  await open?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe("seedDatabase", () => {
  it("fills an empty database", async () => {
    expect(firstRun).toBe(true);
    const c = await counts();
    expect(c.pages).toBeGreaterThanOrEqual(45);
    expect(c.sections).toBeGreaterThan(c.pages * 2);
    expect(c.media).toBe(mediaManifest.length);
    // Two contact templates in German, the visitor's confirmation also in French, Italian and English,
    // four staff mails (the translators' notice, three of the 'Freigabe'); six German testimonials and three French ones.
    expect(c).toMatchObject({ testimonials: 9, templates: 5 + seedStaffTemplates.length, registry: 2, settings: 1 });
    expect(seedStaffTemplates).toHaveLength(4);
    const french = await open.db.select().from(testimonials).where(eq(testimonials.language, "fr"));
    expect(french.map((t) => t.author).sort()).toEqual(["Jean-Marc Progin", "Sophie Dufour", "Valérie Rochat"]);
    console.info(`seed: ${Math.round(firstRunMs)} ms, ${c.pages} pages, ${c.sections} sections, ${c.media} files, ${c.documents} document versions`);
  });

  it("writes every library file with the size and dimensions it records", async () => {
    const rows = await open.db.select().from(mediaAssets);
    for (const row of rows) {
      const file = path.join(mediaDir, "media", row.filename);
      expect(fs.statSync(file).size, row.filename).toBe(row.sizeBytes);
      // Every library file is a picture: the datasheets are documents (below).
      expect(row.mimeType, row.filename).toBe("image/webp");
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], row.filename).toEqual(["webp", row.width, row.height]);
      expect(row.altText).toBeTruthy();
    }
  });

  it("stores settings that validate and asset references that resolve", async () => {
    const ids = new Set((await open.db.select({ id: mediaAssets.id }).from(mediaAssets)).map((r) => r.id));
    const sections = await open.db.select().from(pageSections);
    for (const s of sections) {
      expect(isSectionType(s.sectionType)).toBe(true);
      if (!isSectionType(s.sectionType)) continue;
      expect(parseSettingsLeniently(sectionRegistry[s.sectionType].schema, s.settings).problems).toEqual([]);
      for (const id of s.mediaAssetIds) expect(ids.has(id)).toBe(true);
      for (const m of JSON.stringify(s.settings).matchAll(/"(asset:\d+)"/g)) expect(ids.has(parseAssetReference(m[1])!)).toBe(true);
      expect(s.isPublished).toBe(true);
    }
    const home = sections.filter((s) => s.pageSlug === "/").sort((a, b) => a.sectionOrder - b.sectionOrder);
    expect(home.map((s) => s.sectionOrder)).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it("sets the global settings with the generated logo", async () => {
    const [settings] = await open.db.select().from(globalSettings);
    expect(settings).toMatchObject({
      id: 1,
      siteTitle: "Auralis Medizintechnik AG",
      primaryColor: "#E6462E",
      contactEmail: "info@auralis-medizintechnik.example",
    });
    const [logo] = await open.db.select().from(mediaAssets).where(eq(mediaAssets.id, settings.logoAssetId!));
    expect(logo.category).toBe("logo");
  });

  it("publishes every page with hero pictures, German and the language versions of the demo site", async () => {
    const rows = await open.db.select().from(pages);
    for (const p of rows) {
      expect(p.published).toBe(true);
      expect(p.theme).toBeNull();
    }
    const languages = rows.reduce<Record<string, number>>((n, p) => ({ ...n, [p.language]: (n[p.language] ?? 0) + 1 }), {});
    expect(languages.it).toBe(2);
    expect(languages.fr).toBeGreaterThanOrEqual(15);
    expect(languages.de).toBeGreaterThanOrEqual(45);
    // Every version is in the group of a German page, with its shared values.
    const german = new Map(rows.filter((p) => p.language === "de").map((p) => [p.translationKey, p]));
    for (const p of rows.filter((r) => r.language !== "de")) {
      const source = german.get(p.translationKey);
      expect(source, p.slug).toBeDefined();
      expect([p.heroAssetId, p.kind, p.sortOrder]).toEqual([source!.heroAssetId, source!.kind, source!.sortOrder]);
    }
    const home = rows.find((p) => p.slug === "/")!;
    expect(home.sortOrder).toBe(0);
    expect(home.heroAssetId).not.toBeNull();
  });

  it("gives every product its record, instructions for use in German and French with a text layer, and the tubs their datasheet", async () => {
    const products = await open.db.select().from(pages).where(eq(pages.kind, "product"));
    const germanProducts = products.filter((p) => p.language === "de");
    const records = await open.db.select().from(productRecords);
    expect(records).toHaveLength(germanProducts.length);
    for (const record of records) {
      expect(record.articleNumber).toMatch(/^AUR-\d{4}$/);
      expect(record.udiDi).toMatch(/^7640178\d{6}$/);
    }
    const rows = await open.db
      .select({ version: documentVersions, language: documents.language, kind: documentKinds.key, productKey: documents.productKey })
      .from(documentVersions)
      .innerJoin(documents, eq(documents.id, documentVersions.documentId))
      .innerJoin(documentKinds, eq(documentKinds.id, documents.kindId));
    const ifus = rows.filter((r) => r.kind === "ifu");
    for (const product of germanProducts) {
      for (const language of ["de", "fr"])
        expect(
          ifus.some((r) => r.productKey === product.translationKey && r.language === language),
          `${product.slug} ${language}`,
        ).toBe(true);
    }
    const generosa = germanProducts.find((p) => p.slug.endsWith("/generosa"))!;
    const generosaDe = ifus.filter((r) => r.productKey === generosa.translationKey && r.language === "de").map((r) => r.version);
    expect(generosaDe.map((v) => [v.label, v.safetyRelevant]).sort()).toEqual([
      ["Rev. 1", false],
      ["Rev. 2", true],
    ]);
    expect(rows.filter((r) => r.kind === "datasheet")).toHaveLength(4);
    // Each file is in the public area under its hash, a PDF whose text a parser finds (pdfkit, not a picture of text).
    const sample = [generosaDe.find((v) => v.label === "Rev. 2")!, rows.find((r) => r.kind === "datasheet")!.version];
    for (const version of sample) {
      const bytes = fs.readFileSync(path.join(mediaDir, "documents", "public", storedDocumentName(version.fileSha256)));
      expect(bytes.length).toBe(version.sizeBytes);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(version.fileSha256);
      expect(await inspectPdf(bytes)).toEqual({ ok: true, pageCount: version.pageCount, hasText: true });
    }
    // The product pages' datasheet buttons lead to the datasheet's stable address.
    const [contessa] = await open.db
      .select()
      .from(pageSections)
      .where(and(eq(pageSections.pageSlug, "/produkte/geburt-und-wochenbett/contessa"), eq(pageSections.sectionType, "product_details")));
    const number = records.find(
      (r) => r.translationKey === products.find((p) => p.slug === "/produkte/geburt-und-wochenbett/contessa")!.translationKey,
    )!.number;
    expect((contessa.settings as { cta2Url?: string }).cta2Url).toBe(`/dokumente/${number}/datasheet/de`);
  });

  it("records the restorable home sections", async () => {
    const rows = await open.db.select().from(cmsSectionRegistry);
    expect(rows.map((r) => r.sectionKey).sort()).toEqual(["cta", "warum-auralis"]);
    for (const r of rows) expect(r).toMatchObject({ pageSlug: "/", everCreated: true, lastDeletedAt: null });
  });

  it("does nothing on a second run", async () => {
    const before = await counts();
    expect(await seedDatabase(open.db, { mediaDir: path.join(mediaDir, "media") })).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
