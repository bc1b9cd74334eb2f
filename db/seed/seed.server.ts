// Fills a brand-new database with the whole website: library files, settings, pages, sections,
// testimonials, the CTA block, e-mail templates and the section registry. Runs at start-up; does
// nothing once any page exists.
import { desc, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "#db/client.server";
import { cmsSectionRegistry, emailTemplates, globalSettings, mediaAssets, pageRevisions, pageSections, pages, testimonials } from "#db/schema";
import { createDiskStorage } from "~/features/media/storage/disk-storage.server";
import { mediaStorage } from "~/features/media/storage/configured-storage.server";
import type { MediaStorage } from "~/features/media/storage/media-storage.server";
import { htmlToPlainText } from "~/lib/text";
import { slugMatchKey } from "~/lib/slug";
import { seedConfirmationTemplates, seedEmailTemplates, seedStaffTemplates } from "./content/email-templates";
import { keepWhatVisitorsSee } from "~/features/approval/approval.server";
import { frenchPages } from "./content/fr";
import { frenchAltTexts } from "./content/fr/alt-texts";
import { italianPages } from "./content/it";
import { italianAltTexts } from "./content/it/alt-texts";
import { seedSiteTexts } from "./content/site-texts";
import { CONFIRMATION_TEMPLATE } from "~/features/contact/contact.server";
import { LOGO_ASSET_KEY, seedGlobalSettings, seedRegistryKeys, sitePages } from "./content/site-content";
import { seedTestimonials } from "./content/testimonials";
import { generateMediaFiles } from "./illustrations.server";
import { generateDocumentFiles, seedDocuments, seedProductNumbers } from "./documents.server";
import { createDocumentStorages, documentStorages, documentsDirOf, type DocumentStorages } from "~/features/documents/document-storage.server";
import path from "node:path";
import type { AssetKey } from "./media-manifest";
import type { SeedContext, SeedPage, SeedSection, SeedTranslation } from "./types";
import { sharedPageFields, withSharedSectionValues } from "~/features/sections/field-translation";
import type { AltTexts } from "~/features/media/alt-texts";
import { recordRevision } from "~/core/revisions/page-history.server";
import { FIRST_REVISION } from "./first-revisions.server";

export interface SeedOptions {
  /**
   * Where the library files go: the process's media storage by default, which is the bucket when S3
   * is configured (every process then serves them; decision 0010).
   */
  storage?: MediaStorage;
  /**
   * A folder on disk instead (tests and tools without a storage). Ignored when `storage` is given.
   * Not for the server: with S3 the files would stay on this machine, where no other process and not
   * even this one's /media route looks for them.
   */
  mediaDir?: string;
  /**
   * Where the documents' files go ('Dokumente', decision 0046): the process's documents storage by default; with
   * `mediaDir` the folder "documents" beside it (tests and tools), unless given here.
   */
  documents?: DocumentStorages;
}

function seedDocumentStorages(options: SeedOptions): DocumentStorages {
  if (options.documents) return options.documents;
  return options.mediaDir && !options.storage ? createDocumentStorages(documentsDirOf(path.dirname(options.mediaDir)), null) : documentStorages();
}

function seedStorage(options: SeedOptions): MediaStorage {
  if (options.storage) return options.storage;
  return options.mediaDir ? createDiskStorage(options.mediaDir) : mediaStorage();
}

async function hasPages(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: pages.id }).from(pages).limit(1);
  return rows.length > 0;
}

/** The alt texts of the further languages, by language and library file (docs/decisions/0034-alt-texts-per-language.md). */
export const seedAltTexts = { fr: frenchAltTexts, it: italianAltTexts } as const;

/** A library file's alt texts in the further languages, as media_assets.alt_texts keeps them. */
export function seedAltTextsOf(key: string): AltTexts {
  const texts: AltTexts = {};
  for (const [language, byKey] of Object.entries(seedAltTexts) as [keyof typeof seedAltTexts, Partial<Record<string, string>>][]) {
    if (byKey[key]) texts[language] = byKey[key];
  }
  return texts;
}

/**
 * Resolves asset keys to ids and products to their numbers (the seeded ones, db/seed/documents.server.ts); an unknown
 * key or product is a programming error in the seed content.
 */
