// 'Keine Anpassung nötig' (docs/decisions/0036-translation-out-of-date.md): an editor confirms that a
// German change needs nothing in the version, with a reason its revision records; the fields are then
// as of the German revision at that moment. The other way, changing the field, is field-marks.server.ts.
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages, pageSections } from "#db/schema";
import { sharedSettingsKeys } from "~/features/sections/field-translation";
import { assertRevision, recordRevision, type RevisionAuthor } from "~/core/revisions/page-history.server";
import { sourceLanguage } from "~/lib/languages";
import { slugMatchKey } from "~/lib/slug";
import { germanRevisionOf } from "~/features/language-versions/field-marks.server";
import { fieldId, pageFieldLabels, parseFieldId, sectionFieldLabel } from "~/features/language-versions/translated-fields";

export const noUpdateMessages = {
  reasonRequired: "Bitte geben Sie kurz an, warum keine Anpassung nötig ist.",
  reasonTooLong: (max: number) => `Der Grund darf höchstens ${max} Zeichen lang sein.`,
  notATranslation: "Nur eine Übersetzung kann mit der deutschen Fassung abgeglichen werden.",
  noGerman: "Zu dieser Übersetzung gibt es keine deutsche Seite.",
  unknownField: "Dieses Feld gibt es in dieser Übersetzung nicht (mehr). Bitte laden Sie die Seite neu.",
  noFields: "Kein Feld angegeben.",
  pageMissing: "Diese Seite gibt es nicht mehr.",
  failed: "Die Bestätigung konnte nicht gespeichert werden.",
  done: (count: number) => (count === 1 ? "Als aktuell bestätigt: keine Anpassung nötig." : `${count} Felder als aktuell bestätigt: keine Anpassung nötig.`),
  summary: (labels: string[], reason: string) => `Keine Anpassung nötig (${labels.join(", ")}): ${reason}`,
} as const;

export const NO_UPDATE_REASON_MAX = 300;
/** The revision action of a confirmation: the revisions list and tests find it by this name. */
export const NO_UPDATE_ACTION = "no-update-needed";

export class NoUpdateRefused extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * 'Keine Anpassung nötig': the named fields of a version are up to date with the German page as the
 * editor saw it (`sourceRevision`; the newest revision when not given), without a change of their text;
 * a field still marked 'nicht übersetzt' is thereby confirmed as translated. The reason is required and is part of the revision this
 * records (its summary, which the revisions list shows).
 */
export async function confirmNoUpdateNeeded(
  db: Queryable,
  input: { pageId: number; fields: string[]; reason: string; baseRevision?: number; sourceRevision?: number },
  author: RevisionAuthor | null,
): Promise<{ revision: number; fields: string[] }> {
  const reason = input.reason.replace(/\s+/g, " ").trim();
  if (!reason) throw new NoUpdateRefused(noUpdateMessages.reasonRequired);
  if (reason.length > NO_UPDATE_REASON_MAX) throw new NoUpdateRefused(noUpdateMessages.reasonTooLong(NO_UPDATE_REASON_MAX));
  if (!input.fields.length) throw new NoUpdateRefused(noUpdateMessages.noFields);
  const [page] = await db.select().from(pages).where(eq(pages.id, input.pageId)).limit(1);
  if (!page) throw new NoUpdateRefused(noUpdateMessages.pageMissing, 404);
  if (page.language === sourceLanguage) throw new NoUpdateRefused(noUpdateMessages.notATranslation);
  await assertRevision(db, page.slug, input.baseRevision);
  const german = await germanRevisionOf(db, page.translationKey);
  if (!german) throw new NoUpdateRefused(noUpdateMessages.noGerman);
  // As of the German revision the editor saw: a German change made since is not confirmed unseen.
  const asOf = input.sourceRevision === undefined ? german.revision : Math.min(input.sourceRevision, german.revision);

  const sections = await db
    .select()
    .from(pageSections)
    .where(eq(pageSections.pageSlugKey, slugMatchKey(page.slug)))
    .orderBy(asc(pageSections.sectionOrder));
  const byKey = new Map(sections.map((s) => [s.translationKey, s]));
  const pageMarks: Record<string, number> = {};
  const sectionMarks = new Map<number, Record<string, number>>();
  const labels: string[] = [];
  const names = [...new Set(input.fields)];
  for (const name of names) {
    const where = parseFieldId(name);
    if (!where) throw new NoUpdateRefused(noUpdateMessages.unknownField);
    if (where.kind === "page") {
      pageMarks[where.field] = asOf;
      labels.push(pageFieldLabels[where.field]);
      continue;
    }
    const section = byKey.get(where.sectionKey);
    // A settings key the version's section does not hold yet may be one German has: any key that is not shared counts.
    if (!section || (where.field !== "contentHtml" && sharedSettingsKeys(section.sectionType).has(where.field.slice("settings.".length)))) {
      throw new NoUpdateRefused(noUpdateMessages.unknownField);
    }
    sectionMarks.set(section.id, { ...(sectionMarks.get(section.id) ?? {}), [where.field]: asOf });
    labels.push(`${section.sectionName}: ${sectionFieldLabel(section.sectionType, where.field)}`);
  }
  // A field still as copied is confirmed as right in this language as it stands (a product name, a phone
  // number): its 'nicht übersetzt' mark ends, and with it the publish check's refusal (decision 0044).
  const confirmed = (marks: readonly string[], fields: Record<string, number>) => marks.filter((mark) => !(mark in fields));
  if (Object.keys(pageMarks).length) {
    await db
      .update(pages)
      .set({ fieldSourceRevisions: { ...page.fieldSourceRevisions, ...pageMarks }, untranslated: confirmed(page.untranslated, pageMarks) })
      .where(eq(pages.id, page.id));
  }
  for (const [id, marks] of sectionMarks) {
    const section = sections.find((s) => s.id === id)!;
    await db
      .update(pageSections)
      .set({ fieldSourceRevisions: { ...section.fieldSourceRevisions, ...marks }, untranslated: confirmed(section.untranslated, marks) })
      .where(eq(pageSections.id, id));
  }
  const revision = await recordRevision(db, page.slug, { action: NO_UPDATE_ACTION, summary: noUpdateMessages.summary(labels, reason), author });
  return { revision, fields: names.map((n) => fieldId(parseFieldId(n)!)) };
}
