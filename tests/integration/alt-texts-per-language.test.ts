// Alt texts per language (docs/decisions/0034-alt-texts-per-language.md): the media library stores a
// picture's French and Italian alt texts beside the German one, checked like it; a French page shows
// its pictures' French alt texts, or the nearest French heading where a file has none, never the
// German text; the header logo likewise; the publish check names the pictures of a version without
// an alt text in its language. Through the library route's action with a signed-in session.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase, type Transaction } from "#db/client.server";
import { globalSettings, mediaAssets, pages, pageSections } from "#db/schema";
import { auth } from "~/features/auth/auth.server";
import { createConfirmedAccount } from "~/features/auth/first-admin.server";
import { contentChanged } from "~/core/content/content-version.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createPage, setPagePublished, updatePage } from "~/features/page-admin/page-admin.server";
import { loadVisitorPage } from "~/features/visitor-site/page-view.server";
import { PublicPageView } from "~/features/pages/public-page-view";
import { runAndStoreCheck } from "~/features/publish-check/publish-check.server";
import { createSection, updateSection } from "~/features/sections/section-admin.server";
import { loadSiteFrame } from "~/features/site-frame/site-frame.server";
import { SiteLanguageProvider } from "~/features/site-language/site-language";
import { languageOfPath } from "~/lib/languages";
import { slugMatchKey } from "~/lib/slug";
import { action as mediaAction, loader as mediaLoader } from "~/routes/cms/media-library";
import { answerOf } from "./action-answer";
import { testDatabases } from "./databases";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-alt-texts-"));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = "a".repeat(16) + "-alt-texts-per-language-secret-0123";
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;
delete process.env.S3_BUCKET;

const SITE = "http://localhost:3000";
const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const claire = { id: "u-claire", email: "claire@auralis-medizintechnik.example" };
const GERMAN_ALT = "Gebärwanne Contessa von vorne";
const GERMAN_GALLERY_ALT = "Pflegebad mit Wanne und Lifter";
const GERMAN_LOGO_ALT = "Logo der Auralis Medizintechnik AG mit Wassertropfen";

