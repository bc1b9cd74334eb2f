// Rules for redirects (docs/decisions/0013-page-addresses-and-redirects.md): what a page move does to the existing redirects, and which redirect
// an editor may add by hand. Pure, shared by the server and the 'Weiterleitungen' screen.
//
// The invariants these rules keep: a source is never the address of a page (a page wins), every
// target is the address of a page, and so no redirect leads to another redirect — no chains, no loops.
// A redirect stays within its language (app/lib/languages.ts languageOfPath): a French address leads
// to a French page. Moves keep that by themselves (a page moves only within its language,
// app/core/page-address/page-address.ts); a redirect added by hand is refused otherwise.
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { isSiteLanguage, languageFacts, languageOfPath, siteLanguages, type SiteLanguage } from "~/lib/languages";
import { textLimits } from "~/lib/text-limits";
import { isAtOrBelow, isReservedAddress, rebaseSlug } from "~/core/page-address/page-address";
import { formText } from "~/lib/form-validation";

export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

export const redirectStatusLabels: Record<RedirectStatus, string> = {
  301: "301 – dauerhaft",
  302: "302 – vorübergehend",
};

export type RedirectOrigin = "move" | "manual";

export const redirectOriginLabels: Record<RedirectOrigin, string> = {
  move: "Seite verschoben",
  manual: "Von Hand",
};

export const redirectMessages = {
  created: "Weiterleitung wurde erstellt",
  deleted: "Weiterleitung wurde gelöscht",
  saveFailed: "Weiterleitung konnte nicht gespeichert werden",
  deleteFailed: "Weiterleitung konnte nicht gelöscht werden",
  loadFailed: "Weiterleitungen konnten nicht geladen werden.",
  notFound: "Diese Weiterleitung gibt es nicht mehr.",
  invalid: "Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert.",
  empty: "Noch keine Weiterleitungen vorhanden.",
  emptyInLanguage: (language: SiteLanguage) => `Noch keine Weiterleitungen in der Sprache «${languageFacts[language].staffName}».`,
  noMatch: "Keine Weiterleitungen gefunden, die der Suche entsprechen.",
  pathRequired: "Bitte eine Adresse wie /alte-seite eingeben.",
  pathOnly: "Bitte nur den Pfad angeben, z. B. /alte-seite (ohne https://, ? und #).",
  tooLong: `Höchstens ${textLimits.slug} Zeichen.`,
  sourceIsPage: "Unter dieser Adresse gibt es eine Seite.",
  sourceTaken: "Für diese Adresse gibt es bereits eine Weiterleitung.",
  sourceReserved: "Diese Adresse gehört zum System und kann nicht weitergeleitet werden.",
  targetMissing: "Unter der Zieladresse gibt es keine Seite.",
  loop: "Diese Weiterleitung würde im Kreis führen.",
  otherLanguage: (source: SiteLanguage, target: SiteLanguage) =>
    `Die alte Adresse gehört zur Sprache «${languageFacts[source].staffName}», die Zielseite zur Sprache «${languageFacts[target].staffName}». Eine Weiterleitung führt auf eine Seite derselben Sprache.`,
  targetHint: "Die Adresse einer bestehenden Seite in der Sprache der alten Adresse.",
  allLanguages: "Alle",
  languageFilter: "Sprache",
  statusInvalid: "Bitte 301 (dauerhaft) oder 302 (vorübergehend) wählen.",
  deleteTitle: "Weiterleitung löschen?",
  deleteWarning: (source: string, target: string) =>
    `Die Weiterleitung von ${source} nach ${target} wird gelöscht. Wer danach ${source} aufruft, erhält «Seite nicht gefunden».`,
} as const;

export const redirectIntents = {
  create: "create-redirect",
  delete: "delete-redirect",
} as const;

/** The browser's check before sending: the addresses must be paths (the rest needs the database). */
export function validateRedirectForm(form: FormData): Record<string, string> | null {
  const errors: Record<string, string> = {};
  for (const field of ["source", "target"] as const) {
    const checked = redirectPathFrom(formText(form, field));
    if (!checked.ok) errors[field] = checked.error;
  }
  return Object.keys(errors).length ? errors : null;
}

export interface RedirectRule {
  id: number;
  sourcePath: string;
  targetPath: string;
  statusCode: number;
}

