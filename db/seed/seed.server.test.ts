// Seeds an in-memory PGlite twice into a temporary media folder: the first run fills everything,
// the second changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase } from "#db/client.server";
import { openMigratedPglite } from "../../tests/integration/databases";
import { cmsSectionRegistry, emailTemplates, globalSettings, mediaAssets, pageSections, pages, testimonials } from "#db/schema";
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
    expect(seedStaffTemplates).toHaveLength(5);
    const french = await open.db.select().from(testimonials).where(eq(testimonials.language, "fr"));
    expect(french.map((t) => t.author).sort()).toEqual(["Jean-Marc Progin", "Sophie Dufour", "Valérie Rochat"]);
    console.info(`seed: ${Math.round(firstRunMs)} ms, ${c.pages} pages, ${c.sections} sections, ${c.media} files`);
  });

  it("writes every library file with the size and dimensions it records", async () => {
    const rows = await open.db.select().from(mediaAssets);
    for (const row of rows) {
      const file = path.join(mediaDir, "media", row.filename);
      expect(fs.statSync(file).size, row.filename).toBe(row.sizeBytes);
      if (row.mimeType === "image/webp") {
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], row.filename).toEqual(["webp", row.width, row.height]);
      } else {
        expect(row.mimeType).toBe("application/pdf");
        expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
      }
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