describe.each(testDatabases)("Alternativtexte je Sprache auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let adminCookie = "";
  let pendingCookie = "";
  let tub: number;
  let bath: number;
  let logo: number;
  let pdf: number;
  let frenchId: number;
  const tx = <T>(fn: (db: Transaction) => Promise<T>) => open.db.transaction(fn);

  async function signIn(email: string, password: string) {
    const answer = await auth().handler(
      new Request(`${SITE}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, "x-auralis-client-ip": "127.0.0.1" },
        body: JSON.stringify({ email, password }),
      }),
    );
    expect(answer.status).toBe(200);
    return answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  const post = (fields: Record<string, string>, cookie = adminCookie) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    const request = new Request(`${SITE}/cms/media-library`, { method: "POST", headers: { cookie, origin: SITE, "x-auralis-client-ip": "127.0.0.1" }, body });
    return answerOf(() => mediaAction({ request, params: {}, context: {} } as never));
  };
  const edit = (id: number, fields: Record<string, string>, cookie?: string) =>
    post({ intent: "update", id: String(id), title: "", category: "", altText: "", ...fields }, cookie);
  const stored = async (id: number) =>
    (await open.db.select({ altText: mediaAssets.altText, altTexts: mediaAssets.altTexts }).from(mediaAssets).where(eq(mediaAssets.id, id)))[0];

  /** What the library screen gets. */
  const screen = async () => {
    const request = new Request(`${SITE}/cms/media-library`, { headers: { cookie: adminCookie } });
    return (await mediaLoader({ request, params: {}, context: {} } as never)) as { altTextLanguages: string[]; assets: { id: number; altTexts: object }[] };
  };

  /** A public page as visitors get it (its data in its language, rendered as the site renders it). */
  async function publicHtml(slug: string) {
    const view = await loadVisitorPage(open.db, slug);
    expect(view, slug).not.toBeNull();
    const Page = () => createElement(SiteLanguageProvider, { language: languageOfPath(slug), children: createElement(PublicPageView, { view: view! }) });
    const Stub = createRoutesStub([{ path: "*", Component: Page }]);
    return renderToString(createElement(Stub, { initialEntries: [slug] }));
  }
  const altsOf = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1].replace(/&#x27;/g, "'"));

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await createConfirmedAccount({ email: "alt.admin@auralis-medizintechnik.example", password: "Alt-Passwort-Admin-1", name: "Alt", role: "admin" });
    adminCookie = await signIn("alt.admin@auralis-medizintechnik.example", "Alt-Passwort-Admin-1");
    // An account still waiting for approval may not touch the library.
    await createConfirmedAccount({ email: "alt.wartend@example.com", password: "Alt-Passwort-Wartend-1", name: "Wartend", role: "editor" });
    await open.db.execute(sql`update "user" set role = 'pending' where email = 'alt.wartend@example.com'`);
    pendingCookie = await signIn("alt.wartend@example.com", "Alt-Passwort-Wartend-1");

    const file = (filename: string, values: Partial<typeof mediaAssets.$inferInsert>) => ({
      filename,
      mimeType: "image/webp",
      width: 1600,
      height: 900,
      ...values,
    });
    [tub, bath, logo, pdf] = (
      await open.db
        .insert(mediaAssets)
        .values([
          file("contessa-front.webp", { title: "Contessa Front", altText: GERMAN_ALT }),
          file("pflegebad.webp", { title: "Pflegebad", altText: GERMAN_GALLERY_ALT }),
          file("logo.webp", { title: "Logo", altText: GERMAN_LOGO_ALT, width: 1200, height: 300 }),
          { filename: "datenblatt.pdf", mimeType: "application/pdf", title: "Datenblatt" },
        ])
        .returning({ id: mediaAssets.id })
    ).map((r) => r.id);
    await open.db.insert(globalSettings).values({ id: 1, siteTitle: "Auralis Medizintechnik AG", languages: ["de", "fr", "it"], logoAssetId: logo });

    // A German page with a picture beside its text and an untitled gallery, and its French version, both published.
    const { page } = await tx((db) => createPage(db, { title: "Contessa", published: true }, { author: anna }));
    await tx((db) => updatePage(db, page.id, { h1: "Die Gebärwanne Contessa", metaTitle: "Contessa – Auralis" }, { author: anna }));
    await tx((db) =>
      createSection(
        db,
        "/contessa",
        { author: anna },
        { sectionName: "Bild", sectionType: "image_text", settings: { title: "Frei zugänglich", image: `asset:${tub}` }, mediaAssetIds: [tub] },
      ),
    );
    await tx((db) => createSection(db, "/contessa", { author: anna }, { sectionName: "Galerie", sectionType: "gallery", settings: {}, mediaAssetIds: [bath] }));
    const { page: french } = await tx((db) =>
      createLanguageVersion(db, { pageId: page.id, language: "fr", copyFrom: "de", slugPart: "contessa" }, { author: claire }),
    );
    frenchId = french.id;
    await tx((db) =>
      updatePage(
        db,
        frenchId,
        { title: "Baignoire Contessa", h1: "La baignoire d’accouchement Contessa", metaTitle: "Contessa – Auralis" },
        { author: claire },
      ),
    );
    const [image] = await open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey("/fr/contessa")))
      .orderBy(pageSections.sectionOrder);
    await tx((db) =>
      updateSection(
        db,
        image.id,
        { sectionName: "Bild", sectionType: "image_text", settings: { ...image.settings, title: "Accessible de tous côtés" }, mediaAssetIds: [tub] },
        { author: claire },
      ),
    );
    await tx((db) => setPagePublished(db, frenchId, true, { author: claire }));
    await contentChanged();
  });

  afterAll(async () => {
    setProcessDatabase(undefined);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await open?.close();
  });

  it("shows no German alt text on the French page: a picture without a French one takes the nearest French heading", async () => {
    const html = await publicHtml("/fr/contessa");
    // The picture beside the text: its section's title; the untitled gallery's: the page's heading.
    expect(altsOf(html)).toEqual(["Accessible de tous côtés", "La baignoire d’accouchement Contessa"]);
    for (const german of [GERMAN_ALT, GERMAN_GALLERY_ALT, "Contessa Front", "Pflegebad"]) expect(html).not.toContain(german);
    // The German page keeps its German alt texts.
    expect(altsOf(await publicHtml("/contessa"))).toEqual([GERMAN_ALT, GERMAN_GALLERY_ALT]);
  });

  it("names the French page's pictures without a French alt text in the publish check, with where to add it", async () => {
    const report = await runAndStoreCheck(open.db, frenchId);
    expect(report.findings.filter((f) => f.rule === "alt-text").map((f) => [f.severity, f.sectionName, f.fieldLabel, f.message])).toEqual([
      [
        "error",
        "Bild",
        "Alternativtext des Bildes",
        "Das Bild «contessa-front.webp» hat keinen Alternativtext auf Französisch: ergänzen Sie ihn in der Medienbibliothek («Alternativtext (Französisch)») oder für diese Stelle im Feld «Alternativtext des Bildes».",
      ],
      [
        "error",
        "Galerie",
        "Medien",
        "Das Bild «pflegebad.webp» hat keinen Alternativtext auf Französisch: ergänzen Sie ihn in der Medienbibliothek («Alternativtext (Französisch)»).",
      ],
    ]);
    const german = await runAndStoreCheck(open.db, (await open.db.select().from(pages).where(eq(pages.slug, "/contessa")))[0].id);
    expect(german.findings.filter((f) => f.rule === "alt-text")).toEqual([]);
  });

  it("gives the header logo the company's name on /fr while the logo has no French alt text, never the German one", async () => {
    expect((await loadSiteFrame("/fr/contessa")).settings.logo?.alt).toBe("Auralis Medizintechnik AG");
    expect((await loadSiteFrame("/contessa")).settings.logo?.alt).toBe(GERMAN_LOGO_ALT);
  });

  it("offers an alt text field for each further language the site shows", async () => {
    expect((await screen()).altTextLanguages).toEqual(["fr", "it"]);
    await open.db.update(globalSettings).set({ languages: ["de", "it"] });
    expect((await screen()).altTextLanguages).toEqual(["it"]);
    await open.db.update(globalSettings).set({ languages: ["de", "fr", "it"] });
  });

  it("stores the French and Italian alt texts beside the German one, trimmed; an emptied field removes its text, one not sent keeps it", async () => {
    const saved = await edit(tub, {
      altText: GERMAN_ALT,
      altText_fr: "  Baignoire d’accouchement   Contessa vue de face ",
      altText_it: "Vasca per il parto Contessa",
    });
    expect(saved).toMatchObject({ status: 200, body: { ok: true } });
    expect(await stored(tub)).toEqual({
      altText: GERMAN_ALT,
      altTexts: { fr: "Baignoire d’accouchement Contessa vue de face", it: "Vasca per il parto Contessa" },
    });
    // The form of a site without Italian sends no Italian field: the Italian text stays. An emptied French field removes it.
    await edit(tub, { altText: GERMAN_ALT, altText_fr: " " });
    expect(await stored(tub)).toEqual({ altText: GERMAN_ALT, altTexts: { it: "Vasca per il parto Contessa" } });
    await edit(tub, { altText: GERMAN_ALT, altText_fr: "Baignoire d’accouchement Contessa vue de face" });
    expect((await stored(tub)).altTexts).toEqual({ fr: "Baignoire d’accouchement Contessa vue de face", it: "Vasca per il parto Contessa" });
    // The edit form gets them back.
    expect((await screen()).assets.find((asset) => asset.id === tub)?.altTexts).toEqual({
      fr: "Baignoire d’accouchement Contessa vue de face",
      it: "Vasca per il parto Contessa",
    });
  });

  it("refuses an alt text over 300 characters in any language, naming the field, and changes nothing", async () => {
    const before = await stored(tub);
    const tooLong = await edit(tub, { altText: GERMAN_ALT, altText_fr: "x".repeat(301) });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { ok: false, message: "Fehler beim Aktualisieren des Assets: Alternativtext (Französisch) – Höchstens 300 Zeichen." },
    });
    expect((await edit(tub, { altText: "x".repeat(301), altText_it: "Vasca" })).body.message).toBe(
      "Fehler beim Aktualisieren des Assets: Alternativtext (Deutsch) – Höchstens 300 Zeichen.",
    );
    expect(await stored(tub)).toEqual(before);
    // A full 300 characters are fine.
    expect((await edit(bath, { altText: GERMAN_GALLERY_ALT, altText_it: "v".repeat(300) })).status).toBe(200);
    await edit(bath, { altText: GERMAN_GALLERY_ALT, altText_it: "" });
  });

  it("keeps alt texts to images, and the library to those who may edit it", async () => {
    expect((await edit(pdf, { title: "Datenblatt", altText_fr: "Fiche produit" })).status).toBe(200);
    expect(await stored(pdf)).toEqual({ altText: null, altTexts: {} });
    const refused = await edit(bath, { altText: GERMAN_GALLERY_ALT, altText_fr: "Salle de bains de soins" }, pendingCookie);
    expect(refused.status).toBeGreaterThanOrEqual(300);
    expect((await edit(bath, { altText: GERMAN_GALLERY_ALT, altText_fr: "Salle de bains de soins" }, "")).status).toBeGreaterThanOrEqual(300);
    expect((await stored(bath)).altTexts).toEqual({});
  });

  it("shows the French alt texts on the French page once given, and the publish check is content", async () => {
    await edit(bath, { altText: GERMAN_GALLERY_ALT, altText_fr: "Salle de bains de soins avec baignoire et lève-personne" });
    await edit(logo, { altText: GERMAN_LOGO_ALT, altText_fr: "Logo d’Auralis Medizintechnik AG avec goutte d’eau" });
    expect(altsOf(await publicHtml("/fr/contessa"))).toEqual([
      "Baignoire d’accouchement Contessa vue de face",
      "Salle de bains de soins avec baignoire et lève-personne",
    ]);
    expect(altsOf(await publicHtml("/contessa"))).toEqual([GERMAN_ALT, GERMAN_GALLERY_ALT]);
    expect((await loadSiteFrame("/fr/contessa")).settings.logo?.alt).toBe("Logo d’Auralis Medizintechnik AG avec goutte d’eau");
    // Italian has no page here, but its frame (its 404) gets the Italian logo text or the company's name, not the German one.
    expect((await loadSiteFrame("/it")).settings.logo?.alt).toBe("Auralis Medizintechnik AG");
    const report = await runAndStoreCheck(open.db, frenchId);
    expect(report.findings.filter((f) => f.rule === "alt-text")).toEqual([]);
  });
});
