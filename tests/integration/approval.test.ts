// 'Freigabe' (docs/decisions/0039-approval.md) on both databases: submissions bound to one revision, voiding on every
// kind of change (save, autosave of a visible section, a shared value from another language, a restore),
// the own-change refusal, publishing exactly the approved content (by hand and by schedule), a schedule
// without approval, and two processes deciding or editing at once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { approvalLog, approvalRequests, globalSettings, mailOutbox, mediaAssets, pageLiveContent, pages, pageSections, testimonials } from "#db/schema";
import { createPage, updatePage } from "~/features/page-admin/page-admin.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createSection, updateSection } from "~/features/sections/section-admin.server";
import { currentRevision, restoreRevision } from "~/core/revisions/page-history.server";
import { ApprovalError, decideApproval, pageApprovalSetting, setPageApproval, submitForApproval } from "~/features/approval/approval.server";
import { loadEditorApproval, loadReview } from "~/features/approval/approval-screens.server";
import { publishApprovedVersion } from "~/features/page-admin/publish-approved.server";
import { withPublishCheck } from "~/features/publish-check/publish-check.server";
import { setPagePublished } from "~/features/page-admin/page-admin.server";
import { loadVisitorPage, siteIndexOf } from "~/features/visitor-site/page-view.server";
import { loadDraftPageView } from "~/features/pages/draft-page-view.server";
import { loadSiteBasicsFrom } from "~/features/site-frame/site-frame.server";
import { runDueSchedules } from "~/features/schedule-runner/scheduler.server";
import { toZurichLocalInput } from "~/features/scheduling/zurich-time";
import { listApprovalLog, logCsvStream, logFiltersFrom, logPdfStream, openLogExport, type LogEntry } from "~/features/approval/approval-log.server";
import { collectContentScope } from "~/core/content/content-announce.server";
import { EVERYTHING } from "~/core/content/content-version.server";
import { slugMatchKey } from "~/lib/slug";
import { sitemapEntries } from "~/features/visitor-site/sitemap-entries";
import { expectReadBackWhole } from "../csv-read-back";
import { readPdfBack } from "../pdf-text";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const ben = { id: "u-ben", email: "ben@auralis-medizintechnik.example" };
const rita = { id: "u-rita", email: "rita.ra@auralis-medizintechnik.example" };
const rolf = { id: "u-rolf", email: "rolf.ra@auralis-medizintechnik.example" };

