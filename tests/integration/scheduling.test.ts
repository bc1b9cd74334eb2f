// Scheduled publishing (docs/decisions/0018-scheduled-publishing.md) with a clock the test controls. Due changes happen once,
// later ones not yet; each records a revision by 'Zeitplan' and drops the caches; any number of
// schedulers running at once (on a Postgres server: separate pools, as separate processes have)
// apply each change exactly once.
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type OpenDatabase } from "#db/client.server";
import { pageRevisions, pages, pageSections } from "#db/schema";
import { onContentChanged } from "~/core/content/content-version.server";
import { createPage, duplicatePage, PageValidationError, updatePage } from "~/features/page-admin/page-admin.server";
import { currentRevision, listRevisions, RevisionConflictError } from "~/core/revisions/page-history.server";
import { DEFAULT_SCHEDULER_INTERVAL_MS, runDueSchedules, schedulerIntervalMs, startScheduler } from "~/features/schedule-runner/scheduler.server";
import { scheduleMessages } from "~/features/scheduling/schedule-rules";
import { toZurichLocalInput } from "~/features/scheduling/zurich-time";
import { createSection, saveAllSections, SectionValidationError, updateSection } from "~/features/sections/section-admin.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const author = { id: "u-1", email: "redaktion@auralis-medizintechnik.example" };
const MINUTE = 60_000;