export function seedContextFrom(idByKey: ReadonlyMap<string, number>, productNumbers: ReadonlyMap<string, number> = seedProductNumbers()): SeedContext {
  const id = (key: AssetKey) => {
    const value = idByKey.get(key);
    if (value === undefined) throw new Error(`Seed: unbekannte Mediendatei '${key}'`);
    return value;
  };
  const documentPath = (productSlug: string, kindKey: string, language: string) => {
    const number = productNumbers.get(productSlug);
    if (number === undefined) throw new Error(`Seed: ${productSlug} ist kein Produkt der Website`);
    return `/dokumente/${number}/${kindKey}/${language}`;
  };
  return { id, ref: (key) => `asset:${id(key)}`, documentPath };
}

/** content_plain: the text of the HTML, or for settings-only sections their headline and text. */
export function sectionPlainText(s: SeedSection): string {
  if (s.html) return htmlToPlainText(s.html);
  const settings = s.settings as Record<string, unknown>;
  const parts = ["title", "heroTitle", "subtitle", "heroSubtitle", "description", "heroDescription"]
    .map((key) => settings[key])
    .filter((v): v is string => typeof v === "string" && v.trim() !== "")
    .map((v) => htmlToPlainText(v));
  return parts.join("\n");
}

export function pageRows(sitePagesList: SeedPage[], ctx: SeedContext) {
  return sitePagesList.map((page, index) => ({
    slug: page.slug,
    title: page.title,
    h1: page.h1 ?? page.title,
    intro: page.intro ?? null,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    kind: page.kind,
    published: true,
    sortOrder: index * 10,
    theme: null,
    parentSlug: page.parentSlug,
    language: "de",
    sitemapPriority: page.sitemapPriority,
    heroAssetId: page.image ? ctx.id(page.image) : null,
    ogAssetId: page.image ? ctx.id(page.image) : null,
    galleryAssetIds: page.gallery ? page.gallery.map((key) => ctx.id(key)) : null,
  }));
}

export function sectionRows(page: SeedPage, ctx: SeedContext) {
  return page.sections.map((s, index) => ({
    pageSlug: page.slug,
    sectionName: s.name,
    sectionType: s.type,
    sectionOrder: index * 10,
    contentHtml: s.html ?? null,
    contentPlain: sectionPlainText(s),
    isPublished: true,
    settings: s.settings,
    mediaAssetIds: (s.media ?? []).map((key) => ctx.id(key)),
  }));
}

/**
 * Records each seeded page's state as its first revision ("Ausgangsstand"). A change compares the
 * page with its newest revision to find what visitors see differently; a page without one counts as
 * new, so its first save would drop every cached page (German) or the language's pages and the page's
 * other versions (a translation; app/core/content/visitor-change.server.ts) and would write no shared
 * value to the other versions (app/features/language-versions/version-sync.server.ts).
 */
async function recordSeedRevisions(tx: Queryable, slugs: string[]) {
  for (const slug of slugs) {
    await recordRevision(tx, slug, { ...FIRST_REVISION, author: null, shareValues: false });
  }
}

/**
 * The language versions of the seeded German pages (docs/decisions/0032-language-versions.md): each in
 * its German page's group, with the German page's shared values, and each section in its German
 * section's group (matched by name) with that section's shared settings and pictures. Published, and
 * translated as written: nothing is marked as still to translate.
 */
