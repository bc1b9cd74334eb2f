import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { contactMessages, globalSettings, mailOutbox, pages, pageSections } from "#db/schema";
import { CONTACT_RATE_LIMIT, receiveContactMessage } from "~/features/contact/contact.server";
import { findPageBySlug } from "~/features/pages/page-lookup.server";
import { loadSectionRows } from "~/features/sections/section-rows.server";
import { findVisiblePage, loadVisitorPage, siteIndexOf } from "~/features/visitor-site/page-view.server";
import { pageSlugVariants, slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

describe.each(testDatabases)("Datenschicht auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(pages).values([
      { slug: "/produkte/geburt-und-wochenbett/contessa", title: "Contessa", published: true, kind: "product", parentSlug: null },
      { slug: "/produkte/pflege/duschwagen-und-stuehle", title: "Duschwagen und Stühle", published: true },
      { slug: "/entwurf", title: "Entwurf", published: false },
    ]);
    await open.db.insert(pageSections).values([
      { pageSlug: "produkte/geburt-wochenbett/contessa/", sectionName: "Hero", sectionType: "hero", sectionOrder: 0, settings: { title: "Contessa" } },
      {
        pageSlug: "/produkte/geburt-und-wochenbett/contessa",
        sectionName: "Text",
        sectionType: "text",
        sectionOrder: 10,
        contentHtml: "<p>Hallo<script>alert(1)</script></p>",
      },
      { pageSlug: "/produkte/geburt-und-wochenbett/contessa", sectionName: "Entwurf", sectionType: "text", sectionOrder: 20, isPublished: false },
      {
        pageSlug: "/produkte/geburt-und-wochenbett/contessa",
        sectionName: "Kaputt",
        sectionType: "usp_tiles",
        sectionOrder: 30,
        settings: { items: "keine Liste", title: "Warum?" },
      },
      { pageSlug: "/produkte/geburt-und-wochenbett/contessa", sectionName: "Alt", sectionType: "karussell", sectionOrder: 40 },
    ]);
  });
  afterAll(async () => open?.close());

  it("stores the slug match key exactly as TypeScript computes it", async () => {
    const spellings = [...pageSlugVariants("/produkte/pflege/duschwagen-und-stuehle"), "//Produkte//Wellness/", "/", "kontakt"];
    const rows = await open.db
      .insert(pageSections)
      .values(spellings.map((pageSlug) => ({ pageSlug, sectionName: "Schlüssel", sectionType: "text" })))
      .returning({ pageSlug: pageSections.pageSlug, key: pageSections.pageSlugKey });
    for (const row of rows) expect(row.key, row.pageSlug).toBe(slugMatchKey(row.pageSlug));
    await open.db.delete(pageSections).where(eq(pageSections.sectionName, "Schlüssel"));
  });

  it("finds a page under any spelling of its slug, and hides drafts from visitors", async () => {
    const visible = async (slug: string) => (await findVisiblePage(open.db, slug, await siteIndexOf(open.db)))?.page;
    expect((await visible("/produkte/geburt-wochenbett/contessa"))?.title).toBe("Contessa");
    expect((await visible("produkte/pflege/duschwagen-stuhle/"))?.title).toBe("Duschwagen und Stühle");
    expect(await visible("/entwurf")).toBeUndefined();
    expect((await findPageBySlug(open.db, "/entwurf"))?.title).toBe("Entwurf");
  });

  it("finds sections stored under slug variants, published only for visitors", async () => {
    const visitor = await loadSectionRows(open.db, "/produkte/geburt-und-wochenbett/contessa", { includeDrafts: false });
    expect(visitor.map((r) => r.sectionName)).toEqual(["Hero", "Text", "Kaputt", "Alt"]);
    const staff = await loadSectionRows(open.db, "/produkte/geburt-und-wochenbett/contessa", { includeDrafts: true });
    expect(staff).toHaveLength(5);
  });

  it("renders a page whose sections are partly malformed without failing", async () => {
    const view = await loadVisitorPage(open.db, "/produkte/geburt-und-wochenbett/contessa");
    expect(view).not.toBeNull();
    const sections = view!.blocks.flatMap((b) => (b.kind === "single" ? [b.section] : b.sections));
    expect(sections.map((s) => s.type)).toEqual(["hero", "text", "usp_tiles", "karussell"]);
    expect(sections[1].html).toBe("<p>Hallo</p>");
    expect(sections[2].settings).toEqual({ title: "Warum?" });
    expect("unknownType" in sections[3]).toBe(true);
    expect(view!.sectionsProvideH1).toBe(true);
    expect(view!.template).toBe("product");
  });

  it("keeps page slugs unique", async () => {
    await expect(open.db.insert(pages).values({ slug: "/entwurf", title: "Doppelt" })).rejects.toThrow();
  });

  it("keeps global settings to a single row", async () => {
    await open.db.insert(globalSettings).values({ id: 1, siteTitle: "Auralis" });
    await expect(open.db.insert(globalSettings).values({ id: 2, siteTitle: "Zweite" })).rejects.toThrow();
  });

  it("stores a contact message before mailing and records the notification", async () => {
    const result = await receiveContactMessage(
      open.db,
      { name: " Eva ", email: "eva@example.ch", message: "Bitte um Rückruf", source_page: "/kontakt" },
      "10.0.0.1",
    );
    expect(result.ok).toBe(true);
    const [stored] = await open.db.select().from(contactMessages).where(eq(contactMessages.email, "eva@example.ch"));
    expect(stored).toMatchObject({ name: "Eva", message: "Bitte um Rückruf", sourcePage: "/kontakt", notificationStatus: "outbox" });
    expect(stored.clientKey).not.toContain("10.0.0.1");
    const outbox = await open.db.select().from(mailOutbox);
    expect(outbox.some((m) => m.replyTo === "eva@example.ch" && m.transport === "outbox")).toBe(true);
  });

  it("stores nothing for invalid input or a filled honeypot", async () => {
    const before = (await open.db.select().from(contactMessages)).length;
    const invalid = await receiveContactMessage(open.db, { name: "  ", email: "x@example.ch", message: "Hallo" }, "10.0.0.2");
    expect(invalid).toMatchObject({ ok: false, message: "Bitte füllen Sie alle Felder aus." });
    const inFrench = await receiveContactMessage(open.db, { name: "  ", email: "x@example.ch", message: "Bonjour" }, "10.0.0.2", "fr");
    expect(inFrench).toMatchObject({ ok: false, message: "Veuillez remplir tous les champs.", fieldErrors: { name: "Champ obligatoire" } });
    const spam = await receiveContactMessage(open.db, { name: "Bot", email: "bot@example.ch", message: "Spam", website: "http://x" }, "10.0.0.2");
    expect(spam.ok).toBe(true);
    expect((await open.db.select().from(contactMessages)).length).toBe(before);
  });

  it("limits messages per address and says so in German", async () => {
    const send = () => receiveContactMessage(open.db, { name: "Max", email: "max@example.ch", message: "Frage" }, "10.0.0.3");
    for (let i = 0; i < CONTACT_RATE_LIMIT.messages; i++) expect((await send()).ok).toBe(true);
    const limited = await send();
    expect(limited.ok).toBe(false);
    expect(limited.message).toMatch(/zu viele Nachrichten/);
    // The action answers it 429 (features/pages/public-page.server.ts), whatever language it is said in.
    expect(limited).toMatchObject({ rateLimited: true });
    const limitedInFrench = await receiveContactMessage(open.db, { name: "Max", email: "max@example.ch", message: "Question" }, "10.0.0.3", "fr");
    expect(limitedInFrench).toMatchObject({ ok: false, rateLimited: true, message: expect.stringMatching(/trop de messages/) });
    // Another address is not affected.
    expect((await receiveContactMessage(open.db, { name: "Lea", email: "lea@example.ch", message: "Frage" }, "10.0.0.4")).ok).toBe(true);
  });
});