describe.each(testDatabases)("Zeitplan auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let counter = 0;
  const stopListening: (() => void)[] = [];

  beforeAll(async () => {
    open = await openDb();
  });
  afterEach(() => stopListening.splice(0).forEach((stop) => stop()));
  afterAll(async () => open?.close());

  /** A draft page made through the CMS path; its schedule set as an editor sets it. */
  async function draftPage(schedule: { publishAt?: Date; unpublishAt?: Date }, published = false) {
    const { page, revision } = await open.db.transaction((tx) => createPage(tx, { title: `Zeitplan ${++counter}`, published }, { author }));
    // A meta title: a scheduled publication runs the 'Veröffentlichungs-Check' (docs/decisions/0039-approval.md), which refuses a page without one.
    const updates = {
      metaTitle: `Zeitplan ${counter} – Auralis`,
      ...(schedule.publishAt ? { publishAt: toZurichLocalInput(schedule.publishAt) } : {}),
      ...(schedule.unpublishAt ? { unpublishAt: toZurichLocalInput(schedule.unpublishAt) } : {}),
    };
    const updated = await open.db.transaction((tx) => updatePage(tx, page.id, updates, { author, baseRevision: revision }));
    return updated.page;
  }

  const minuteFromNow = (n: number) => new Date(Math.ceil((Date.now() + n * MINUTE) / MINUTE) * MINUTE);

  async function pageRow(id: number) {
    const [row] = await open.db.select().from(pages).where(eq(pages.id, id));
    return row;
  }

  async function scheduleRevisions(slug: string) {
    return (await listRevisions(open.db, slug)).filter((r) => r.authorEmail === "Zeitplan");
  }

  /** The changes of these rows only: a run at a later clock also fires what earlier tests left scheduled. */
  const of = (changes: Awaited<ReturnType<typeof runDueSchedules>>, ...ids: number[]) => changes.filter((c) => ids.includes(c.id));

  function countContentChanges() {
    const changes: unknown[] = [];
    stopListening.push(onContentChanged((scope) => void changes.push(scope)));
    return changes;
  }

  it("stores 'Veröffentlichen am' typed in Swiss time as its instant, as a normal save with a revision", async () => {
    const at = minuteFromNow(90);
    const page = await draftPage({ publishAt: at });
    expect(page.publishAt?.toISOString()).toBe(at.toISOString());
    expect(await currentRevision(open.db, page.slug)).toBe(2);
  });

  it("refuses a time in the past, 'Zurückziehen am' before 'Veröffentlichen am', and a stale save", async () => {
    const page = await draftPage({});
    const base = await currentRevision(open.db, page.slug);
    const past = open.db.transaction((tx) =>
      updatePage(tx, page.id, { publishAt: toZurichLocalInput(new Date(Date.now() - 5 * MINUTE)) }, { author, baseRevision: base }),
    );
    await expect(past).rejects.toBeInstanceOf(PageValidationError);
    expect(((await past.catch((e) => e)) as PageValidationError).fieldErrors).toEqual({ publishAt: scheduleMessages.inPast });
    const reversed = open.db.transaction((tx) =>
      updatePage(
        tx,
        page.id,
        { publishAt: toZurichLocalInput(minuteFromNow(120)), unpublishAt: toZurichLocalInput(minuteFromNow(60)) },
        { author, baseRevision: base },
      ),
    );
    expect(((await reversed.catch((e) => e)) as PageValidationError).fieldErrors).toEqual({ unpublishAt: scheduleMessages.unpublishBeforePublish });
    const skipped = open.db.transaction((tx) => updatePage(tx, page.id, { publishAt: "2031-03-30T02:30" }, { author, baseRevision: base }));
    expect(((await skipped.catch((e) => e)) as PageValidationError).fieldErrors.publishAt).toContain("30.03.2031");
    const stale = open.db.transaction((tx) =>
      updatePage(tx, page.id, { publishAt: toZurichLocalInput(minuteFromNow(60)) }, { author, baseRevision: base - 1 }),
    );
    await expect(stale).rejects.toBeInstanceOf(RevisionConflictError);
    expect((await pageRow(page.id)).publishAt).toBeNull();
    expect(await currentRevision(open.db, page.slug)).toBe(base);
  });

  it("publishes a due page once, with a revision by 'Zeitplan'; a page not yet due stays a draft", async () => {
    const due = await draftPage({ publishAt: minuteFromNow(30) });
    const later = await draftPage({ publishAt: minuteFromNow(31) });
    const changes = countContentChanges();

    expect(await runDueSchedules(open.db, new Date(due.publishAt!.getTime() - 1000))).toEqual([]);
    expect((await pageRow(due.id)).published).toBe(false);

    const now = new Date(due.publishAt!.getTime() + 5000);
    const fired = await runDueSchedules(open.db, now);
    expect(of(fired, due.id, later.id)).toEqual([{ kind: "page", id: due.id, pageSlug: due.slug, published: true, revision: 3 }]);
    expect(await pageRow(due.id)).toMatchObject({ published: true, publishAt: null });
    expect(await pageRow(later.id)).toMatchObject({ published: false, publishAt: later.publishAt });
    const revisions = await scheduleRevisions(due.slug);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ revision: 3, action: "publish", summary: `Seite «${due.title}» planmässig veröffentlicht`, createdAt: now });
    // Visitors see it like any other change: this process's caches dropped once per change.
    expect(changes).toHaveLength(fired.length);

    // Nothing fires twice.
    expect(of(await runDueSchedules(open.db, new Date(now.getTime() + 10_000)), due.id)).toEqual([]);
    expect(await scheduleRevisions(due.slug)).toHaveLength(1);
  });

  it("withdraws at 'Zurückziehen am'; when both times passed, publishes first, then withdraws", async () => {
    const live = await draftPage({ unpublishAt: minuteFromNow(40) }, true);
    const both = await draftPage({ publishAt: minuteFromNow(41), unpublishAt: minuteFromNow(42) });
    const fired = await runDueSchedules(open.db, minuteFromNow(50));
    expect(of(fired, live.id, both.id).map((c) => [c.id, c.published])).toEqual([
      [live.id, false],
      [both.id, true],
      [both.id, false],
    ]);
    expect(await pageRow(live.id)).toMatchObject({ published: false, unpublishAt: null });
    expect(await pageRow(both.id)).toMatchObject({ published: false, publishAt: null, unpublishAt: null });
    expect((await scheduleRevisions(both.slug)).map((r) => r.action)).toEqual(["draft", "publish"]);
  });

  it("publishes and withdraws sections on their times, each with a revision by 'Zeitplan'", async () => {
    const page = await draftPage({}, true);
    let base = await currentRevision(open.db, page.slug);
    const { section: draft, revision } = await open.db.transaction((tx) =>
      createSection(tx, page.slug, { author, baseRevision: base }, { sectionName: "Neu ab Montag", isPublished: false }),
    );
    base = revision;
    const publishAt = minuteFromNow(60);
    const input = { sectionName: "Neu ab Montag", sectionType: "text", isPublished: false, publishAt: toZurichLocalInput(publishAt) };
    ({ revision: base } = await open.db.transaction((tx) => updateSection(tx, draft.id, input, { author, baseRevision: base })));
    const { section: old } = await open.db.transaction((tx) => createSection(tx, page.slug, { author, baseRevision: base }, { sectionName: "Bis Sonntag" }));
    base = await currentRevision(open.db, page.slug);
    const unpublishAt = minuteFromNow(61);
    await open.db.transaction((tx) =>
      updateSection(
        tx,
        old.id,
        { sectionName: "Bis Sonntag", sectionType: "text", unpublishAt: toZurichLocalInput(unpublishAt) },
        { author, baseRevision: base },
      ),
    );

    // An edit that leaves the schedule out keeps it.
    base = await currentRevision(open.db, page.slug);
    await open.db.transaction((tx) =>
      updateSection(tx, draft.id, { sectionName: "Neu ab Montag!", sectionType: "text", isPublished: false }, { author, baseRevision: base }),
    );
    const [kept] = await open.db.select().from(pageSections).where(eq(pageSections.id, draft.id));
    expect(kept.publishAt?.toISOString()).toBe(publishAt.toISOString());

    expect(of(await runDueSchedules(open.db, new Date(publishAt.getTime() - 1000)), draft.id, old.id)).toEqual([]);
    expect(of(await runDueSchedules(open.db, new Date(publishAt.getTime() + 1000)), draft.id, old.id)).toMatchObject([
      { kind: "section", id: draft.id, published: true },
    ]);
    expect(of(await runDueSchedules(open.db, new Date(unpublishAt.getTime() + 1000)), draft.id, old.id)).toMatchObject([
      { kind: "section", id: old.id, published: false },
    ]);
    const rows = await open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(page.slug)));
    expect(rows.find((r) => r.id === draft.id)).toMatchObject({ isPublished: true, publishAt: null });
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ isPublished: false, unpublishAt: null });
    expect((await scheduleRevisions(page.slug)).map((r) => r.summary)).toEqual([
      "Sektion «Bis Sonntag» planmässig zurückgezogen",
      "Sektion «Neu ab Montag!» planmässig veröffentlicht",
    ]);
  });

  it("refuses a section time in the past; the full save keeps the schedules it is sent", async () => {
    const page = await draftPage({}, true);
    const base = await currentRevision(open.db, page.slug);
    const { section, revision } = await open.db.transaction((tx) => createSection(tx, page.slug, { author, baseRevision: base }));
    const past = open.db.transaction((tx) =>
      updateSection(
        tx,
        section.id,
        { sectionName: "x", sectionType: "text", publishAt: toZurichLocalInput(new Date(Date.now() - MINUTE)) },
        { author, baseRevision: revision },
      ),
    );
    await expect(past).rejects.toBeInstanceOf(SectionValidationError);
    expect(((await past.catch((e) => e)) as SectionValidationError).fieldErrors).toEqual({ publishAt: scheduleMessages.inPast });

    const at = toZurichLocalInput(minuteFromNow(70));
    const { revision: next } = await open.db.transaction((tx) =>
      updateSection(tx, section.id, { sectionName: "x", sectionType: "text", publishAt: at }, { author, baseRevision: revision }),
    );
    await open.db.transaction((tx) =>
      saveAllSections(
        tx,
        page.slug,
        [
          { sectionName: "y", sectionType: "text" },
          { sectionName: "x", sectionType: "text", publishAt: at },
        ],
        { author, baseRevision: next },
      ),
    );
    const rows = await open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(page.slug)))
      .orderBy(pageSections.sectionOrder);
    expect(rows.map((r) => [r.sectionName, r.publishAt ? toZurichLocalInput(r.publishAt) : null])).toEqual([
      ["y", null],
      ["x", at],
    ]);
  });

  it("a copy of a scheduled page does not inherit the schedule", async () => {
    const page = await draftPage({ publishAt: minuteFromNow(80) });
    const { page: copy } = await open.db.transaction((tx) => duplicatePage(tx, page.id, { author }));
    expect(copy).toMatchObject({ published: false, publishAt: null, unpublishAt: null });
  });

  it("several schedulers at once apply each change exactly once", async () => {
    const at = minuteFromNow(200);
    const scheduled = [];
    for (let i = 0; i < 6; i++)
      scheduled.push(await draftPage({ publishAt: new Date(at.getTime() + i * MINUTE), unpublishAt: new Date(at.getTime() + (i + 10) * MINUTE) }));
    const now = new Date(at.getTime() + 30 * MINUTE);
    // On a Postgres server each scheduler gets its own pool, as separate app processes have.
    const extra: OpenDatabase[] = open.databaseUrl ? await Promise.all(Array.from({ length: 3 }, () => openDatabase({ databaseUrl: open.databaseUrl! }))) : [];
    try {
      const schedulers = [open, ...extra, open, ...extra];
      const results = await Promise.all(schedulers.map((s) => runDueSchedules(s.db, now)));
      const all = of(results.flat(), ...scheduled.map((p) => p.id)).filter((c) => c.kind === "page");
      expect(all).toHaveLength(scheduled.length * 2);
      for (const page of scheduled) {
        expect(
          all
            .filter((c) => c.id === page.id && c.kind === "page")
            .map((c) => c.published)
            .sort(),
        ).toEqual([false, true]);
        const revisions = await open.db
          .select({ action: pageRevisions.action })
          .from(pageRevisions)
          .where(and(eq(pageRevisions.pageKey, slugMatchKey(page.slug)), eq(pageRevisions.authorEmail, "Zeitplan")))
          .orderBy(pageRevisions.revision);
        expect(revisions.map((r) => r.action)).toEqual(["publish", "draft"]);
        expect(await pageRow(page.id)).toMatchObject({ published: false, publishAt: null, unpublishAt: null });
      }
    } finally {
      await Promise.all(extra.map((e) => e.close()));
    }
  });

  it("runs in the background on its interval, survives a failing database, and stops", async () => {
    const page = await draftPage({});
    await open.db
      .update(pages)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(pages.id, page.id));
    let failing = true;
    const stop = startScheduler({
      intervalMs: 100,
      database: () => {
        if (failing) {
          failing = false;
          throw new Error("Datenbank weg");
        }
        return open.db;
      },
    });
    try {
      await vi.waitFor(async () => expect((await pageRow(page.id)).published).toBe(true), { timeout: 5000, interval: 50 });
    } finally {
      await stop();
    }
    // Stopped: a time that falls due afterwards stays until a scheduler runs again.
    await open.db
      .update(pages)
      .set({ publishAt: new Date(Date.now() - 1000), published: false })
      .where(eq(pages.id, page.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await pageRow(page.id)).published).toBe(false);
    await open.db.update(pages).set({ publishAt: null }).where(eq(pages.id, page.id));
  });
});

describe("Zeitplan-Intervall", () => {
  it("is 15 s unless SCHEDULER_INTERVAL_MS names a sensible number of milliseconds", () => {
    expect(DEFAULT_SCHEDULER_INTERVAL_MS).toBe(15_000);
    expect(schedulerIntervalMs(undefined)).toBe(15_000);
    expect(schedulerIntervalMs("1000")).toBe(1000);
    for (const bad of ["", "abc", "0", "-5", "1.5", "99999999"]) expect(schedulerIntervalMs(bad)).toBe(15_000);
  });
});
