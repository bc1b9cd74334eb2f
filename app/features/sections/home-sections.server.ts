// Restore on the home page (docs/product/sections.md, "Restoring home-page sections", with its
// order): the call-to-action and the 'why choose us' section can be put back after deletion, with
// their default content from the seed. Creating them through createSection updates the registry.
import { eq, max } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { cmsSectionRegistry, pageSections } from "#db/schema";
import { homePage, WHY_AURALIS_KEY } from "#db/seed/content/home";
import type { SeedContext } from "#db/seed/types";
import { assertRevision } from "~/core/revisions/page-history.server";
import { company } from "~/lib/company";
import { slugMatchKey } from "~/lib/slug";
import type { RestorableSectionKey } from "./editor/section-action-types";
import { createSection, type SectionChange } from "./section-admin.server";

export const HOME_SLUG = "/";

export type RestorableKey = RestorableSectionKey;

const whyLabel = `Warum ${company.shortName}?`;

export const homeSectionMessages = {
  restored: { cta: "CTA wiederhergestellt", [WHY_AURALIS_KEY]: `${whyLabel} wiederhergestellt` },
  restoreFailed: { cta: "Fehler beim Wiederherstellen der CTA", [WHY_AURALIS_KEY]: `Fehler beim Wiederherstellen von ${whyLabel}` },
  present: "Diese Sektion ist bereits vorhanden.",
} as const;

export const restorableLabels: Record<RestorableKey, string> = { cta: "CTA", [WHY_AURALIS_KEY]: whyLabel };

// Building the home page's seed asks for its library files; the two defaults use none, so a
// placeholder id is handed out and must not appear in what is restored.
const UNUSED_ASSET = 0;
const placeholderMedia: SeedContext = { id: () => UNUSED_ASSET, ref: () => `asset:${UNUSED_ASSET}`, documentPath: () => "" };

function defaultSection(key: RestorableKey) {
  const seed = homePage(placeholderMedia).sections.find((s) => (s.settings as { key?: string }).key === key);
  if (!seed || seed.media?.length || JSON.stringify(seed.settings).includes(`asset:${UNUSED_ASSET}`)) {
    throw new Error(`Keine Standard-Sektion ohne Medien für «${key}»`);
  }
  return { sectionName: seed.name, sectionType: seed.type, settings: seed.settings, contentHtml: seed.html ?? "", isPublished: true, mediaAssetIds: [] };
}

async function keysPresent(db: Queryable): Promise<Set<string>> {
  const rows = await db
    .select({ settings: pageSections.settings })
    .from(pageSections)
    .where(eq(pageSections.pageSlugKey, slugMatchKey(HOME_SLUG)));
  return new Set(rows.map((r) => (r.settings as { key?: unknown } | null)?.key).filter((k): k is string => typeof k === "string"));
}

/** The restorable sections the home page lacks right now, with what the registry knows of them. */
export async function missingHomeSections(db: Queryable) {
  const present = await keysPresent(db);
  const missing = (["cta", WHY_AURALIS_KEY] as const).filter((key) => !present.has(key));
  if (!missing.length) return [];
  const registry = await db.select().from(cmsSectionRegistry).where(eq(cmsSectionRegistry.pageSlug, HOME_SLUG));
  return missing.map((key) => {
    const row = registry.find((r) => r.sectionKey === key);
    return { key, label: restorableLabels[key], lastDeletedAt: row?.lastDeletedAt?.toISOString() ?? null };
  });
}

/** Inserts the default section: the CTA at highest order + 100, 'why' at 10 (docs/product/sections.md, "Restoring home-page sections"). */
export async function restoreHomeSection(db: Queryable, key: RestorableKey, change: SectionChange) {
  await assertRevision(db, HOME_SLUG, change.baseRevision);
  if ((await keysPresent(db)).has(key)) throw new HomeSectionPresentError(homeSectionMessages.present);
  let order = 10;
  if (key === "cta") {
    const [row] = await db
      .select({ highest: max(pageSections.sectionOrder) })
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(HOME_SLUG)));
    order = (row?.highest ?? 0) + 100;
  }
  // The revision was checked above; createSection records the next one.
  return createSection(db, HOME_SLUG, { author: change.author, baseRevision: change.baseRevision }, defaultSection(key), { order });
}

export class HomeSectionPresentError extends Error {}
