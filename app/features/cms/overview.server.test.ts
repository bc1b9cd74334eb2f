import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase } from "#db/client.server";
import { openMigratedPglite } from "../../../tests/integration/databases";
import { contactMessages, pageSections, pages } from "#db/schema";
import { describeBuild, loadLatestMessages, loadOverviewCounts } from "./overview.server";

let open: OpenDatabase;

beforeAll(async () => {
  open = await openMigratedPglite();
});
afterAll(() => open.close());

describe("CMS overview data", () => {
  it("counts published pages, published sections and new messages from the database", async () => {
    expect(await loadOverviewCounts(open.db)).toEqual({ publishedPages: 0, publishedSections: 0, newMessages: 0 });
    await open.db.insert(pages).values([
      { slug: "/a", title: "A", published: true },
      { slug: "/b", title: "B", published: true },
      { slug: "/c", title: "C", published: false },
    ]);
    await open.db.insert(pageSections).values([
      { pageSlug: "/a", sectionName: "Hero", sectionType: "hero", isPublished: true },
      { pageSlug: "/a", sectionName: "Entwurf", sectionType: "text", isPublished: false },
    ]);
    await open.db.insert(contactMessages).values([
      { name: "Erledigt", email: "g@example.ch", message: "x", status: "done", doneAt: new Date() },
      { name: "Neu", email: "n@example.ch", message: "y" },
    ]);
    expect(await loadOverviewCounts(open.db)).toEqual({ publishedPages: 2, publishedSections: 1, newMessages: 1 });
  });

  it("lists the newest five messages with a 100-character preview and a de-CH date", async () => {
    await open.db.delete(contactMessages);
    const base = Date.UTC(2025, 2, 14, 9, 30);
    await open.db.insert(contactMessages).values(
      Array.from({ length: 6 }, (_, i) => ({
        name: `Person ${i}`,
        email: `p${i}@example.ch`,
        message: `${"Wort ".repeat(40)}Ende ${i}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const latest = await loadLatestMessages(open.db);
    expect(latest.map((m) => m.name)).toEqual(["Person 5", "Person 4", "Person 3", "Person 2", "Person 1"]);
    expect(latest[0].date).toBe("14.03.2025, 10:35");
    expect(latest[0].preview.length).toBeLessThanOrEqual(100);
    expect(latest[0].preview.endsWith("…")).toBe(true);
    expect(latest[0].isNew).toBe(true);
  });

  it("shows the build as its first 8 characters and a de-DE date", () => {
    expect(describeBuild({ build: "0123456789abcdef", timestamp: "2025-11-03T22:30:00Z", commit: null })).toEqual({
      id: "01234567",
      date: "03.11.2025",
    });
    expect(describeBuild({ build: "", timestamp: "kaputt", commit: null })).toEqual({ id: "lokal", date: null });
  });
});
