// Seeding and showing the sections demo (docs/product/cms-screens.md, "Sections demo": seeded once, only
// when no sections exist for the demo slug; seeded sections are published; seeding errors are only
// logged).
import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Queryable } from "#db/client.server";
import { mediaAssets, pageSections } from "#db/schema";
import { logger } from "~/core/logger.server";
import { contentChanged } from "~/core/content/content-version.server";
import type { PageView } from "~/features/visitor-site/page-view.server";
import { loadSectionRows } from "~/features/sections/section-rows.server";
import { announceContentChange } from "~/core/content/content-announce.server";
import { recordRevision } from "~/core/revisions/page-history.server";
import { slugMatchKey } from "~/lib/slug";
import { validateSectionInput } from "~/features/sections/section-admin.server";
import { prepareSectionViews } from "~/features/sections/section-pipeline.server";
import { DEMO_IMAGES, DEMO_SLUG, DEMO_TITLE, demoSections } from "~/features/sections/sections-demo";

// Two first visits at once (two requests, or two app processes on one Postgres) must not both seed:
// the check and the inserts run under one transaction-scoped advisory lock.
const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('auralis:sections-demo'))`;

async function hasDemoSections(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ id: pageSections.id })
    .from(pageSections)
    .where(eq(pageSections.pageSlugKey, slugMatchKey(DEMO_SLUG)))
    .limit(1);
  return Boolean(row);
}

/**
 * Seeds the eleven demo sections when none exist for the demo slug, in one transaction; true when it
 * seeded. Every section is checked against the section registry like any editor's save.
 */
export async function seedDemoSections(db: Database): Promise<boolean> {
  // The common case (already seeded) needs no lock.
  if (await hasDemoSections(db)) return false;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    if (await hasDemoSections(tx)) return false;
    const files = await tx
      .select({ id: mediaAssets.id, filename: mediaAssets.filename })
      .from(mediaAssets)
      .where(inArray(mediaAssets.filename, Object.values(DEMO_IMAGES)));
    const idByName = new Map(files.map((f) => [f.filename, f.id]));
    const rows = demoSections((name) => idByName.get(name)).map((demo) => ({
      ...validateSectionInput({ ...demo, isPublished: true }),
      pageSlug: DEMO_SLUG,
      sectionOrder: demo.sectionOrder,
    }));
    await tx.insert(pageSections).values(rows);
    await recordRevision(tx, DEMO_SLUG, { action: "seed", summary: `${rows.length} Demo-Sektionen angelegt`, author: null });
    await announceContentChange(tx);
    return true;
  });
  if (seeded) await contentChanged();
  return seeded;
}

/** Seeds when needed; a failure is logged and the page shows what exists (docs/product/cms-screens.md, "Sections demo"). */
export async function ensureDemoSections(db: Database): Promise<void> {
  try {
    if (await seedDemoSections(db)) logger.info({ slug: DEMO_SLUG }, "Demo-Sektionen angelegt");
  } catch (error) {
    logger.error({ slug: DEMO_SLUG, error: (error as Error).message }, "Demo-Sektionen konnten nicht angelegt werden");
  }
}

/**
 * The demo as a page view: the demo slug has no page row, so a fixed one stands in; the sections are
 * read and prepared by the public page's pipeline (section-pipeline.server.ts).
 */
export async function loadDemoView(db: Queryable, options: { includeDrafts: boolean }): Promise<PageView> {
  const rows = await loadSectionRows(db, DEMO_SLUG, options);
  const { sections, ...prepared } = await prepareSectionViews(db, rows, { pageSlug: DEMO_SLUG });
  const now = new Date(0).toISOString();
  return {
    page: {
      id: 0,
      slug: DEMO_SLUG,
      title: DEMO_TITLE,
      h1: null,
      intro: null,
      metaTitle: null,
      metaDescription: null,
      contentHtml: "",
      contentPlain: "",
      theme: null,
      language: "de",
      heroAssetId: null,
      ogAssetId: null,
      galleryAssetIds: [],
      updatedAt: now,
    },
    template: "section",
    sectionCount: sections.length,
    ...prepared,
    related: [],
  };
}
