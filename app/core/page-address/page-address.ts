// Page addresses (docs/decisions/0013-page-addresses-and-redirects.md; docs/product/pages-and-publishing.md, "Creating a page"): the address a page gets from its parent and its slug,
// the addresses that belong to the system, and the plan of a move — a page and every page below it.
// Pure, so the create and edit dialogs apply live the rules the server applies again on saving.
import { languageFacts, languageOfPath, languagePrefix, pathWithinLanguage, sourceLanguage, translationLanguages, type SiteLanguage } from "~/lib/languages";
import { canonicalSlug, slugMatchKey, slugSegments } from "~/lib/slug";
import { textLimits } from "~/lib/text-limits";
import { pageMessages, slugPartFromTitle } from "./page-rules";

export const pageAddressMessages = {
  slugPartRequired: "Bitte einen Slug eingeben (Buchstaben a–z, Ziffern, Bindestriche).",
  reserved: (slug: string) => `Die Adresse ${slug} gehört zum System und kann keine Seite sein.`,
  homeStays: "Die Startseite bleibt unter /.",
  unchanged: "Die Adresse ist unverändert.",
  intoItself: "Eine Seite kann nicht unter sich selbst oder eine ihrer Unterseiten verschoben werden.",
  tooLong: (slug: string) => `Die Adresse ${slug} wäre länger als ${textLimits.slug} Zeichen.`,
  parentChangesAddress: "Die übergeordnete Seite ändert die Adresse: bitte «Adresse ändern» verwenden.",
  pageMissing: "Diese Seite gibt es nicht mehr.",
  parentMissing: "Die gewählte übergeordnete Seite gibt es nicht (mehr).",
  /** A page's address carries its language (docs/decisions/0032-language-versions.md). */
  wrongLanguage: (slug: string, language: SiteLanguage) =>
    language === sourceLanguage
      ? `Die Adresse ${slug} gehört einer anderen Sprache: deutsche Seiten liegen nicht unter ${translationLanguages.map((l) => `/${l}`).join(", ")}.`
      : `Die Adresse ${slug} passt nicht zur Sprache «${languageFacts[language].staffName}»: sie muss mit ${languagePrefix(language)}/ beginnen.`,
} as const;

/**
 * Addresses other routes answer (app/routes.ts, and the Express paths of server/app.ts): a page or a
 * redirect there would never be reached. Exact paths, compared canonically — not by slug key, since
 * '/produkte/geburt-wochenbett' is a real page while its '-und-' spelling is a legacy redirect.
 */
const reservedExact = [
  "/sitemap.xml",
  "/robots.txt",
  "/login",
  "/passwort-zuruecksetzen",
  "/einrichtung",
  "/cms",
  "/cms-overview",
  "/build-info",
  // The diagnostics page in each further language (app/routes.ts).
  ...translationLanguages.map((language) => `/${language}/build-info`),
  "/sections",
  "/sections-demo",
  "/healthz",
  "/version.json",
  "/build-status.txt",
  // Legacy addresses with routes of their own (app/features/pages/legacy-redirects.ts).
  "/pflege",
  "/geburt-wochenbett",
  "/stationseinrichtungen",
  "/wellness",
  "/produkte/geburt-und-wochenbett",
];

/** Everything below these is taken by a route or an Express handler ('/dokumente' and '/d', the QR code's: the documents' addresses, decision 0046). */
const reservedBelow = [
  "/cms",
  "/cms-editor",
  "/cms-media-library",
  "/api",
  "/media",
  "/assets",
  "/_meta",
  "/geburt-wochenbett",
  "/vorschau",
  "/dokumente",
  "/d",
] as const;

export function isReservedAddress(slug: string): boolean {
  const path = canonicalSlug(slug);
  return reservedExact.includes(path) || reservedBelow.some((base) => path === base || path.startsWith(`${base}/`));
}

/** The last part of an address from what an editor typed (or the title), in the words of its page's language: 'Anfahrt & Parken' → 'anfahrt-und-parken'. */
export function slugPartFrom(text: string, language: SiteLanguage = sourceLanguage): string {
  return slugPartFromTitle(text, language);
}

/** A page's address from its parent (none: the root) and its last part. */
export function composeSlug(parentSlug: string | null | undefined, part: string): string {
  const parent = parentSlug ? canonicalSlug(parentSlug) : "/";
  return canonicalSlug(parent === "/" ? `/${part}` : `${parent}/${part}`);
}

