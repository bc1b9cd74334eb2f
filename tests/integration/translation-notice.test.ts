// The daily notice 'Übersetzungen veraltet' (docs/decisions/0038-translator-role.md): a translator of a
// language with out-of-date versions gets one mail, at most one a Zurich day, and none when nothing
// became out of date since the last; translators of other languages get none; off, nobody gets one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { emailTemplates, globalSettings, mailOutbox, translatorProfiles, user } from "#db/schema";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createPage, updatePage } from "~/features/page-admin/page-admin.server";
import { NOTICE_TEMPLATE, noticeFor, sameZurichDay, sendTranslationNotices } from "~/features/translations/translation-notice.server";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };

describe("the notice's rules", () => {
  const version = { language: "fr" as const, title: "Bett", slug: "/fr/lit", fieldCount: 1, keys: ["7:title:abc"] };
  const monday = new Date("2026-03-02T07:00:00Z");
  it("tells what is new, once a Zurich day, in the translator's languages", () => {
    expect(noticeFor({ languages: ["fr"], noticeSentAt: null, noticeKeys: [] }, [version], monday)).toMatchObject({ send: true, keys: ["7:title:abc"] });
    expect(noticeFor({ languages: ["it"], noticeSentAt: null, noticeKeys: [] }, [version], monday)).toEqual({ send: false, reason: "nothing-out-of-date" });
    // Given no language, a translator translates none, and is told of none.
    expect(noticeFor({ languages: [], noticeSentAt: null, noticeKeys: [] }, [version], monday)).toEqual({ send: false, reason: "nothing-out-of-date" });
    expect(noticeFor({ languages: ["fr"], noticeSentAt: new Date("2026-03-02T05:00:00Z"), noticeKeys: [] }, [version], monday)).toEqual({
      send: false,
      reason: "already-today",
    });
    expect(noticeFor({ languages: ["fr"], noticeSentAt: new Date("2026-03-01T05:00:00Z"), noticeKeys: ["7:title:abc"] }, [version], monday)).toEqual({
      send: false,
      reason: "nothing-new",
    });
    // 23:30 in Zurich on Sunday is Sunday there, though Monday is near.
    expect(sameZurichDay(new Date("2026-03-01T22:30:00Z"), new Date("2026-03-01T23:30:00Z"))).toBe(false);
  });
});

describe.each(testDatabases)("Benachrichtigung «Übersetzungen veraltet» auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let germanId: number;
  const tx = <T>(fn: (db: Parameters<Parameters<OpenDatabase["db"]["transaction"]>[0]>[0]) => Promise<T>) => open.db.transaction(fn);
  const mailsTo = async (address: string) => (await open.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).length;
  const day = (iso: string) => new Date(iso);

  beforeAll(async () => {
    process.env.SITE_URL = "https://www.auralis.example";
    open = await openDb();
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr", "it"], translationNotices: false });
    const { page } = await tx((db) => createPage(db, { title: "Pflegebett" }, { author: anna }));
    germanId = page.id;
    await tx((db) => updatePage(db, germanId, { metaTitle: "Pflegebett – Auralis" }, { author: anna }));
    await tx((db) => createLanguageVersion(db, { pageId: germanId, language: "fr", copyFrom: "de", slugPart: "lit" }, { author: anna }));
    await open.db.insert(user).values([
      { id: "u-claire", name: "Claire", email: "claire@agence.example", emailVerified: true, role: "translator" },
      { id: "u-paolo", name: "Paolo", email: "paolo@agenzia.example", emailVerified: true, role: "translator" },
      { id: "u-ed", name: "Ed", email: "ed@auralis-medizintechnik.example", emailVerified: true, role: "editor" },
    ]);
    await open.db.insert(translatorProfiles).values([
      { userId: "u-claire", languages: ["fr"] },
      { userId: "u-paolo", languages: ["it"] },
    ]);
  });
  afterAll(async () => open?.close());

  it("sends nothing while switched off, nor while nothing is out of date", async () => {
    await tx((db) => updatePage(db, germanId, { metaTitle: "Pflegebett – neu" }, { author: anna }));
    expect(await sendTranslationNotices(open.db, day("2026-03-02T07:00:00Z"))).toEqual({ ran: false, sent: [] });
    expect(await mailsTo("claire@agence.example")).toBe(0);
  });

  it("once on, tells the French translator once a day, with a link into the editor, and nobody else", async () => {
    await open.db.update(globalSettings).set({ translationNotices: true });
    const first = await sendTranslationNotices(open.db, day("2026-03-02T07:00:00Z"));
    expect(first).toEqual({ ran: true, sent: ["claire@agence.example"] });
    const [mail] = await open.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "claire@agence.example"));
    expect(mail.subject).toBe("Übersetzungen veraltet: 1 Seiten brauchen eine Anpassung");
    expect(mail.html).toContain('<a href="https://www.auralis.example/cms/page-editor/fr/lit">Pflegebett</a> – Französisch, 1 Feld');
    expect(mail.html).toContain("Guten Tag Claire");
    // The template is there to edit, like the others.
    expect(await open.db.select().from(emailTemplates).where(eq(emailTemplates.templateName, NOTICE_TEMPLATE))).toHaveLength(1);

    // Later the same day, after another German change: nothing more today.
    await tx((db) => updatePage(db, germanId, { intro: "Ein neuer Einleitungstext" }, { author: anna }));
    expect((await sendTranslationNotices(open.db, day("2026-03-02T15:00:00Z"))).sent).toEqual([]);
    expect(await mailsTo("claire@agence.example")).toBe(1);
    expect(await mailsTo("paolo@agenzia.example")).toBe(0);
    expect(await mailsTo("ed@auralis-medizintechnik.example")).toBe(0);
  });

  it("the next day: a notice for what became out of date since, then none without a new change", async () => {
    expect((await sendTranslationNotices(open.db, day("2026-03-03T07:00:00Z"))).sent).toEqual(["claire@agence.example"]);
    expect(await mailsTo("claire@agence.example")).toBe(2);
    // Still out of date, but nothing new: no mail on the day after.
    expect((await sendTranslationNotices(open.db, day("2026-03-04T07:00:00Z"))).sent).toEqual([]);
    expect(await mailsTo("claire@agence.example")).toBe(2);
    // A German text changes again: the day after brings a notice.
    await tx((db) => updatePage(db, germanId, { intro: "Noch ein neuer Einleitungstext" }, { author: anna }));
    expect((await sendTranslationNotices(open.db, day("2026-03-05T07:00:00Z"))).sent).toEqual(["claire@agence.example"]);
    expect(await mailsTo("claire@agence.example")).toBe(3);
  });
});
