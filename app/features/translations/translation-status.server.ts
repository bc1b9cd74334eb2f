// The state of every page's translations ('Übersetzungen', the page list) and the changed German
// fields of one version (the editors' change view). Out of date is computed, never stored: see
// out-of-date.server.ts and docs/decisions/0036-translation-out-of-date.md.
import { asc } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages } from "#db/schema";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { isSiteLanguage, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { outdatedFieldsOf, outdatedFieldsOfVersion, type OutdatedField } from "./out-of-date.server";
import type { FieldWhere } from "~/features/language-versions/translated-fields";

export type Language = SiteLanguage;

/**
 * 'fehlt': no version in that language; 'veraltet': a translated German field changed since the
 * version was last brought up to date with it (whether published or not); otherwise 'entwurf' or
 * 'veröffentlicht' as the version is.
 */
export type TranslationState = "fehlt" | "entwurf" | "veröffentlicht" | "veraltet";

export interface VersionStatus {
  /** The version's page id (as text); null when it is missing. */
  pageId: string | null;
  /** The version's address (null when missing): the editor is at pageEditorHref(slug). */
  slug: string | null;
  state: TranslationState;
  outdatedFieldCount: number;
  /** Whether the version is published (an out-of-date version may be either). */
  published: boolean;
  /** How many of its texts are still as copied from another language ("nicht übersetzt"). */
  untranslatedCount: number;
}

export interface TranslationOverviewRow {
  translationKey: string;
  germanPageId: string;
  title: string;
  slug: string;
  /** The German page's kind (app/lib/page-kinds.ts): "product", "category" or "section". */
  pageType: string;
  published: boolean;
  versions: Partial<Record<Language, VersionStatus>>;
}

/**
 * One row per German page, with the state of its version in every language the site has switched
 * on (or in `opts.language` only, when that is one of them), ordered by address.
 */
export async function translationOverview(db: Queryable, opts: { language?: Language } = {}): Promise<TranslationOverviewRow[]> {
  const settings = await loadSiteSettings(db);
  const languages = settings.languages.filter(
    (l): l is SiteLanguage => isSiteLanguage(l) && l !== sourceLanguage && (opts.language === undefined || l === opts.language),
  );
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      kind: pages.kind,
      published: pages.published,
      language: pages.language,
      translationKey: pages.translationKey,
      sourceRevision: pages.sourceRevision,
      fieldSourceRevisions: pages.fieldSourceRevisions,
      untranslated: pages.untranslated,
    })
    .from(pages)
    .orderBy(asc(pages.slug));
  const germans = rows.filter((r) => r.language === sourceLanguage);
  const versionsByKey = new Map<string, typeof rows>();
  for (const row of rows) {
    if (row.language === sourceLanguage || !(languages as string[]).includes(row.language)) continue;
    versionsByKey.set(row.translationKey, [...(versionsByKey.get(row.translationKey) ?? []), row]);
  }
  const outdated = languages.length
    ? await outdatedFieldsOf(
        db,
        germans.map((german) => ({ german, versions: versionsByKey.get(german.translationKey) ?? [] })),
      )
    : new Map<number, OutdatedField[]>();
  return germans.map((german) => {
    const own = new Map((versionsByKey.get(german.translationKey) ?? []).map((v) => [v.language, v]));
    const versions: Partial<Record<Language, VersionStatus>> = {};
    for (const language of languages) {
      const version = own.get(language);
      if (!version) {
        versions[language] = { pageId: null, slug: null, state: "fehlt", outdatedFieldCount: 0, published: false, untranslatedCount: 0 };
        continue;
      }
      const count = outdated.get(version.id)?.length ?? 0;
      versions[language] = {
        pageId: String(version.id),
        slug: version.slug,
        state: count > 0 ? "veraltet" : version.published ? "veröffentlicht" : "entwurf",
        outdatedFieldCount: count,
        published: version.published,
        untranslatedCount: version.untranslated.length,
      };
    }
    return {
      translationKey: german.translationKey,
      germanPageId: String(german.id),
      title: german.title,
      slug: german.slug,
      pageType: german.kind,
      published: german.published,
      versions,
    };
  });
}

export interface ChangedSourceField {
  /** A page text, or a section's field (its translation key and "contentHtml" / "settings.<key>"). */
  where: FieldWhere;
  /** The German label, as the editor names the field. */
  label: string;
  /** The German text when the version last caught up with it, and now. */
  oldText: string;
  newText: string;
  /** The field's name ('Keine Anpassung nötig' and XLIFF name fields so). */
  id: string;
  sectionName: string | null;
  sectionId: number | null;
  sinceRevision: number;
  sourceRevision: number;
}

/** The translated German fields that changed since the version was last brought up to date with them. */
export async function outdatedFields(db: Queryable, versionPageId: number | string): Promise<ChangedSourceField[]> {
  const id = Number(versionPageId);
  if (!Number.isSafeInteger(id) || id <= 0) return [];
  const fields = await outdatedFieldsOfVersion(db, id);
  return fields.map(({ where, label, oldText, newText, id: name, sectionName, sectionId, sinceRevision, sourceRevision }) => ({
    where,
    label,
    oldText,
    newText,
    id: name,
    sectionName,
    sectionId,
    sinceRevision,
    sourceRevision,
  }));
}