/** The parent part of an address (null for a top-level page and the home page). */
export function addressParent(slug: string): string | null {
  const parts = slugSegments(slug);
  return parts.length > 1 ? `/${parts.slice(0, -1).join("/")}` : null;
}

/** The last part of an address ('' for the home page). */
export function addressPart(slug: string): string {
  return slugSegments(slug).at(-1) ?? "";
}

/** Whether `slug` is `root` or lies below it, comparing slug keys (decision 0002). */
export function isAtOrBelow(slug: string, root: string): boolean {
  const key = slugMatchKey(slug);
  const rootKey = slugMatchKey(root);
  return key === rootKey || (rootKey === "/" ? key !== "/" : key.startsWith(`${rootKey}/`));
}

/**
 * `slug` moved along with `from` → `to`: the parts below `from` are kept ('/a/x/y' with '/a' → '/b'
 * gives '/b/x/y'). Counted in segments, so a child stored under another spelling of its parent
 * ('/produkte/geburt-und-wochenbett/contessa' below '/produkte/geburt-wochenbett') moves too.
 */
export function rebaseSlug(slug: string, from: string, to: string): string {
  const rest = slugSegments(slug).slice(slugSegments(from).length);
  return canonicalSlug([canonicalSlug(to), ...rest].join("/"));
}

/** Checks a new page's address; null when it may be used. `existing` are the addresses of all pages. */
export function newAddressError(slug: string, existing: Iterable<string>, language: SiteLanguage = sourceLanguage): string | null {
  if (languageOfPath(slug) !== language) return pageAddressMessages.wrongLanguage(slug, language);
  if (slug === "/") return pageAddressMessages.slugPartRequired;
  if (isReservedAddress(slug)) return pageAddressMessages.reserved(slug);
  if (slug.length > textLimits.slug) return pageAddressMessages.tooLong(slug);
  const key = slugMatchKey(slug);
  for (const other of existing) if (slugMatchKey(other) === key) return pageMessages.slugExists(slug);
  return null;
}

export interface AddressedPage {
  id: number;
  slug: string;
  title: string;
}

export interface AddressChange {
  id: number;
  title: string;
  from: string;
  to: string;
}

export type MovePlan = { ok: true; changes: AddressChange[] } | { ok: false; error: string };

/**
 * What moving page `pageId` to `newSlug` changes: the page and every page below its address, each
 * with its old and new address (the page first, then by address). Refused when the home page would
 * move, nothing changes, a page would move below itself, an address belongs to the system or is too
 * long, or another page (one that does not move) already has one of the new addresses.
 */
export function planPageMove(pages: AddressedPage[], pageId: number, newSlug: string): MovePlan {
  const page = pages.find((p) => p.id === pageId);
  if (!page) return { ok: false, error: pageAddressMessages.pageMissing };
  const from = canonicalSlug(page.slug);
  const to = canonicalSlug(newSlug);
  // A page stays in its language's part of the site, and each language's home at its root.
  const language = languageOfPath(from);
  if (pathWithinLanguage(from) === "/") return { ok: false, error: pageAddressMessages.homeStays };
  if (languageOfPath(to) !== language) return { ok: false, error: pageAddressMessages.wrongLanguage(to, language) };
  if (pathWithinLanguage(to) === "/") return { ok: false, error: pageAddressMessages.slugPartRequired };
  if (slugMatchKey(to) === slugMatchKey(from)) return { ok: false, error: pageAddressMessages.unchanged };
  if (isAtOrBelow(to, from)) return { ok: false, error: pageAddressMessages.intoItself };
  const moving = pages.filter((p) => isAtOrBelow(p.slug, from));
  const changes = moving
    .map((p) => ({ id: p.id, title: p.title, from: p.slug, to: rebaseSlug(p.slug, from, to) }))
    .sort((a, b) => (a.id === pageId ? -1 : b.id === pageId ? 1 : a.to.localeCompare(b.to)));
  const movingIds = new Set(moving.map((p) => p.id));
  const staying = new Map(pages.filter((p) => !movingIds.has(p.id)).map((p) => [slugMatchKey(p.slug), p.slug]));
  for (const change of changes) {
    if (isReservedAddress(change.to)) return { ok: false, error: pageAddressMessages.reserved(change.to) };
    if (change.to.length > textLimits.slug) return { ok: false, error: pageAddressMessages.tooLong(change.to) };
    if (staying.has(slugMatchKey(change.to))) return { ok: false, error: pageMessages.slugExists(change.to) };
  }
  return { ok: true, changes };
}
