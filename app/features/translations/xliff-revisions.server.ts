// What an XLIFF unit says about the two texts it was made from (docs/decisions/0042-xliff-conflicts.md):
// the German revision of its source (decision 0037) and the state of the version's own text at the
// export – the version's revision then and a fingerprint of the text at the unit's place. The import
// compares the fingerprint with the version's text now: a text changed in the CMS since the export is
// reported and not overwritten, as a changed German source is. Both travel in the unit's `extradata`,
// the attribute XLIFF 1.2 keeps for a tool's own data (a plain string in its schemas), so the file stays
// valid for every CAT tool:
//   extradata="de:14 fr:23:3f2a9c1e0b7d5a61" extype="x-revisions"
// A file exported before this (extradata="14", extype="x-source-revision") names no version state.
import { createHash } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageRevisions, type PageSnapshot } from "#db/schema";
import { isSiteLanguage, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { valueAt, type SectionRow, type UnitPlace } from "./xliff-units";

export const REVISIONS_EXTYPE = "x-revisions";

export interface UnitRevisions {
  /** The German revision the unit's source text is from. */
  germanRevision: number;
  language: SiteLanguage;
  /** The version's newest revision at the export (0: there was no version). */
  versionRevision: number;
  /** The fingerprint of the version's text at the unit's place at the export. */
  fingerprint: string;
}

const NEW_FORMAT = /^de:(\d{1,9}) ([a-z]{2}):(\d{1,9}):([0-9a-f]{16})$/;
const OLD_FORMAT = /^\d{1,9}$/;

export function formatRevisions(revisions: UnitRevisions): string {
  return `${sourceLanguage}:${revisions.germanRevision} ${revisions.language}:${revisions.versionRevision}:${revisions.fingerprint}`;
}

/** A unit's `extradata`: its revisions, "old" for a file exported before they were recorded, null when it is neither. */
export function parseRevisions(extradata: string | undefined): UnitRevisions | "old" | null {
  const text = (extradata ?? "").trim();
  if (OLD_FORMAT.test(text)) return "old";
  const match = NEW_FORMAT.exec(text);
  if (!match || !isSiteLanguage(match[2]) || match[2] === sourceLanguage) return null;
  return { germanRevision: Number(match[1]), language: match[2], versionRevision: Number(match[3]), fingerprint: match[4] };
}

/**
 * The value the fingerprint is taken of: the text at the place, or for an entry of a translated list
 * the whole list (a list is the version's as a whole and is written as a whole, decision 0037).
 */
export function markedValue(place: UnitPlace, page: Record<string, unknown> | null, section: SectionRow | null | undefined): unknown {
  if (place.kind !== "item") return valueAt(place, page, section);
  return section ? section.settings[place.field.slice("settings.".length)] : undefined;
}

/** JSON with object keys in order: the same value gives the same text whatever order the database returned its keys in. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** 16 hex digits of SHA-256: enough to tell two states of one text apart, short enough for an attribute. */
export function fingerprintOf(value: unknown): string {
  return createHash("sha256").update(canonical(value)).digest("hex").slice(0, 16);
}

export interface ChangeAuthor {
  revision: number;
  email: string | null;
  at: Date;
}

/**
 * Who last changed each of these places of a version since the export: walking the version's
 * revisions after `since` in order, the last one whose text at the place differs from the state
 * before it (the export's fingerprint to begin with). A place no revision explains (its history
 * folded or renumbered) has no author.
 */
export async function lastChangesSince(
  db: Queryable,
  versionKey: string,
  since: number,
  places: { id: string; place: UnitPlace; fingerprint: string }[],
): Promise<Map<string, ChangeAuthor>> {
  const found = new Map<string, ChangeAuthor>();
  if (!places.length) return found;
  const rows = await db
    .select({ revision: pageRevisions.revision, email: pageRevisions.authorEmail, at: pageRevisions.createdAt, snapshot: pageRevisions.snapshot })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageKey, versionKey), gt(pageRevisions.revision, since)))
    .orderBy(asc(pageRevisions.revision));
  const state = new Map(places.map((p) => [p.id, p.fingerprint]));
  for (const row of rows) {
    const snapshot: PageSnapshot = row.snapshot;
    for (const { id, place } of places) {
      const section = place.kind === "page" ? undefined : (snapshot.sections.find((s) => s.translationKey === place.sectionKey) as SectionRow | undefined);
      const now = fingerprintOf(markedValue(place, snapshot.page, section));
      if (now !== state.get(id)) {
        found.set(id, { revision: row.revision, email: row.email, at: row.at });
        state.set(id, now);
      }
    }
  }
  return found;
}
