// 'Vorschau-Link': links are created, listed and revoked through the CMS endpoint, only a hash
// of the token is stored, and /vorschau/<token> shows that page's drafts — and nothing else that is
// unpublished — until the link expires or is revoked (then 410; an unknown token 404).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { pages, pageSections, previewLinks } from "#db/schema";
import { contentChanged } from "~/core/content/content-version.server";
import { previewLinkTexts, type PreviewLinksAnswer } from "~/features/preview-links/preview-link-rules";
import { siteTexts } from "~/features/site-language/site-texts";
import { createPreviewLink, resolvePreviewToken, revokePreviewLink } from "~/features/preview-links/preview-links.server";
import { hashPreviewToken } from "~/features/preview-links/preview-token.server";
import { action as apiAction, loader as apiLoader } from "~/routes/cms/preview-links";
import { action as previewAction, loader as previewLoader } from "~/routes/site/preview";
import { answerOf } from "./action-answer";
import { testDatabases } from "./databases";

// The guard itself (401, 403) is asked in the browser access matrix; here an editor is signed in.
const editor = { id: "u-ed", email: "redaktion@auralis-medizintechnik.example", role: "editor" };
vi.mock("~/features/auth/viewer.server", async (original) => ({
  ...(await original<typeof import("~/features/auth/viewer.server")>()),
  requireOperation: async () => editor,
}));

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-preview-links-"));
process.env.PORT = "3000";
delete process.env.SITE_URL;
const SITE = "http://localhost:3000";
const API = `${SITE}/cms/api/vorschau-links`;

const post = (body: object) =>
  answerOf(() =>
    apiAction({ request: new Request(API, { method: "POST", headers: { "content-type": "application/json", origin: SITE }, body: JSON.stringify(body) }) }),
  );
const list = (pageId: number | string) => answerOf(() => apiLoader({ request: new Request(`${API}?pageId=${pageId}`) }));

interface PreviewAnswer {
  status: number;
  headers: Headers;
  body: {
    kind: "active" | "gone" | "unknown";
    language: string;
    validUntil?: string;
    view?: { page: { slug: string; title: string }; related: { slug: string }[]; meta: object[] };
    frame: { navigation: unknown };
    title?: string;
  };
}
async function openPreview(token: string): Promise<PreviewAnswer> {
  const answer = (await previewLoader({ request: new Request(`${SITE}/vorschau/${token}`), params: { token }, context: {} } as never)) as unknown as {
    data: PreviewAnswer["body"];
    init?: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers), body: answer.data };
}
const tokenOf = (url: string) => url.split("/vorschau/")[1];