/**
 * A typed address as a canonical path, or the message why it is none. Percent-encoded like a
 * request's path, so '/über-uns' matches what a browser asks for.
 */
export function redirectPathFrom(input: string): { ok: true; path: string } | { ok: false; error: string } {
  const text = input.trim();
  if (!text || text === "/") return { ok: false, error: redirectMessages.pathRequired };
  if (text.length > textLimits.slug) return { ok: false, error: redirectMessages.tooLong };
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith("//") || /[?#\s]/.test(text)) return { ok: false, error: redirectMessages.pathOnly };
  let pathname: string;
  try {
    pathname = new URL(text.startsWith("/") ? text : `/${text}`, "http://adresse.invalid").pathname;
  } catch {
    return { ok: false, error: redirectMessages.pathOnly };
  }
  const path = canonicalSlug(pathname);
  if (path === "/") return { ok: false, error: redirectMessages.pathRequired };
  return { ok: true, path };
}

/** The language a redirect belongs to: its source's (its target is in the same one, see checkManualRedirect). */
export function redirectLanguage(item: Pick<RedirectRule, "sourcePath">): SiteLanguage {
  return languageOfPath(item.sourcePath);
}

/**
 * The languages the screen's filter offers: those switched on, and any other that has redirects
 * (a language's versions, and their moves, are prepared before it is switched on).
 */
export function filterLanguages(switchedOn: readonly SiteLanguage[], items: Pick<RedirectRule, "sourcePath">[]): SiteLanguage[] {
  const present = new Set([...switchedOn, ...items.map(redirectLanguage)]);
  return siteLanguages.filter((language) => present.has(language));
}

/** The screen's ?sprache= as a language; null (all languages) for anything else. */
export function languageParam(value: string | null): SiteLanguage | null {
  return isSiteLanguage(value) ? value : null;
}

/**
 * The redirects of `language` (all when null) whose source or target contains `query` (case does not
 * matter; '/über' finds '/%c3%bcber').
 */
export function filterRedirects<T extends Pick<RedirectRule, "sourcePath" | "targetPath">>(
  items: T[],
  query: string,
  language: SiteLanguage | null = null,
): T[] {
  const needle = query.trim().toLocaleLowerCase("de-CH");
  const inLanguage = language ? items.filter((item) => redirectLanguage(item) === language) : items;
  if (!needle) return inLanguage;
  return inLanguage.filter((item) =>
    [item.sourcePath, item.targetPath].some((path) => readablePath(path).toLocaleLowerCase("de-CH").includes(needle) || path.includes(needle)),
  );
}

/** A stored path as people read it ('/%c3%bcber-uns' → '/über-uns'). */
export function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Following the redirects from `target`, do we come back to `source`? (Also when source and target
 * are one address.) Bounded, so a damaged table cannot hang it.
 */
export function wouldLoop(redirects: Pick<RedirectRule, "sourcePath" | "targetPath">[], source: string, target: string): boolean {
  const bySource = new Map(redirects.map((r) => [slugMatchKey(r.sourcePath), r.targetPath]));
  const start = slugMatchKey(source);
  let current = slugMatchKey(target);
  for (let step = 0; step <= redirects.length; step++) {
    if (current === start) return true;
    const next = bySource.get(current);
    if (next === undefined) return false;
    current = slugMatchKey(next);
  }
  return true;
}

export interface ManualRedirectInput {
  source: string;
  target: string;
  status: string;
}

export interface ManualRedirectContext {
  /** Every stored redirect. */
  redirects: Pick<RedirectRule, "sourcePath" | "targetPath">[];
  /** The addresses of all pages. */
  pageSlugs: Iterable<string>;
}

export type ManualRedirectCheck =
  { ok: true; value: { sourcePath: string; targetPath: string; statusCode: RedirectStatus } } | { ok: false; fieldErrors: Record<string, string> };

/**
 * A redirect an editor adds: both addresses paths; refused when it would loop, when the source is a
 * page, a system address or already redirected, when no page is at the target, and when the target
 * is in another language than the source. The target is stored as the page's own spelling of its
 * address. A source under the prefix of a language not switched on is allowed: its versions are
 * prepared before the language goes live.
 */
export function checkManualRedirect(input: ManualRedirectInput, context: ManualRedirectContext): ManualRedirectCheck {
  const errors: Record<string, string> = {};
  const source = redirectPathFrom(input.source);
  const target = redirectPathFrom(input.target);
  const status = Number(input.status);
  if (!source.ok) errors.source = source.error;
  if (!target.ok) errors.target = target.error;
  if (!(redirectStatuses as readonly number[]).includes(status)) errors.status = redirectMessages.statusInvalid;
  if (!source.ok || !target.ok) return { ok: false, fieldErrors: errors };

  const pagesByKey = new Map<string, string>();
  for (const slug of context.pageSlugs) pagesByKey.set(slugMatchKey(slug), slug);
  const sourceKey = slugMatchKey(source.path);
  if (wouldLoop(context.redirects, source.path, target.path)) errors.target = redirectMessages.loop;
  if (isReservedAddress(source.path)) errors.source = redirectMessages.sourceReserved;
  else if (pagesByKey.has(sourceKey)) errors.source = redirectMessages.sourceIsPage;
  else if (context.redirects.some((r) => slugMatchKey(r.sourcePath) === sourceKey)) errors.source = redirectMessages.sourceTaken;
  const targetSlug = pagesByKey.get(slugMatchKey(target.path));
  if (!errors.target && targetSlug === undefined) errors.target = redirectMessages.targetMissing;
  const [sourceLanguage, targetLanguage] = [languageOfPath(source.path), languageOfPath(target.path)];
  if (!errors.target && sourceLanguage !== targetLanguage) errors.target = redirectMessages.otherLanguage(sourceLanguage, targetLanguage);
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, value: { sourcePath: source.path, targetPath: targetSlug as string, statusCode: status as RedirectStatus } };
}

