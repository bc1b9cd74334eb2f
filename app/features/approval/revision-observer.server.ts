// The approval's part in every change of a page (docs/decisions/0039-approval.md, 0043): an observer of the
// revisions (app/core/revisions/revision-hooks.server.ts), registered by server/revision-observers.ts. A change
// of a version's content voids its open submission or approval; visitors of a page with live content see only
// its row's own fields change (so their caches stay); a section's own schedule set on a page that needs approval
// is refused (the approved publication is what gets scheduled); a restore keeps the status of a page that needs
// approval (it must not publish content nobody approved; a deleted one comes back as a draft) and brings back
// no section schedule there.
import { eq } from "drizzle-orm";
import { pages, pageSections, type PageSnapshot } from "#db/schema";
import type { RecordedChange, RevisionObserver } from "~/core/revisions/revision-hooks.server";
import { SectionValidationError } from "~/features/sections/section-admin.server";
import { approvalRequired, visitorStates, voidOnChange } from "./approval.server";
import { approvalTexts } from "./approval-rules";

type Row = Record<string, unknown>;
const SCHEDULE = ["publishAt", "unpublishAt"] as const;
/** A stored time as a comparable instant (snapshots hold dates or their JSON strings), null for none. */
const instant = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).getTime());

/**
 * The field errors for every section schedule this change sets or moves (a time that was not there before,
 * matching sections by id, else by their language group – a restore brings back new ids), keyed as the screen
 * that sent the change names them: the full section editor's list by position, every other change by field.
 */
function newSectionSchedules(change: RecordedChange): Record<string, string> {
  const before = change.before?.sections ?? [];
  const errors: Record<string, string> = {};
  change.after.sections.forEach((section: Row, index) => {
    const earlier: Row | undefined = before.find((s) => s.id === section.id) ?? before.find((s) => s.translationKey === section.translationKey);
    for (const field of SCHEDULE) {
      const at = instant(section[field]);
      if (at === null || at === instant(earlier?.[field])) continue;
      errors[change.action === "save-all" ? `${index}.${field}` : field] = approvalTexts.sectionSchedule;
    }
  });
  return errors;
}

const pageIdOf = (snapshot: PageSnapshot) => (typeof snapshot.page?.id === "number" ? snapshot.page.id : null);

export const approvalObserver: RevisionObserver = {
  async check(db, change) {
    const pageId = pageIdOf(change.after);
    if (pageId === null) return;
    const errors = newSectionSchedules(change);
    if (Object.keys(errors).length && (await approvalRequired(db, { id: pageId }))) throw new SectionValidationError(errors, approvalTexts.sectionSchedule);
  },
  recorded: (db, change) =>
    voidOnChange(db, change.after, change.before, { revision: change.revision, summary: change.summary, author: change.author }, change.now),
  visitorStates: (db, before, after) => visitorStates(db, before, after),
  async restored(db, page) {
    if (page.pageId === null || !(await approvalRequired(db, { id: page.pageId }))) return;
    await db
      .update(pages)
      .set({ published: page.existed ? page.wasPublished : false })
      .where(eq(pages.id, page.pageId));
    await db.update(pageSections).set({ publishAt: null, unpublishAt: null }).where(eq(pageSections.pageSlugKey, page.pageKey));
  },
};
