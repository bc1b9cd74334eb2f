// 'Freigabe' and two ways around it (docs/decisions/0043-page-kind-and-approval-requirement.md), on both databases:
// a section's own schedule on a page that needs approval (it would change the rows visitors never see, and
// void the pending approval) is refused, by every screen that sets one, and one set before the page needed
// approval does not fire; and a restore counts the restored revision's authors as authors of the change,
// so nobody approves their own earlier text that someone else brought back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { approvalLog, approvalRequests, globalSettings, mediaAssets, pageRevisions, pages, pageSections } from "#db/schema";
import { createPage, updatePage } from "~/features/page-admin/page-admin.server";
import { createSection, saveAllSections, updateSection } from "~/features/sections/section-admin.server";
import { currentRevision, restoreRevision } from "~/core/revisions/page-history.server";
import { decideApproval, setPageApproval, submitForApproval } from "~/features/approval/approval.server";
import { publishApprovedVersion } from "~/features/page-admin/publish-approved.server";
import { runDueSchedules } from "~/features/schedule-runner/scheduler.server";
import { toZurichLocalInput } from "~/features/scheduling/zurich-time";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const ben = { id: "u-ben", email: "ben@auralis-medizintechnik.example" };
const rita = { id: "u-rita", email: "rita.ra@auralis-medizintechnik.example" };
const rolf = { id: "u-rolf", email: "rolf.ra@auralis-medizintechnik.example" };