export interface AddressMove {
  from: string;
  to: string;
}

export interface RedirectChanges {
  /** Redirects whose target moved: they now lead straight to the new address. */
  retarget: { id: number; targetPath: string }[];
  /** Redirects whose source is a page again, or that would now lead to themselves. */
  remove: number[];
  /** One permanent redirect from each old address to the new one. */
  add: { sourcePath: string; targetPath: string }[];
}

/**
 * What a move (a page and the pages below it, `moves`) does to the stored redirects. `pageSlugs`
 * are the addresses of all pages after the move. Existing redirects to a moved address (or one below
 * it) are pointed at the new address, so a page moved twice (A→B→C) leaves A→C and B→C, never A→B→C;
 * a redirect whose source is a page again is dropped; every old address gets a 301 to its new one.
 */
export function redirectChangesForMove(existing: RedirectRule[], moves: AddressMove[], pageSlugs: Iterable<string>): RedirectChanges {
  const liveKeys = new Set([...pageSlugs].map(slugMatchKey));
  // The deepest moved address that holds a path decides where it goes (a child can be spelled apart).
  const byDepth = [...moves].sort((a, b) => b.from.length - a.from.length);
  const moved = (path: string) => {
    const move = byDepth.find((m) => isAtOrBelow(path, m.from));
    return move ? rebaseSlug(path, move.from, move.to) : null;
  };
  const changes: RedirectChanges = { retarget: [], remove: [], add: [] };
  const oldKeys = new Set(moves.map((m) => slugMatchKey(m.from)));
  for (const redirect of existing) {
    const sourceKey = slugMatchKey(redirect.sourcePath);
    const target = moved(redirect.targetPath) ?? redirect.targetPath;
    // A (stale) redirect from an address that was a page until now is replaced by the move's own.
    if (liveKeys.has(sourceKey) || oldKeys.has(sourceKey) || slugMatchKey(target) === sourceKey) {
      changes.remove.push(redirect.id);
      continue;
    }
    if (target !== redirect.targetPath) changes.retarget.push({ id: redirect.id, targetPath: target });
  }
  for (const move of moves) {
    const key = slugMatchKey(move.from);
    // The old address is a page again (a move into the old place of another moved page), or only
    // its spelling changed: no redirect.
    if (liveKeys.has(key) || key === slugMatchKey(move.to)) continue;
    changes.add.push({ sourcePath: canonicalSlug(move.from), targetPath: move.to });
  }
  return changes;
}
