// A new language version of a page (docs/decisions/0032-language-versions.md): a draft copied from the
// German page or a sister version, every copied text marked as not yet translated until an editor
// changes it, the shared values from the German page, and the source revision it was made from.
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages, pageSections, type Page } from "#db/schema";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { dropRedirectsAt } from "~/features/redirects/redirects.server";
import { PageValidationError, pageById, type PageChange } from "~/features/page-admin/page-admin.server";
import { addressParent, composeSlug, newAddressError, pageAddressMessages, slugPartFrom } from "~/core/page-address/page-address";
import { currentRevision, lockPageAddresses, recordRevision } from "~/core/revisions/page-history.server";
import { languageFacts, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { slugMatchKey } from "~/lib/slug";
import { copiedPageFields, copiedSectionFields, sharedPageValues, withSharedSectionValues } from "~/features/sections/field-translation";
import { languageVersionMessages, proposedVersionSlug } from "./language-version-rules";

/** The versions of the page group `translationKey`, by language. */
export async function versionsOf(db: Queryable, translationKey: string): Promise<Partial<Record<SiteLanguage, Page>>> {
  const rows = await db.select().from(pages).where(eq(pages.translationKey, translationKey));
  return Object.fromEntries(rows.map((row) => [row.language, row]));
}

/** Where a new version of the German page would live in `language`: null when its parent has no version there yet. */
export async function proposedAddress(db: Queryable, german: Page, language: SiteLanguage): Promise<string | null> {
  if (!german.parentSlug || slugMatchKey(german.parentSlug) === "/") return proposedVersionSlug(german.slug, null, language);
  const [parent] = await db
    .select()
    .from(pages)
    .where(eq(pages.slugKey, slugMatchKey(german.parentSlug)))
    .limit(1);
  const parentVersion = parent ? (await versionsOf(db, parent.translationKey))[language] : undefined;
  return proposedVersionSlug(german.slug, parentVersion?.slug ?? null, language);
}

export interface NewVersionInput {
  /** Any version of the page (usually the German one). */
  pageId: number;
  language: SiteLanguage;
  /** The version whose texts are copied: German, or a sister language. */
  copyFrom: SiteLanguage;
  /** The last part of the new address, when the editor changed the one offered. */
  slugPart?: string | null;
}

export async function createLanguageVersion(db: Queryable, input: NewVersionInput, change: PageChange) {
  const { language, copyFrom } = input;
  if (language === sourceLanguage) throw new PageValidationError({ language: languageVersionMessages.sourceLanguage });
  const settings = await loadSiteSettings(db);
  if (!settings.languages.includes(language)) throw new PageValidationError({ language: languageVersionMessages.notSwitchedOn(language) });
  const page = await pageById(db, input.pageId, change);
  // Addresses are decided one at a time (page-history.server.ts lockPageAddresses), as for new pages.
  await lockPageAddresses(db);
  const versions = await versionsOf(db, page.translationKey);
  const german = versions[sourceLanguage];
  if (!german) throw new PageValidationError({ language: languageVersionMessages.sourceMissing });
  if (versions[language]) throw new PageValidationError({ language: languageVersionMessages.exists(language) });
  const from = versions[copyFrom];
  if (!from) throw new PageValidationError({ copyFrom: languageVersionMessages.copyFromMissing(copyFrom) });

  const offered = await proposedAddress(db, german, language);
  if (!offered) throw new PageValidationError({ slugPart: languageVersionMessages.parentFirst(language) });
  const part = input.slugPart?.trim() ? slugPartFrom(input.slugPart, language) : null;
  if (input.slugPart?.trim() && !part) throw new PageValidationError({ slugPart: pageAddressMessages.slugPartRequired });
  const parentSlug = offered.split("/").length > 2 ? offered.slice(0, offered.lastIndexOf("/")) : null;
  const slug = part && offered.split("/").length > 2 ? composeSlug(parentSlug, part) : offered;
  const existing = (await db.select({ slug: pages.slug }).from(pages)).map((p) => p.slug);
  const refusal = newAddressError(slug, existing, language);
  if (refusal) throw new PageValidationError({ slugPart: refusal });

  const copiedTexts = {
    title: from.title,
    h1: from.h1,
    intro: from.intro,
    metaTitle: from.metaTitle,
    metaDescription: from.metaDescription,
    contentHtml: from.contentHtml,
    contentPlain: from.contentPlain,
  };
  const [version] = await db
    .insert(pages)
    .values({
      ...copiedTexts,
      ...(sharedPageValues(german) as Partial<typeof pages.$inferInsert>),
      slug,
      // As the address says (page-address.ts addressParent): a top-level version sits below its language's home.
      parentSlug: addressParent(slug),
      language,
      translationKey: german.translationKey,
      // A version is a draft until someone publishes it, with no schedule of its own yet.
      published: false,
      sourceRevision: copyFrom === sourceLanguage ? await currentRevision(db, german.slug) : from.sourceRevision,
      // Texts copied from a sister language are as up to date with German as they were there (decision 0036).
      fieldSourceRevisions: copyFrom === sourceLanguage ? {} : from.fieldSourceRevisions,
      untranslated: copiedPageFields(copiedTexts),
    })
    .returning();

  const sections = await db.select().from(pageSections).where(eq(pageSections.pageSlugKey, from.slugKey)).orderBy(asc(pageSections.sectionOrder));
  const germanSections =
    from.id === german.id
      ? sections
      : await db
          .select()
          .from(pageSections)
          .where(and(eq(pageSections.pageSlugKey, german.slugKey)));
  const germanByKey = new Map(germanSections.map((s) => [s.translationKey, s]));
  if (sections.length) {
    await db.insert(pageSections).values(
      sections.map((s) => {
        const counterpart = germanByKey.get(s.translationKey);
        const shared =
          counterpart && counterpart.sectionType === s.sectionType
            ? withSharedSectionValues(s, counterpart)
            : { settings: s.settings, mediaAssetIds: s.mediaAssetIds };
        return {
          pageSlug: slug,
          sectionName: s.sectionName,
          sectionType: s.sectionType,
          sectionOrder: s.sectionOrder,
          contentHtml: s.contentHtml,
          contentPlain: s.contentPlain,
          isPublished: s.isPublished,
          ...shared,
          translationKey: s.translationKey,
          untranslated: copiedSectionFields(s),
          fieldSourceRevisions: from.id === german.id ? {} : s.fieldSourceRevisions,
        };
      }),
    );
  }
  // An old address of this language that redirected elsewhere is a page again.
  await dropRedirectsAt(db, [slug]);
  const revision = await recordRevision(db, slug, {
    action: "create-version",
    summary: `Fassung «${languageFacts[language].staffName}» aus «${languageFacts[copyFrom].staffName}» angelegt`,
    author: change.author,
  });
  return { page: version, revision };
}