describe.each(testDatabases)("Freigabe: Sektionszeitplan und Wiederherstellen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let picture: number;
  let counter = 0;
  const tx = <T>(fn: (db: Parameters<Parameters<OpenDatabase["db"]["transaction"]>[0]>[0]) => Promise<T>) => open.db.transaction(fn);
  const sectionRow = async (id: number) => (await open.db.select().from(pageSections).where(eq(pageSections.id, id)))[0];
  const revisionsOf = async (slug: string) =>
    (
      await open.db
        .select()
        .from(pageRevisions)
        .where(eq(pageRevisions.pageKey, slugMatchKey(slug)))
    ).length;
  /** What a refused write threw (an Error with its status, message and field errors), or what it returned when it was not refused. */
  const refusalOf = (write: Promise<unknown>) =>
    write.then(
      (value) => value as Error & { status?: number; fieldErrors?: Record<string, string> },
      (e: unknown) => e as Error & { status?: number; fieldErrors?: Record<string, string> },
    );
  const hero = (title: string) => ({ sectionName: "Hero", sectionType: "hero", settings: { title, image: `asset:${picture}` }, mediaAssetIds: [picture] });

  /** A live page that needs approval, its approved hero published (written by `author`). */
  async function livePage(author = anna) {
    const title = `Zeitplan-Produkt ${++counter}`;
    const { page } = await tx((db) => createPage(db, { title }, { author }));
    await tx((db) => updatePage(db, page.id, { metaTitle: `${title} – Auralis` }, { author }));
    const { section } = await tx((db) => createSection(db, page.slug, { author }, hero(`${title} Überschrift`)));
    await tx((db) => setPageApproval(db, page.id, true, anna));
    const request = await tx(async (db) => submitForApproval(db, page.id, { baseRevision: await currentRevision(db, page.slug) }, author));
    await tx((db) => decideApproval(db, request.id, { decision: "approve" }, rolf));
    await tx((db) => publishApprovedVersion(db, page.id, { author, publishAnyway: true }));
    return { page: (await open.db.select().from(pages).where(eq(pages.id, page.id)))[0], sectionId: section.id };
  }

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de"] });
    [{ id: picture }] = await open.db
      .insert(mediaAssets)
      .values({ filename: "zeitplan.png", mimeType: "image/png", width: 800, height: 600, altText: "Wanne" })
      .returning({ id: mediaAssets.id });
  });
  afterAll(async () => open?.close());

  it("refuses a section's 'Veröffentlichen am' or 'Zurückziehen am' on a page that needs approval, in German, changing nothing", async () => {
    const { page, sectionId } = await livePage();
    const pending = await tx(async (db) => submitForApproval(db, page.id, { baseRevision: await currentRevision(db, page.slug) }, anna)).catch(() => null);
    const before = await sectionRow(sectionId);
    const revisions = await revisionsOf(page.slug);
    const later = toZurichLocalInput(new Date(Date.now() + 3 * 86_400_000));
    for (const field of ["publishAt", "unpublishAt"] as const) {
      const refusal = await refusalOf(tx((db) => updateSection(db, sectionId, { ...hero(String(before.settings.title)), [field]: later }, { author: ben })));
      expect(refusal, field).toBeInstanceOf(Error);
      expect(refusal.fieldErrors?.[field], field).toMatch(/Freigabe/);
      expect(refusal.fieldErrors?.[field], field).toMatch(/Veröffentlichen am/);
    }
    // The full section editor's list, too.
    const list = await refusalOf(
      tx((db) => saveAllSections(db, page.slug, [{ id: sectionId, ...hero(String(before.settings.title)), unpublishAt: later }], { author: ben })),
    );
    expect(list).toBeInstanceOf(Error);
    expect(Object.values(list.fieldErrors ?? {}).join(" ")).toMatch(/Freigabe/);
    expect(await sectionRow(sectionId)).toEqual(before);
    expect(await revisionsOf(page.slug)).toBe(revisions);
    if (pending) expect((await open.db.select().from(approvalRequests).where(eq(approvalRequests.id, pending.id)))[0].status).toBe("submitted");
  });

  it("a section schedule set before the page needed approval does not fire: cleared, logged, the approved copy untouched", async () => {
    const title = `Alter Zeitplan ${++counter}`;
    const { page } = await tx((db) => createPage(db, { title, published: true }, { author: anna }));
    await tx((db) => updatePage(db, page.id, { metaTitle: `${title} – Auralis` }, { author: anna }));
    const at = new Date(Math.ceil((Date.now() + 20 * 60_000) / 60_000) * 60_000);
    const { section } = await tx((db) => createSection(db, page.slug, { author: anna }, hero("Bleibt sichtbar")));
    await tx((db) => updateSection(db, section.id, { ...hero("Bleibt sichtbar"), unpublishAt: toZurichLocalInput(at) }, { author: ben }));
    await tx((db) => setPageApproval(db, page.id, true, anna));
    const fired = (await runDueSchedules(open.db, new Date(at.getTime() + 1000))).filter((c) => c.pageSlug === page.slug);
    expect(fired).toHaveLength(1);
    expect(fired[0].refused?.reason).toMatch(/Freigabe/);
    expect(await sectionRow(section.id)).toMatchObject({ isPublished: true, unpublishAt: null });
    const log = await open.db.select().from(approvalLog).where(eq(approvalLog.pageId, page.id));
    expect(log.map((e) => e.event)).toContain("schedule-refused");
  });

  it("a restore counts the restored revision's authors: Rita cannot approve her own earlier text that Ben brought back", async () => {
    const title = `Wiederhergestellt ${++counter}`;
    const { page } = await tx((db) => createPage(db, { title }, { author: anna }));
    await tx((db) => updatePage(db, page.id, { metaTitle: `${title} – Auralis` }, { author: anna }));
    const { section } = await tx((db) => createSection(db, page.slug, { author: anna }, hero("Annas Text")));
    const sectionId = section.id;
    // Rita (an administrator, who may also approve) writes a claim; Ben replaces it; Rolf approves Ben's, it goes live.
    await tx((db) => updateSection(db, sectionId, hero("Ritas Behauptung"), { author: rita }));
    const ritas = await currentRevision(open.db, page.slug);
    await tx((db) => updateSection(db, sectionId, hero("Bens Text"), { author: ben }));
    await tx((db) => setPageApproval(db, page.id, true, anna));
    const first = await tx(async (db) => submitForApproval(db, page.id, { baseRevision: await currentRevision(db, page.slug) }, ben));
    await tx((db) => decideApproval(db, first.id, { decision: "approve" }, rolf));
    await tx((db) => publishApprovedVersion(db, page.id, { author: ben, publishAnyway: true }));
    // Ben brings Rita's revision back and submits it: Rita must not approve her own claim.
    const restored = await tx((db) => restoreRevision(db, page.slug, ritas, ben));
    const second = await tx(async (db) => submitForApproval(db, page.id, { baseRevision: await currentRevision(db, page.slug) }, ben));
    const refusal = await refusalOf(tx((db) => decideApproval(db, second.id, { decision: "approve" }, rita)));
    expect(refusal).toMatchObject({ status: 403 });
    expect(refusal.message).toContain(`Revision ${restored}`);
    // Rolf, who wrote none of it, may.
    expect(await tx((db) => decideApproval(db, second.id, { decision: "approve" }, rolf))).toMatchObject({ status: "approved" });
  });
});
