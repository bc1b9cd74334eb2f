// The approval's part in every change of a page (docs/decisions/0039-approval.md, 0043): an observer of the
// revisions (app/core/revisions/revision-hooks.server.ts), registered by server/revision-observers.ts. A change
// of a version's content voids its open submission or approval; visitors of a page with live content see only
// its row's own fields change (so their caches stay); a restore keeps the status of a page that needs approval
// (it must not publish content nobody approved; a deleted one comes back as a draft).
import { eq } from "drizzle-orm";
import { pages } from "#db/schema";
import type { RevisionObserver } from "~/core/revisions/revision-hooks.server";
import { approvalRequired, visitorStates, voidOnChange } from "./approval.server";

export const approvalObserver: RevisionObserver = {
  recorded: (db, change) =>
    voidOnChange(db, change.after, change.before, { revision: change.revision, summary: change.summary, author: change.author }, change.now),
  visitorStates: (db, before, after) => visitorStates(db, before, after),
  async restored(db, page) {
    if (page.pageId === null || !(await approvalRequired(db, { id: page.pageId }))) return;
    await db
      .update(pages)
      .set({ published: page.existed ? page.wasPublished : false })
      .where(eq(pages.id, page.pageId));
  },
};