describe.each(testDatabases)("Vorschau-Links auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    const rows = await open.db
      .insert(pages)
      .values([
        { slug: "/", title: "Startseite", published: true },
        { slug: "/produkte", title: "Produkte", published: true },
        // Product categories (decision 0043): drawn as product pages, with their siblings as related products, and in the product menu.
        { slug: "/produkte/neuheit", title: "Neuheit", parentSlug: "/produkte", kind: "category", published: false },
        { slug: "/produkte/bewaehrt", title: "Bewährt", parentSlug: "/produkte", kind: "category", published: true },
        { slug: "/produkte/geheim", title: "Geheimprojekt", parentSlug: "/produkte", kind: "category", published: false },
        { slug: "/geheime-kampagne", title: "Geheime Kampagne", published: false },
        { slug: "/fr/nouveaute", title: "Nouveauté", published: false, language: "fr" },
      ])
      .returning({ id: pages.id, slug: pages.slug });
    for (const row of rows) ids[row.slug] = row.id;
    await open.db.insert(pageSections).values([
      {
        pageSlug: "/produkte/neuheit",
        sectionName: "Öffentlich",
        sectionType: "text",
        sectionOrder: 1,
        contentHtml: "<p>Schon sichtbar</p>",
        contentPlain: "Schon sichtbar",
        isPublished: true,
      },
      {
        pageSlug: "/produkte/neuheit",
        sectionName: "Entwurf",
        sectionType: "text",
        sectionOrder: 2,
        contentHtml: "<p>Entwurfstext der Neuheit</p>",
        contentPlain: "Entwurfstext der Neuheit",
        isPublished: false,
      },
      {
        pageSlug: "/geheime-kampagne",
        sectionName: "Kampagne",
        sectionType: "text",
        sectionOrder: 1,
        contentHtml: "<p>Kampagnentext</p>",
        contentPlain: "Kampagnentext",
        isPublished: false,
      },
    ]);
    await contentChanged();
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
  });

  it("creates a link for 7 days by default and shows the whole address once, storing only its hash", async () => {
    const before = Date.now();
    const answer = await post({ intent: "create", pageId: ids["/produkte/neuheit"] });
    expect(answer.status).toBe(200);
    const body = answer.body as Extract<PreviewLinksAnswer, { ok: true }>;
    expect(body.message).toBe("Vorschau-Link erstellt");
    expect(body.created?.url).toMatch(new RegExp(`^${SITE}/vorschau/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(body.created!.url);
    const days = (new Date(body.created!.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(body.links).toHaveLength(1);
    expect(body.links[0]).toMatchObject({ createdBy: editor.email, state: "aktiv", revokedAt: null });

    const stored = await open.db.select().from(previewLinks).where(eq(previewLinks.pageId, ids["/produkte/neuheit"]));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(hashPreviewToken(token));
    // The token is nowhere in the table, in no column.
    const dump = await open.db.execute(sql`select row_to_json(p)::text as row from preview_links p`);
    expect(JSON.stringify(dump)).not.toContain(token);
    // …and a listing never carries it again.
    expect(JSON.stringify((await list(ids["/produkte/neuheit"])).body)).not.toContain(token);
  });

  it("takes 1 to 30 days and refuses anything else in German, writing nothing", async () => {
    const count = async () => (await open.db.select().from(previewLinks)).length;
    const start = await count();
    for (const days of [0, 31, "zwei", 1.5]) {
      const answer = await post({ intent: "create", pageId: ids["/produkte/neuheit"], days });
      expect(answer.status, String(days)).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, fieldErrors: { days: "Bitte eine ganze Zahl von 1 bis 30 Tagen angeben." } });
    }
    expect(await count()).toBe(start);
    const thirty = await post({ intent: "create", pageId: ids["/produkte/neuheit"], days: 30 });
    const expires = new Date((thirty.body as { created: { expiresAt: string } }).created.expiresAt).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    expect(await count()).toBe(start + 1);
    const missing = await post({ intent: "create", pageId: 987654, days: 3 });
    expect(missing).toMatchObject({ status: 404, body: { ok: false, message: previewLinkTexts.pageNotFound } });
    expect((await post({ intent: "bogus", pageId: ids["/produkte/neuheit"] })).status).toBe(400);
  });

  it("shows the page with its own drafts, in a frame and with related products as visitors see them", async () => {
    const created = await post({ intent: "create", pageId: ids["/produkte/neuheit"], days: 2 });
    const token = tokenOf((created.body as { created: { url: string } }).created.url);
    const preview = await openPreview(token);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toMatch(/no-store/);
    expect(preview.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(preview.body.kind).toBe("active");
    const shown = JSON.stringify(preview.body.view);
    // The page is a draft itself; its draft section is shown beside the published one.
    expect(preview.body.view?.page.title).toBe("Neuheit");
    expect(shown).toContain("Entwurfstext der Neuheit");
    expect(shown).toContain("Schon sichtbar");
    // Related products: the published sibling, never the unpublished one.
    expect(preview.body.view?.related.map((r) => r.slug)).toEqual(["/produkte/bewaehrt"]);
    expect(shown).not.toContain("Geheimprojekt");
    // Navigation from published pages only: neither this draft page nor another one.
    const navigation = JSON.stringify(preview.body.frame);
    expect(navigation).toContain("Bewährt");
    expect(navigation).not.toContain("Geheimprojekt");
    expect(navigation).not.toContain("Geheime Kampagne");
    // The head: noindex, canonical at the page's public address.
    expect(preview.body.view?.meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(preview.body.view?.meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/produkte/neuheit` });
  });

  it("lists a page's links newest first with creator and state; a revoked link answers 410 at once", async () => {
    const created = await post({ intent: "create", pageId: ids["/geheime-kampagne"], days: 1 });
    const { url, id } = (created.body as { created: { url: string; id: number } }).created;
    const token = tokenOf(url);
    expect((await openPreview(token)).body.kind).toBe("active");
    expect(JSON.stringify((await openPreview(token)).body.view)).toContain("Kampagnentext");

    // Another page's link cannot be revoked through this page.
    const wrongPage = await post({ intent: "revoke", pageId: ids["/produkte/neuheit"], linkId: id });
    expect(wrongPage.status).toBe(404);
    expect((await openPreview(token)).status).toBe(200);

    const revoked = await post({ intent: "revoke", pageId: ids["/geheime-kampagne"], linkId: id });
    expect(revoked).toMatchObject({ status: 200, body: { ok: true, message: "Link widerrufen" } });
    expect((revoked.body as { links: { id: number; state: string; revokedBy: string }[] }).links[0]).toMatchObject({
      id,
      state: "widerrufen",
      revokedBy: editor.email,
    });
    const gone = await openPreview(token);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ kind: "gone", title: siteTexts.de.preview.goneTitle });
    expect(gone.headers.get("cache-control")).toMatch(/no-store/);
    expect(JSON.stringify(gone.body)).not.toContain("Kampagnentext");
    expect((await post({ intent: "revoke", pageId: ids["/geheime-kampagne"], linkId: id })).status).toBe(409);

    const again = await post({ intent: "create", pageId: ids["/geheime-kampagne"], days: 3 });
    const listed = (await list(ids["/geheime-kampagne"])).body as { links: { id: number; state: string }[] };
    expect(listed.links.map((l) => l.state)).toEqual(["aktiv", "widerrufen"]);
    expect(listed.links[0].id).toBe((again.body as { created: { id: number } }).created.id);
  });

  it("shows a French page's preview in French: its language, the validity's date and the contact form's answer", async () => {
    const { token } = await createPreviewLink(open.db, { pageId: ids["/fr/nouveaute"], days: 2 }, editor);
    const preview = await openPreview(token);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: "active", language: "fr" });
    // French Swiss date and time, without the comma German puts between them.
    expect(preview.body.validUntil).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const contact = (await previewAction({
      request: new Request(`${SITE}/vorschau/${token}`, { method: "POST" }),
      params: { token },
      context: {},
    } as never)) as unknown as {
      data: { ok: boolean; message: string };
      init?: ResponseInit | null;
    };
    expect(contact.init?.status).toBe(400);
    expect(contact.data).toMatchObject({ ok: false, message: siteTexts.fr.preview.contactDisabled });

    const german = await createPreviewLink(open.db, { pageId: ids["/produkte/neuheit"], days: 2 }, editor);
    expect((await openPreview(german.token)).body.language).toBe("de");
    expect((await openPreview("B".repeat(43))).body.language).toBe("de");
  });

  it("answers 410 once the time is up, and 404 for a token that never existed or whose page is gone", async () => {
    const createdAt = new Date("2025-01-10T08:00:00Z");
    const { token } = await createPreviewLink(open.db, { pageId: ids["/produkte/neuheit"], days: 1 }, editor, createdAt);
    expect((await resolvePreviewToken(open.db, token, new Date("2025-01-11T07:59:59Z"))).state).toBe("active");
    expect((await resolvePreviewToken(open.db, token, new Date("2025-01-11T08:00:00Z"))).state).toBe("gone");
    const expired = await openPreview(token);
    expect(expired.status).toBe(410);
    expect(expired.body.kind).toBe("gone");

    const unknown = await openPreview("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ kind: "unknown", title: siteTexts.de.preview.unknownTitle });
    expect((await openPreview("kurz")).status).toBe(404);

    const page = await open.db.insert(pages).values({ slug: "/wegwerfseite", title: "Wegwerfseite" }).returning({ id: pages.id });
    const doomed = await createPreviewLink(open.db, { pageId: page[0].id, days: 5 }, editor);
    expect((await openPreview(doomed.token)).status).toBe(200);
    await open.db.delete(pages).where(eq(pages.id, page[0].id));
    expect((await openPreview(doomed.token)).status).toBe(404);
  });

  it("refuses revoking with a malformed id and keeps the link", async () => {
    const { token, link } = await createPreviewLink(open.db, { pageId: ids["/produkte/neuheit"], days: 7 }, editor);
    await expect(revokePreviewLink(open.db, { pageId: ids["/produkte/neuheit"], linkId: "x" }, editor)).rejects.toThrow(previewLinkTexts.linkNotFound);
    expect((await resolvePreviewToken(open.db, token)).state).toBe("active");
    expect((await list("abc")).status).toBe(404);
    expect(link.state).toBe("aktiv");
  });
});