export async function seedLanguageVersions(tx: Queryable, translations: SeedTranslation[], ctx: SeedContext) {
  for (const translation of translations) {
    const [german] = await tx.select().from(pages).where(eq(pages.slug, translation.of)).limit(1);
    if (!german) throw new Error(`Seed: die Fassung ${translation.slug} nennt keine deutsche Seite (${translation.of})`);
    const [row] = pageRows([translation], ctx);
    const shared = Object.fromEntries(sharedPageFields.map((name) => [name, german[name]]));
    const [source] = await tx
      .select({ revision: pageRevisions.revision })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageKey, german.slugKey))
      .orderBy(desc(pageRevisions.revision))
      .limit(1);
    await tx
      .insert(pages)
      .values({ ...row, ...shared, language: translation.language, translationKey: german.translationKey, sourceRevision: source?.revision ?? 0 });
    const germanSections = await tx.select().from(pageSections).where(eq(pageSections.pageSlugKey, german.slugKey));
    const rows = sectionRows(translation, ctx).map((section) => {
      const counterpart = germanSections.find((s) => s.sectionName === section.sectionName && s.sectionType === section.sectionType);
      if (!counterpart) throw new Error(`Seed: die Sektion «${section.sectionName}» von ${translation.slug} fehlt auf ${translation.of}`);
      return {
        ...section,
        ...withSharedSectionValues({ ...section, settings: section.settings }, counterpart),
        sectionOrder: counterpart.sectionOrder,
        translationKey: counterpart.translationKey,
      };
    });
    if (rows.length) await tx.insert(pageSections).values(rows);
  }
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (await hasPages(db)) return false;

  // Files first: same names on every run, so a failed transaction below can simply run again. A
  // storage that cannot be reached stops the seed here (StorageUnavailableError), before any row.
  const files = await generateMediaFiles(seedStorage(options));
  const documentFiles = await generateDocumentFiles(seedDocumentStorages(options));

  return db.transaction(async (tx) => {
    if (await hasPages(tx)) return false;
    const now = new Date();

    // Library rows; a row left by an earlier attempt (same file name) is refreshed, not duplicated.
    const assetRows = await tx
      .insert(mediaAssets)
      .values(
        files.map((f) => ({
          filename: f.filename,
          title: f.title,
          altText: f.altText,
          altTexts: seedAltTextsOf(f.key),
          category: f.category,
          mimeType: f.mimeType,
          sizeBytes: f.sizeBytes,
          width: f.width,
          height: f.height,
        })),
      )
      .onConflictDoUpdate({
        target: mediaAssets.filename,
        set: {
          title: sql`excluded.title`,
          altText: sql`excluded.alt_text`,
          altTexts: sql`excluded.alt_texts`,
          category: sql`excluded.category`,
          mimeType: sql`excluded.mime_type`,
          sizeBytes: sql`excluded.size_bytes`,
          width: sql`excluded.width`,
          height: sql`excluded.height`,
        },
      })
      .returning({ id: mediaAssets.id, filename: mediaAssets.filename });
    const idByFilename = new Map(assetRows.map((r) => [r.filename, r.id]));
    const ctx = seedContextFrom(new Map(files.map((f) => [f.key, idByFilename.get(f.filename)!])));

    await tx
      .insert(globalSettings)
      // The demo site shows French and Italian beside German (English has its texts, switched off).
      .values({
        ...seedGlobalSettings,
        logoAssetId: ctx.id(LOGO_ASSET_KEY),
        languages: ["de", "fr", "it"],
        translatedTexts: seedSiteTexts,
        // Product pages and their categories carry the claims regulatory affairs signs off (docs/decisions/0039-approval.md, 0043).
        approvalKinds: ["product", "category"],
        updatedAt: now,
      })
      .onConflictDoNothing();

    const site = sitePages(ctx);
    await tx.insert(pages).values(pageRows(site, ctx));

    // Sections stored before the pages existed (under any slug variant) are kept, not doubled.
    const existing = await tx.selectDistinct({ slug: pageSections.pageSlug }).from(pageSections);
    const taken = new Set(existing.map((r) => slugMatchKey(r.slug)));
    const sections = site.filter((p) => !taken.has(slugMatchKey(p.slug))).flatMap((p) => sectionRows(p, ctx));
    if (sections.length) await tx.insert(pageSections).values(sections);
    await recordSeedRevisions(
      tx,
      site.map((p) => p.slug),
    );
    const translations = [...frenchPages(ctx), ...italianPages(ctx)];
    await seedLanguageVersions(tx, translations, ctx);
    await recordSeedRevisions(
      tx,
      translations.map((t) => t.slug),
    );
    await seedDocuments(tx, documentFiles, now);

    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(testimonials);
    if (count === 0) {
      await tx.insert(testimonials).values(seedTestimonials.map((t, i) => ({ ...t, sortOrder: i * 10, isPublished: true })));
    }

    await tx
      .insert(emailTemplates)
      .values([...seedEmailTemplates, ...seedStaffTemplates])
      .onConflictDoNothing();
    // The live product pages keep showing visitors what they show now until an approved revision replaces it.
    await keepWhatVisitorsSee(tx);
    // The visitor's confirmation in each language (contact.server.ts picks the one of the visitor's page).
    const confirmation = seedEmailTemplates.find((t) => t.templateName === CONFIRMATION_TEMPLATE);
    if (confirmation) {
      await tx
        .insert(emailTemplates)
        .values(Object.entries(seedConfirmationTemplates).map(([language, t]) => ({ ...confirmation, ...t, language })))
        .onConflictDoNothing();
    }
    await tx
      .insert(cmsSectionRegistry)
      .values(seedRegistryKeys.map((k) => ({ ...k, everCreated: true, lastCreatedAt: now, lastDeletedAt: null })))
      .onConflictDoNothing();
    return true;
  });
}