describe.each(testDatabases)("Freigabe auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let picture: number;
  let counter = 0;
  const tx = <T>(fn: (db: Parameters<Parameters<OpenDatabase["db"]["transaction"]>[0]>[0]) => Promise<T>) => open.db.transaction(fn);
  const pageRow = async (id: number) => (await open.db.select().from(pages).where(eq(pages.id, id)))[0];
  const request = async (id: number) => (await open.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0];
  const events = async (pageId: number) =>
    (await open.db.select().from(approvalLog).where(eq(approvalLog.pageId, pageId)).orderBy(approvalLog.id)).map((e) => `${e.event}:${e.actor}`);

  /** A page that needs approval, with a visible hero section; ready for the publish check. */
  async function approvalPage() {
    const title = `Freigabe-Produkt ${++counter}`;
    const { page } = await tx((db) => createPage(db, { title }, { author: anna }));
    await tx((db) => updatePage(db, page.id, { metaTitle: `${title} – Auralis` }, { author: anna }));
    const { section } = await tx((db) =>
      createSection(
        db,
        page.slug,
        { author: anna },
        {
          sectionName: "Hero",
          sectionType: "hero",
          settings: { title: `${title} Überschrift`, subtitle: "Sicher im Einsatz", image: `asset:${picture}` },
          mediaAssetIds: [picture],
        },
      ),
    );
    await tx((db) => setPageApproval(db, page.id, true, anna));
    return { page: await pageRow(page.id), sectionId: section.id };
  }

  const as = (who: { id: string; email: string }, role: "editor" | "approver") =>
    ({ ...who, name: who.email, role, emailVerified: true, twoFactorEnabled: false, sessionId: "s" }) as const;
  const submit = (pageId: number, slug: string, who = anna) =>
    tx(async (db) => submitForApproval(db, pageId, { baseRevision: await currentRevision(db, slug), comment: "Bitte prüfen" }, who));

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr"] });
    [{ id: picture }] = await open.db
      .insert(mediaAssets)
      .values({ filename: "freigabe.png", mimeType: "image/png", width: 800, height: 600, altText: "Bett" })
      .returning({ id: mediaAssets.id });
  });
  afterAll(async () => open?.close());

  it("binds a submission to the revision, refuses approving one's own change, and approves by someone else", async () => {
    const { page } = await approvalPage();
    const submitted = await submit(page.id, page.slug);
    expect(submitted).toMatchObject({ status: "submitted", revision: await currentRevision(open.db, page.slug), submittedBy: anna.email });
    // The editor who made the changes cannot approve them (nor their own submission).
    await expect(tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, anna))).rejects.toMatchObject({ status: 403 });
    // Ben changed nothing but submitted nothing either; an approver with an own change since the live revision is refused.
    await expect(tx((db) => decideApproval(db, submitted.id, { decision: "reject" }, rita))).rejects.toMatchObject({
      status: 400,
      message: "Bitte geben Sie eine Begründung für die Ablehnung an.",
    });
    const approved = await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita));
    expect(approved).toMatchObject({ status: "approved", decidedBy: rita.email });
    // The log begins with the administrator's setting that made the page need approval (decision 0043).
    expect(await events(page.id)).toEqual([`required:${anna.email}`, `submitted:${anna.email}`, `approved:${rita.email}`]);
  });

  it("refuses an approver whose own change is in the version since the live revision", async () => {
    const { page } = await approvalPage();
    await tx(async (db) => updatePage(db, page.id, { intro: "Von Rita ergänzt" }, { author: rita }));
    const submitted = await submit(page.id, page.slug);
    const refusal = await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApprovalError);
    expect((refusal as ApprovalError).message).toContain("Ihre eigene Änderung");
    expect((await request(submitted.id)).status).toBe("submitted");
  });

  it("voids the approval on a save, an autosave of a visible section, a shared value from another language and a restore", async () => {
    const kinds: [string, (page: { id: number; slug: string }, sectionId: number) => Promise<unknown>][] = [
      ["save", (page) => tx((db) => updatePage(db, page.id, { intro: "Neuer Text" }, { author: ben }))],
      [
        "autosave",
        (page, sectionId) =>
          tx((db) =>
            updateSection(
              db,
              sectionId,
              {
                sectionName: "Hero",
                sectionType: "hero",
                settings: { title: "Geändert im Bearbeitungsmodus", image: `asset:${picture}` },
                mediaAssetIds: [picture],
              },
              { author: ben, autosave: true },
            ),
          ),
      ],
      [
        "shared",
        async (page) => {
          // The French version changes a shared value (the hero picture of the page): written to German too.
          const { page: french } = await tx((db) => createLanguageVersion(db, { pageId: page.id, language: "fr", copyFrom: "de" }, { author: ben }));
          // Creating the version changed nothing of the German one; the approval still holds.
          expect((await open.db.select().from(approvalRequests).where(eq(approvalRequests.pageId, page.id))).at(-1)?.status).toBe("approved");
          await tx((db) => updatePage(db, french.id, { heroAssetId: picture }, { author: ben }));
        },
      ],
      ["restore", (page) => tx(async (db) => restoreRevision(db, page.slug, 1, ben))],
    ];
    for (const [kind, change] of kinds) {
      const { page, sectionId } = await approvalPage();
      const submitted = await submit(page.id, page.slug);
      await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita));
      await change(page, sectionId);
      const voided = await request(submitted.id);
      expect(voided.status, kind).toBe("voided");
      expect(voided.voidedBy, kind).toBe(ben.email);
      expect(voided.voidedByRevision, kind).toBe(await currentRevision(open.db, page.slug));
      expect((await events(page.id)).at(-1), kind).toBe(`voided:${ben.email}`);
      // Publishing now is refused: the approval no longer matches the version.
      await expect(
        tx((db) => publishApprovedVersion(db, page.id, { author: ben, publishAnyway: true })),
        kind,
      ).rejects.toMatchObject({ status: 409 });
    }
  });

  it("publishes exactly the approved content; later edits stay with staff until the next approved revision", async () => {
    const { page } = await approvalPage();
    // Without an approval, publishing is refused by hand (toggle and the edit dialog alike).
    await expect(tx((db) => publishApprovedVersion(db, page.id, { author: anna, publishAnyway: true }))).rejects.toMatchObject({ status: 409 });
    await expect(tx((db) => withPublishCheck(db, page.id, true, () => setPagePublished(db, page.id, true, { author: anna }), anna))).rejects.toBeInstanceOf(
      ApprovalError,
    );
    expect((await pageRow(page.id)).published).toBe(false);

    const submitted = await submit(page.id, page.slug);
    await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita));
    await tx((db) => publishApprovedVersion(db, page.id, { author: anna, publishAnyway: false }));
    expect((await pageRow(page.id)).published).toBe(true);
    const [live] = await open.db.select().from(pageLiveContent).where(eq(pageLiveContent.pageId, page.id));
    expect(live).toMatchObject({ requestId: submitted.id, revision: submitted.revision });
    // Publishing did not void the approval (it is not a content change), and it is in the log.
    expect((await request(submitted.id)).status).toBe("approved");
    expect((await events(page.id)).at(-1)).toBe(`published:${anna.email}`);

    await tx((db) => updatePage(db, page.id, { intro: "Nicht freigegebene Aussage" }, { author: ben }));
    const visitor = await loadVisitorPage(open.db, page.slug);
    const staff = await loadDraftPageView(open.db, page.slug);
    expect(visitor?.page.intro).toBeNull();
    expect(staff?.page.intro).toBe("Nicht freigegebene Aussage");
  });

  it("an approval covers what the page shows from elsewhere: a new testimonial and a changed alt text reach its visitors only once approved again", async () => {
    const { page } = await approvalPage();
    await tx((db) =>
      createSection(db, page.slug, { author: anna }, { sectionName: "Stimmen", sectionType: "testimonials", settings: { title: "Das sagen Kunden" } }),
    );
    const [first] = await open.db.insert(testimonials).values({ author: "Frau Erste", quote: "Bewährt im Alltag", language: "de" }).returning();
    const approveAndPublish = async (who = anna) => {
      const submitted = await submit(page.id, page.slug, who);
      await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita));
      await tx((db) => publishApprovedVersion(db, page.id, { author: anna, publishAnyway: true }));
      return submitted;
    };
    await approveAndPublish();
    const shown = async () => {
      const view = await loadVisitorPage(open.db, page.slug);
      return { quotes: view?.testimonials.map((t) => t.quote), alt: view?.assets[picture]?.alt };
    };
    expect(await shown()).toEqual({ quotes: ["Bewährt im Alltag"], alt: "Bett" });

    // An editor publishes a testimonial and changes the picture's alt text: visitors of the approved page see neither.
    await open.db.insert(testimonials).values({ author: "Herr Zweit", quote: "Nicht freigegebenes Lob", language: "de", sortOrder: 1 });
    await open.db.update(mediaAssets).set({ altText: "Nicht geprüfter Alternativtext" }).where(eq(mediaAssets.id, picture));
    expect(await shown()).toEqual({ quotes: ["Bewährt im Alltag"], alt: "Bett" });
    // Staff see them at once, and the page's approval panel says what the live approval does not cover.
    expect((await loadDraftPageView(open.db, page.slug))?.testimonials.map((t) => t.quote)).toContain("Nicht freigegebenes Lob");
    const panel = await loadEditorApproval(open.db, page.id, as(anna, "editor"));
    expect(panel).toMatchObject({ latest: { status: "approved" }, canSubmit: true });
    expect(panel && "showsChanged" in panel ? panel.showsChanged : []).toEqual([
      "Alternativtext von «freigabe.png»: «Bett» → «Nicht geprüfter Alternativtext»",
      "Kundenstimmen geändert",
    ]);

    // Submitted again without an edit of the page: the live approval no longer covers what it would show, and the log says why.
    const again = await approveAndPublish(ben);
    expect(again.snapshot).toMatchObject({ shows: { testimonials: [{ quote: "Bewährt im Alltag" }, { quote: "Nicht freigegebenes Lob" }] } });
    const [voided] = await open.db
      .select()
      .from(approvalLog)
      .where(and(eq(approvalLog.pageId, page.id), eq(approvalLog.event, "voided")));
    expect(voided.comment).toContain("Kundenstimmen geändert");
    expect(voided.comment).toContain("Alternativtext");
    expect(await shown()).toEqual({ quotes: ["Bewährt im Alltag", "Nicht freigegebenes Lob"], alt: "Nicht geprüfter Alternativtext" });
    // With nothing changed, a second submission is refused as before.
    await expect(submit(page.id, page.slug)).rejects.toMatchObject({ status: 409 });
    await open.db.update(mediaAssets).set({ altText: "Bett" }).where(eq(mediaAssets.id, picture));
    await open.db.delete(testimonials).where(eq(testimonials.id, first.id));
  });

  it("an edit of a live page that needs approval keeps visitors' caches; its address, its status and its publication reach them", async () => {
    const { page, sectionId } = await approvalPage();
    const submitted = await submit(page.id, page.slug);
    await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita));
    const published = await collectContentScope(() => tx((db) => publishApprovedVersion(db, page.id, { author: anna, publishAnyway: true })));
    expect(published.scope()).toEqual(EVERYTHING);
    const key = slugMatchKey(page.slug);
    const sitemapDate = async () =>
      sitemapEntries(await siteIndexOf(open.db))
        .find((row) => row.slug === page.slug)
        ?.updatedAt.toISOString();
    const liveDate = await sitemapDate();
    const [live] = await open.db.select().from(pageLiveContent).where(eq(pageLiveContent.pageId, page.id));
    expect(liveDate).toBe(new Date(String(live.snapshot.page?.updatedAt)).toISOString());
    // Its content, its sections: visitors see the live version, so only the staff's views drop, and the
    // sitemap's date stays the live content's.
    const edits: ((db: Parameters<Parameters<typeof tx>[0]>[0]) => Promise<unknown>)[] = [
      (db) => updatePage(db, page.id, { title: "Ungeprüfter Titel", metaDescription: "Ungeprüft." }, { author: ben }),
      (db) =>
        updateSection(
          db,
          sectionId,
          { sectionName: "Hero", sectionType: "hero", settings: { title: "Ungeprüfte Überschrift", image: `asset:${picture}` }, mediaAssetIds: [picture] },
          { author: ben },
        ),
    ];
    for (const edit of edits) {
      const { scope } = await collectContentScope(() => tx((db) => edit(db)));
      expect(scope()).toEqual({ kind: "pages", visible: [], drafts: [key] });
    }
    await open.db
      .update(pages)
      .set({ updatedAt: new Date("2031-01-02T10:00:00Z") })
      .where(eq(pages.id, page.id));
    expect(await sitemapDate()).toBe(liveDate);
    // What visitors see of its row is theirs at once: its place in the navigation, taking it offline (every page shows them).
    const reordered = await collectContentScope(() => tx((db) => updatePage(db, page.id, { sortOrder: "7" }, { author: anna })));
    expect(reordered.scope()).toEqual(EVERYTHING);
    const offline = await collectContentScope(() => tx((db) => setPagePublished(db, page.id, false, { author: anna })));
    expect(offline.scope()).toEqual(EVERYTHING);
  });

  it("neighbours show a page as it is live: its sibling's teaser and the breadcrumbs keep the approved title, text and picture", async () => {
    // Two products under one category: the first needs approval and is live, the second shows it under 'Weitere Produkte'.
    if (!(await open.db.select().from(pages).where(eq(pages.slug, "/produkte"))).length) {
      await tx((db) => createPage(db, { title: "Produkte", published: true }, { author: anna }));
    }
    const { page: category } = await tx((db) =>
      createPage(db, { title: `Freigabe-Kategorie ${++counter}`, published: true, parentSlug: "/produkte" }, { author: anna }),
    );
    // A product category is an administrator's choice of kind (decision 0043); the pages made below it are product pages.
    await tx((db) => updatePage(db, category.id, { kind: "category" }, { author: anna }));
    const { page: sibling } = await tx((db) => createPage(db, { title: `Nachbar ${counter}`, published: true, parentSlug: category.slug }, { author: anna }));
    const { page: product } = await tx((db) => createPage(db, { title: `Geprüftes Bett ${counter}`, parentSlug: category.slug }, { author: anna }));
    await tx((db) => updatePage(db, product.id, { metaTitle: "Geprüftes Bett – Auralis", metaDescription: "Geprüfte Aussage." }, { author: anna }));
    await tx((db) =>
      createSection(
        db,
        product.slug,
        { author: anna },
        { sectionName: "Hero", sectionType: "hero", settings: { title: "Bett", image: `asset:${picture}` }, mediaAssetIds: [picture] },
      ),
    );
    await tx((db) => setPageApproval(db, product.id, true, anna));
    const submitted = await submit(product.id, product.slug);
    await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita));
    await tx((db) => publishApprovedVersion(db, product.id, { author: anna, publishAnyway: true }));
    const teaser = async () => (await loadVisitorPage(open.db, sibling.slug))?.related.find((r) => r.slug === product.slug);
    // The breadcrumbs' titles (the navigation reads the same rows).
    const frameTitle = async () => (await loadSiteBasicsFrom(open.db)).publishedTitles[product.slug];
    expect(await teaser()).toMatchObject({ title: `Geprüftes Bett ${counter}`, description: "Geprüfte Aussage.", assetId: picture });

    // Edited, not approved: staff see the edit, visitors of the neighbour do not.
    const [{ id: otherPicture }] = await open.db
      .insert(mediaAssets)
      .values({ filename: "ungeprueft.png", mimeType: "image/png", width: 800, height: 600, altText: "Anderes Bett" })
      .returning({ id: mediaAssets.id });
    await tx((db) =>
      updatePage(db, product.id, { title: "Ungeprüftes Bett", metaDescription: "Ungeprüfte Aussage.", heroAssetId: otherPicture }, { author: ben }),
    );
    expect(await teaser()).toMatchObject({ title: `Geprüftes Bett ${counter}`, description: "Geprüfte Aussage.", assetId: picture });
    expect(await frameTitle()).toBe(`Geprüftes Bett ${counter}`);
    const staffTeaser = (await loadDraftPageView(open.db, sibling.slug))?.related.find((r) => r.slug === product.slug);
    expect(staffTeaser).toMatchObject({ title: "Ungeprüftes Bett", description: "Ungeprüfte Aussage.", assetId: otherPicture });

    // Approved and published: the neighbours follow.
    const next = await submit(product.id, product.slug);
    await tx((db) => decideApproval(db, next.id, { decision: "approve" }, rita));
    await tx((db) => publishApprovedVersion(db, product.id, { author: anna, publishAnyway: true }));
    expect(await teaser()).toMatchObject({ title: "Ungeprüftes Bett", description: "Ungeprüfte Aussage.", assetId: otherPicture });
    expect(await frameTitle()).toBe("Ungeprüftes Bett");
  });

  it("a scheduled time without approval publishes nothing and tells the author; with approval it publishes the approved revision", async () => {
    const at = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
    const { page } = await approvalPage();
    await tx(async (db) => updatePage(db, page.id, { publishAt: toZurichLocalInput(at) }, { author: ben }));
    const refused = (await runDueSchedules(open.db, new Date(at.getTime() + 1000))).filter((c) => c.id === page.id);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ published: false, refused: { reason: "keine gültige Freigabe", author: ben.email } });
    const after = await pageRow(page.id);
    expect(after).toMatchObject({ published: false, publishAt: null });
    expect((await events(page.id)).at(-1)).toBe("schedule-refused:Zeitplan");
    const mails = await open.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ben.email));
    expect(mails.map((m) => m.subject)).toContain(`Nicht veröffentlicht: ${page.title} (Deutsch)`);

    // Approved, then scheduled (a schedule is no content change: the approval holds) → published as approved.
    const submitted = await submit(page.id, page.slug);
    await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita));
    const later = new Date(at.getTime() + 10 * 60_000);
    await tx(async (db) => updatePage(db, page.id, { publishAt: toZurichLocalInput(later) }, { author: ben }));
    expect((await request(submitted.id)).status).toBe("approved");
    const done = (await runDueSchedules(open.db, new Date(later.getTime() + 1000))).filter((c) => c.id === page.id);
    expect(done).toMatchObject([{ published: true }]);
    expect((await open.db.select().from(pageLiveContent).where(eq(pageLiveContent.pageId, page.id)))[0]?.requestId).toBe(submitted.id);
  });

  it("a scheduled publication runs the 'Veröffentlichungs-Check': with errors it does not publish", async () => {
    const at = new Date(Math.ceil((Date.now() + 30 * 60_000) / 60_000) * 60_000);
    // A page that needs no approval and has no meta title: an error of the check.
    const { page } = await tx((db) => createPage(db, { title: `Ohne Meta ${++counter}` }, { author: ben }));
    await tx(async (db) => updatePage(db, page.id, { publishAt: toZurichLocalInput(at) }, { author: ben }));
    const [change] = (await runDueSchedules(open.db, new Date(at.getTime() + 1000))).filter((c) => c.id === page.id);
    expect(change.refused?.reason).toMatch(/Fehler im Veröffentlichungs-Check/);
    expect((await pageRow(page.id)).published).toBe(false);
  });

  it("two approvers at once: one decides, the other gets a 409 naming the outcome", async () => {
    const { page } = await approvalPage();
    const submitted = await submit(page.id, page.slug);
    const results = await Promise.allSettled([
      tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita)),
      tx((db) => decideApproval(db, submitted.id, { decision: "reject", reason: "Claim nicht belegt" }, rolf)),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(ApprovalError);
    expect(lost[0].reason.status).toBe(409);
    expect(lost[0].reason.message).toMatch(/bereits von (rita|rolf)\.ra@auralis-medizintechnik\.example (freigegeben|abgelehnt)/);
    expect((await events(page.id)).filter((e) => e.startsWith("approved") || e.startsWith("rejected"))).toHaveLength(1);
  });

  it("an edit during approval: either the edit voids the approval, or the approval is refused with a 409 naming the edit", async () => {
    const { page } = await approvalPage();
    const submitted = await submit(page.id, page.slug);
    const base = await currentRevision(open.db, page.slug);
    await Promise.allSettled([
      tx((db) => updatePage(db, page.id, { intro: "Während der Prüfung geändert" }, { author: ben, baseRevision: base })),
      tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita)),
    ]).then(([edit, decision]) => {
      expect(edit.status).toBe("fulfilled");
      if (decision.status === "rejected") {
        expect(decision.reason).toMatchObject({ status: 409 });
        expect((decision.reason as Error).message).toContain(`von ${ben.email} geändert`);
      }
    });
    // One outcome: whichever came first, the submission is void now and nothing is approved.
    expect((await request(submitted.id)).status).toBe("voided");
    expect(
      await open.db
        .select()
        .from(approvalRequests)
        .where(and(eq(approvalRequests.pageId, page.id), eq(approvalRequests.status, "approved"))),
    ).toEqual([]);
  });

  it("keeps the approved content in the submission even when the revision itself is folded away", async () => {
    const { page, sectionId } = await approvalPage();
    const input = (title: string) => ({ sectionName: "Hero", sectionType: "hero", settings: { title, image: `asset:${picture}` }, mediaAssetIds: [picture] });
    await tx((db) => updateSection(db, sectionId, input("Erster Stand"), { author: anna, autosave: true }));
    const submitted = await submit(page.id, page.slug);
    // The same author's next autosave folds into (replaces) the submitted revision.
    await tx((db) => updateSection(db, sectionId, input("Zweiter Stand"), { author: anna, autosave: true }));
    const kept = await request(submitted.id);
    expect(kept.status).toBe("voided");
    const hero = kept.snapshot.sections.find((s) => s.id === sectionId) as { settings: { title: string } };
    expect(hero.settings.title).toBe("Erster Stand");
    const [row] = await open.db.select().from(pageSections).where(eq(pageSections.id, sectionId));
    expect((row.settings as { title: string }).title).toBe("Zweiter Stand");
  });

  it("the 'Freigabe-Protokoll' filters its entries and exports them as CSV and as PDF", async () => {
    const { page } = await approvalPage();
    const submitted = await submit(page.id, page.slug);
    await tx((db) => decideApproval(db, submitted.id, { decision: "reject", reason: "=Claim ohne Beleg" }, rita));
    const rejected = await listApprovalLog(open.db, logFiltersFrom(new URLSearchParams({ ereignis: "rejected", suche: page.title })));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ actor: rita.email, revision: submitted.revision, language: "de", comment: "=Claim ohne Beleg" });
    const all = await listApprovalLog(open.db, logFiltersFrom(new URLSearchParams({ suche: page.slug })));
    expect(all.map((e) => e.event)).toEqual(["rejected", "submitted", "required"]);
    // Today in Swiss time finds them, tomorrow does not.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(new Date());
    expect(await listApprovalLog(open.db, logFiltersFrom(new URLSearchParams({ suche: page.slug, von: today, bis: today })))).toHaveLength(3);
    const tomorrow = new Date(new Date(`${today}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(await listApprovalLog(open.db, logFiltersFrom(new URLSearchParams({ suche: page.slug, von: tomorrow })))).toHaveLength(0);

    // An export reads the entries the filters pick batch by batch, each after the last of the one before.
    const log = await openLogExport(open.db, logFiltersFrom(new URLSearchParams({ suche: page.slug })), { batchSize: 1 });
    const batches: string[][] = [];
    for await (const batch of log.batches) batches.push(batch.map((e) => e.event));
    expect([log.total, batches]).toEqual([3, [["rejected"], ["submitted"], ["required"]]]);
    const bytes = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());
    const csv = (await bytes(logCsvStream(await openLogExport(open.db, logFiltersFrom(new URLSearchParams({ suche: page.slug })))))).toString("utf8");
    expect(csv.startsWith("\uFEFFZeitpunkt;Ereignis;Seite;Adresse;Sprache;Revision;Person;Kommentar;Einreichung\r\n")).toBe(true);
    // A comment a spreadsheet would run as a formula stays text.
    expect(csv).toContain(`;Abgelehnt;${page.title};${page.slug};Deutsch;${submitted.revision};${rita.email};'=Claim ohne Beleg;${submitted.id}\r\n`);
    // Every cell whole, however a spreadsheet splits the file, and no formula (tests/csv-read-back.ts).
    const nasty = { ...all[0], pageTitle: 'Preise, Termine; Tabs\tund "Zitate"', comment: "x,=cmd|' /C calc'!A0\n@SUMME(A1:A2)" };
    const given = (entries: LogEntry[]) => ({
      total: entries.length,
      batches: (async function* () {
        yield entries;
      })(),
    });
    const records = expectReadBackWhole((await bytes(logCsvStream(given([...all, nasty])))).toString("utf8"));
    expect(records.map((r) => r[1])).toEqual(["Ereignis", "Abgelehnt", "Eingereicht", "Freigabe erforderlich", "Abgelehnt"]);
    expect(records[4].slice(2)).toEqual([
      'Preise, Termine; Tabs\tund "Zitate"',
      page.slug,
      "Deutsch",
      String(submitted.revision),
      rita.email,
      "x,'=cmd|' /C calc'!A0\n'@SUMME(A1:A2)",
      String(submitted.id),
    ]);

    const pdf = await bytes(logPdfStream(given(all), { filters: "", exportedBy: rita.email, now: new Date() }));
    expect(readPdfBack(pdf)).toMatchObject({ pages: 1, lines: expect.arrayContaining(["Kommentar: =Claim ohne Beleg", `Person: ${rita.email}`]) as unknown });
    // No entry: the heading says so, on one page with its number.
    const empty = readPdfBack(await bytes(logPdfStream(given([]), { filters: "Suche «nichts»", exportedBy: rita.email, now: new Date() })));
    expect(empty.pages).toBe(1);
    expect(empty.lines).toHaveLength(4);
    expect(empty.lines).toEqual(
      expect.arrayContaining(["Seite 1 von ", "1", "Freigabe-Protokoll", expect.stringContaining(" · 0 Einträge · Filter: Suche «nichts»")]),
    );
    expect((await bytes(logCsvStream(given([])))).toString("utf8")).toBe(
      "\uFEFFZeitpunkt;Ereignis;Seite;Adresse;Sprache;Revision;Person;Kommentar;Einreichung\r\n",
    );
    // The approved content stays in the submission, whatever happens to the page's revisions.
    expect((await request(submitted.id)).snapshot.page?.title).toBe(page.title);
  });

  it("the screens: the editor's state, the review's changes against the live version with the picture named, and the page's own setting", async () => {
    const { page, sectionId } = await approvalPage();
    expect(await pageApprovalSetting(open.db, page.id)).toEqual({ own: true, byKind: false, inherited: false });
    expect(await loadEditorApproval(open.db, page.id, as(anna, "editor"))).toMatchObject({ required: true, latest: null, canSubmit: true });
    const submitted = await submit(page.id, page.slug);
    // Submitted: no second submission offered; the approver reads the review.
    expect(await loadEditorApproval(open.db, page.id, as(anna, "editor"))).toMatchObject({ latest: { status: "submitted" }, canSubmit: false });
    const review = await loadReview(open.db, submitted.id, as(rolf, "approver"));
    // Never published: everything is new, the hero's picture named by its file.
    expect(review).toMatchObject({ hasLive: false, canDecide: true, ownNote: null });
    const hero = review!.diff.sections.find((s) => s.name === "Hero");
    expect(hero?.status).toBe("added");
    expect(hero?.fields.find((f) => f.key === "mediaAssetIds")).toMatchObject({ kind: "picture", shared: true, afterAssets: [picture] });
    expect(review!.pictureNames[picture]).toBe("freigabe.png");
    // The submitter is told before trying that someone else must approve.
    expect((await loadReview(open.db, submitted.id, as(anna, "approver")))?.ownNote).toContain("eigene");
    // A change after the submission voids it, and the editor is told who changed what.
    const input = { sectionName: "Hero", sectionType: "hero", settings: { title: "Geändert", image: `asset:${picture}` }, mediaAssetIds: [picture] };
    await tx((db) => updateSection(db, sectionId, input, { author: ben }));
    const state = await loadEditorApproval(open.db, page.id, as(anna, "editor"));
    expect(state).toMatchObject({ latest: { status: "voided", voidedBy: ben.email }, canSubmit: true });
  });
});
