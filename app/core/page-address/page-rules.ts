// Rules for creating and editing pages (docs/product/pages-and-publishing.md, "Page fields" and "Creating a page"). Pure functions,
// shared by the page dialogs and the server's page endpoint.
import { languageOfPath, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { canonicalSlug } from "~/lib/slug";
import { limitMessages, textLimits } from "~/lib/text-limits";

export const pageMessages = {
  titleRequired: "Bitte Seitentitel eingeben",
  slugExists: (slug: string) => `Slug "${slug}" existiert bereits`,
  parentMissing: "Übergeordnete Seite nicht gefunden – als Root gespeichert",
  /** 'Neue Seite' makes German pages; a version of another language is made from its German page ('Fassung anlegen'). */
  parentNotGerman: (slug: string) =>
    `Die übergeordnete Seite ${slug} ist keine deutsche Seite: «Neue Seite» legt deutsche Seiten an. Eine Sprachfassung legen Sie bei ihrer deutschen Seite an («Fassung anlegen»).`,
  /** 'Seitentyp' (docs/decisions/0043-page-kind-and-approval-requirement.md). */
  kindUnknown: "Unbekannter Seitentyp: Produktseite, Produktkategorie oder Inhaltsseite.",
  metaTitleTooLong: limitMessages.tooLong(textLimits.metaTitle),
  metaDescriptionTooLong: limitMessages.tooLong(textLimits.metaDescription),
  tooLong: limitMessages.tooLong,
  // Page images (docs/product/cms-screens.md, "Page images dialog": hero, OG and gallery images).
  imagesSaved: "Bilder erfolgreich gespeichert",
  imagesSaveFailed: "Fehler beim Speichern der Bilder",
  imageInvalid: "Bitte ein Bild aus der Medienbibliothek wählen.",
  imageUnknown: (id: number) => `Das Bild mit der ID ${id} gibt es nicht in der Medienbibliothek.`,
  imageNotImage: (filename: string) => `Die Datei «${filename}» ist kein Bild.`,
  galleryTooMany: (limit: number) => `Maximal ${limit} Bilder auswählbar`,
  galleryDuplicate: (id: number) => `Das Bild mit der ID ${id} ist mehrfach in der Galerie.`,
} as const;

/** The gallery of a page takes as many images as the generic section picker (24, docs/product/media.md, "Pickers"). */
export const PAGE_GALLERY_LIMIT = 24;

export const META_TITLE_LIMIT = textLimits.metaTitle;
export const META_DESCRIPTION_LIMIT = textLimits.metaDescription;

/** How long each typed page field may be (docs/security.md, "Maximum lengths"); the page dialogs and the server share them. */
export const pageLimits = {
  title: textLimits.title,
  slug: textLimits.slug,
  h1: textLimits.title,
  intro: textLimits.text,
  metaTitle: META_TITLE_LIMIT,
  metaDescription: META_DESCRIPTION_LIMIT,
  contentHtml: textLimits.html,
  theme: textLimits.label,
} as const;

/** German letters written out as German spells them without the dots; every other accent is dropped (NFD). */
const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", œ: "oe", æ: "ae" };
/** '&' in an address, in the language of the page the address belongs to. */
const AMPERSAND: Record<SiteLanguage, string> = { de: "und", fr: "et", it: "e", en: "and" };

/**
 * The last slug part from a title, in the words of the page's language: 'Gebärwanne Contessa' →
 * 'gebaerwanne-contessa', French 'Soins & hygiène' → 'soins-et-hygiene', Italian 'Qualità & città' →
 * 'qualita-e-citta' (app/lib/languages.ts).
 */
export function slugPartFromTitle(title: string, language: SiteLanguage = sourceLanguage): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[äöüßœæ]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/&/g, ` ${AMPERSAND[language]} `)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

/** The full slug of a new page from its title and optional parent ('/produkte' + 'Pflege' → '/produkte/pflege'). */
export function slugFromTitle(title: string, parentSlug?: string | null): string {
  const part = slugPartFromTitle(title, languageOfPath(parentSlug ?? "/")) || "seite";
  const parent = parentSlug ? canonicalSlug(parentSlug) : "/";
  return canonicalSlug(parent === "/" ? `/${part}` : `${parent}/${part}`);
}

/** Parents a page may choose: every other page with a slug, each once (docs/product/pages-and-publishing.md, "Creating a page"). */
export function parentChoices<T extends { slug: string | null; title: string }>(pages: T[], ownSlug?: string | null): T[] {
  const own = ownSlug ? canonicalSlug(ownSlug) : null;
  const seen = new Set<string>();
  return pages.filter((p) => {
    if (!p.slug || !p.slug.trim()) return false;
    const slug = canonicalSlug(p.slug);
    if (slug === own || seen.has(slug)) return false;
    seen.add(slug);
    return true;
  });
}

/** Sort order: an integer, anything else 0 (docs/product/pages-and-publishing.md, "Page fields"). */
export function parseSortOrder(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : value == null ? 0 : Number.NaN;
  return Number.isInteger(n) ? n : 0;
}

/** A parent that does not exist is dropped: the page is saved at the root, with a warning. */
export function resolveParent(parentSlug: string | null | undefined, existingSlugs: Iterable<string>): { parentSlug: string | null; warning?: string } {
  if (!parentSlug || !parentSlug.trim()) return { parentSlug: null };
  const wanted = canonicalSlug(parentSlug);
  for (const slug of existingSlugs) if (canonicalSlug(slug) === wanted) return { parentSlug: wanted };
  return { parentSlug: null, warning: pageMessages.parentMissing };
}
