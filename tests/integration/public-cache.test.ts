// The page cache (decisions 0016, 0022 and 0031) over the whole HTTP stack (server/app.ts createRequestListener, the real
// routes and the live-edit endpoint): which writes drop which cached pages, and that concurrent misses
// for one page share one render. Behaviour only; the figures are scripts/bench.mjs's.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, signInCookie, startSecurityStack, type SecurityStack } from "./security-stack";

let stack: SecurityStack;
let url: string;
let adminCookie: string;

beforeAll(async () => {
  stack = await startSecurityStack();
  url = stack.url;
  adminCookie = await signInCookie(url, ADMIN.email, ADMIN.password);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

interface LiveSection {
  id: number;
  sectionName: string;
  sectionType: string;
  contentHtml: string | null;
  isPublished: boolean;
  settings: Record<string, unknown>;
  mediaAssetIds: number[];
}

async function liveEdit(slug: string): Promise<{ revision: number; sections: LiveSection[] }> {
  const response = await fetch(`${url}/cms/api/live-edit?slug=${encodeURIComponent(slug)}`, { headers: { Cookie: adminCookie, Accept: "application/json" } });
  expect(response.status).toBe(200);
  return (await response.json()) as never;
}

async function sectionAction(slug: string, body: unknown, scope?: "page") {
  const response = await fetch(`${url}/cms/api/live-edit?slug=${encodeURIComponent(slug)}${scope ? `&scope=${scope}` : ""}`, {
    method: "POST",
    headers: { Cookie: adminCookie, Origin: url, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const result = (await response.json()) as { ok?: boolean; message?: string; data?: { sectionId?: number } };
  expect(response.status, JSON.stringify(result)).toBe(200);
  return result;
}

function input(section: LiveSection, changes: Partial<LiveSection>) {
  const merged = { ...section, ...changes };
  return {
    sectionName: merged.sectionName,
    sectionType: merged.sectionType,
    contentHtml: merged.contentHtml ?? "",
    isPublished: merged.isPublished,
    settings: merged.settings,
    mediaAssetIds: merged.mediaAssetIds,
  };
}

async function visit(path: string) {
  const response = await fetch(`${url}${path}`);
  return { cache: response.headers.get("x-cache"), status: response.status, html: await response.text(), headers: response.headers };
}

/** Visits until the page is cached (the first render after a change may be a MISS), then returns the HIT. */
async function warm(path: string) {
  await visit(path);
  const hit = await visit(path);
  expect(hit.cache, path).toBe("HIT");
  return hit;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("the page cache and the writes of editors", () => {
  it("answers a hit with the stored bytes in the encoding asked for, and 304 for the ETag it holds", async () => {
    await warm("/service");
    const plain = await fetch(`${url}/service`, { headers: { "Accept-Encoding": "identity" } });
    const html = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(html));
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    // fetch decompresses; the header says what came over the wire.
    const gzip = await fetch(`${url}/service`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(html);
    // Brotli is made in the background once the page is stored; a moment later hits carry it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const br = await fetch(`${url}/service`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(html);
    for (const response of [plain, gzip, br]) {
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("'sha256-");
      expect(response.headers.get("content-security-policy")).not.toContain("default-src 'none'");
      expect(response.headers.get("content-security-policy")?.match(/script-src/g)).toHaveLength(1);
    }
    // As a browser revalidates what it holds: If-None-Match alone. (fetch() would add
    // "Cache-Control: no-cache", a reload, which gets the whole page: server/content-negotiation.test.ts.)
    const notModified = await new Promise<{ status?: number; etag?: string; body: string }>((resolve, reject) => {
      http
        .get(`${url}/service`, { headers: { "If-None-Match": etag } }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode, etag: res.headers.etag, body }));
        })
        .on("error", reject);
    });
    expect(notModified.status).toBe(304);
    expect(notModified.etag).toBe(etag);
    expect(notModified.body).toBe("");
    const head = await fetch(`${url}/service`, { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(html));
  });

  it("a draft save leaves visitors' cached pages alone, while staff see it at once", async () => {
    const slug = "/service";
    const before = await warm(slug);
    const created = await sectionAction(slug, { intent: "create", data: { baseRevision: (await liveEdit(slug)).revision } });
    const sectionId = created.data?.sectionId;
    expect(sectionId).toBeTypeOf("number");
    let live = await liveEdit(slug);
    let draft = live.sections.find((s) => s.id === sectionId)!;
    // A new section starts as a draft; make sure, so visitors never saw it.
    if (draft.isPublished) {
      await sectionAction(slug, { intent: "toggle", data: { sectionId, baseRevision: live.revision, published: false } });
      await warm(slug);
      live = await liveEdit(slug);
      draft = live.sections.find((s) => s.id === sectionId)!;
    }
    const cachedBefore = await warm(slug);
    const marker = `Entwurf ${stamp()}`;
    await sectionAction(slug, {
      intent: "update",
      data: { sectionId, baseRevision: live.revision, autosave: true, input: input(draft, { contentHtml: `<p>${marker}</p>`, isPublished: false }) },
    });
    const after = await visit(slug);
    expect(after.cache).toBe("HIT");
    expect(after.html).toBe(cachedBefore.html);
    expect(after.html).not.toContain(marker);
    // Staff never read the cache, and their page data for this page dropped.
    const staff = await fetch(`${url}${slug}`, { headers: { Cookie: adminCookie } });
    expect(await staff.text()).toContain(marker);
    expect(before.status).toBe(200);
  });

  it("a published change reaches the next visitor; pages it does not show stay cached; a title change drops every page", async () => {
    const slug = "/service";
    const elsewhere = "/kontakt";
    const changeSection = async (marker: string) => {
      const live = await liveEdit(slug);
      const section = live.sections.find((s) => s.isPublished && s.sectionType === "text")!;
      await sectionAction(slug, {
        intent: "update",
        data: { sectionId: section.id, baseRevision: live.revision, input: input(section, { contentHtml: `<p>${marker}</p>` }) },
      });
    };
    // A page's first recorded change has nothing to compare with and drops everything; from then on
    // the revision before a change says what visitors saw.
    await changeSection(`Erste ${stamp()}`);
    await warm(slug);
    await warm(elsewhere);
    const marker = `Sichtbar ${stamp()}`;
    await changeSection(marker);
    // The answer to the save has come: the very next visitor gets the new page, re-rendered before the
    // save was answered, so no visitor waits for that render.
    const next = await visit(slug);
    expect(next.cache, "die geänderte Seite").toBe("HIT");
    expect(next.html).toContain(marker);
    expect((await visit(elsewhere)).cache).toBe("HIT");
    // The re-rendered page carries the very header lines a visitor's own render gets (security
    // headers, the policy with its script hashes), the ones that name one response aside.
    const own = await visit(`${slug}?eigene=${stamp()}`);
    expect(own.cache).toBe("MISS");
    expect(own.html).toBe(next.html);
    const lines = (headers: Headers) =>
      [...headers.entries()].filter(([name]) => !["date", "etag", "x-cache", "server-timing", "content-length", "connection", "keep-alive"].includes(name));
    expect(lines(next.headers)).toEqual(lines(own.headers));

    // A page's title shows in the navigation of every page: everything drops.
    await warm(elsewhere);
    const [page] = await stack.query<{ id: number; title: string }>(`select id, title from pages where slug = '${slug}'`);
    const revision = (await liveEdit(slug)).revision;
    const result = await sectionAction(
      slug,
      { intent: "update", data: { pageId: page.id, baseRevision: revision, updates: { title: `${page.title} ${stamp()}` } } },
      "page",
    );
    expect(result.ok, JSON.stringify(result)).toBeTruthy();
    expect((await visit(elsewhere)).cache, "nach der Titeländerung").toBe("MISS");
  });

  it("a section's text reaches its own page only; a change of its pictures reaches the siblings that show the page's first picture", async () => {
    const slug = "/produkte/geburt-und-wochenbett/generosa";
    const [{ parent_slug: parent }] = await stack.query<{ parent_slug: string }>(`select parent_slug from pages where slug = '${slug}'`);
    const [{ slug: sibling }] = await stack.query<{ slug: string }>(
      `select slug from pages where parent_slug = '${parent}' and slug <> '${slug}' and published order by sort_order limit 1`,
    );
    const [{ id: pictureId }] = await stack.query<{ id: number }>(`select id from media_assets order by id limit 1`);
    // Product pages need 'Freigabe' in the seed, so no edit of theirs reaches visitors before it is approved
    // (tests/integration/approval.test.ts). This one is switched off, as an administrator may, and published:
    // from then on its edits go live (switching off alone keeps the approved copy, decision 0043).
    const [{ id: pageId }] = await stack.query<{ id: number }>(`select id from pages where slug = '${slug}'`);
    const switched = await fetch(`${url}/cms/api/freigabe`, {
      method: "POST",
      headers: { Cookie: adminCookie, Origin: url, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ intent: "page-setting", pageId: Number(pageId), required: false }),
    });
    expect(switched.status, await switched.text()).toBe(200);
    await sectionAction(slug, { intent: "toggle", data: { pageId: Number(pageId), baseRevision: (await liveEdit(slug)).revision, published: true } }, "page");
    const update = async (changes: (section: LiveSection) => Partial<LiveSection>) => {
      const live = await liveEdit(slug);
      const section = live.sections.find((s) => s.isPublished)!;
      await sectionAction(slug, { intent: "update", data: { sectionId: section.id, baseRevision: live.revision, input: input(section, changes(section)) } });
    };
    // A page's first recorded change drops everything (nothing to compare with).
    await update(() => ({ sectionName: `Erste ${stamp()}` }));
    // The sibling is stored but not read since: a change that reaches it drops it (a MISS shows that).
    await visit(sibling);
    const marker = `Text ${stamp()}`;
    await update(() => ({ contentHtml: `<p>${marker}</p>` }));
    expect((await visit(slug)).html).toContain(marker);
    expect((await visit(sibling)).cache, "Geschwister nach einer Textänderung").toBe("HIT");
    // A picture changes what the siblings may show: the first change re-renders the sibling just read
    // (stored anew, unread), the second, putting the pictures back, then drops it.
    const pictures = (await liveEdit(slug)).sections.find((s) => s.isPublished)!.mediaAssetIds;
    await update(() => ({ mediaAssetIds: pictures.includes(pictureId) ? pictures.filter((id) => id !== pictureId) : [pictureId, ...pictures] }));
    await update(() => ({ mediaAssetIds: pictures }));
    expect((await visit(sibling)).cache, "Geschwister nach einer Bildänderung").toBe("MISS");
  });

  it("concurrent misses for one address share one render", async () => {
    const path = `/ueber-uns?gleichzeitig=${stamp()}`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => visit(path)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.cache === "MISS")).toHaveLength(1);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
  });

  it("over HTTP, no German reaches a French page: a version still titled in German is a 404, a copied section published on its own stays hidden; translated, each reaches the next visitor", async () => {
    // A German page without a French version yet, its French copy made through the edit mode's API.
    const [german] = await stack.query<{ id: number; slug: string }>(
      "select id, slug from pages p where language = 'de' and published and exists (select 1 from page_sections s where s.page_slug = p.slug and s.section_type = 'text') and not exists (select 1 from pages f where f.translation_key = p.translation_key and f.language = 'fr') order by id limit 1",
    );
    const slugPart = `lesemodell-${stamp()}`;
    const created = (await sectionAction("/", { intent: "create-version", data: { pageId: german.id, language: "fr", copyFrom: "de", slugPart } }, "page")) as {
      data?: { pageId: number; slug: string };
    };
    const french = created.data!;
    // Published straight in the rows, as a write that skips the publish check would (decision 0044).
    await stack.query(`update pages set published = true where id = ${french.pageId}`);
    expect((await visit(french.slug)).status).toBe(404);
    // Translated, the title makes it a page: the next visitor of it and of the sitemap sees it.
    const titled = `Page traduite ${stamp()}`;
    await sectionAction(
      french.slug,
      { intent: "update", data: { pageId: french.pageId, baseRevision: (await liveEdit(french.slug)).revision, updates: { title: titled } } },
      "page",
    );
    const page = await visit(french.slug);
    expect(page.status).toBe(200);
    expect(page.html).toContain(titled);
    expect((await visit("/sitemap.xml")).html).toContain(french.slug);
    // Its copied sections hold the German page's texts: none of them shows, also once published through the edit mode.
    const live = await liveEdit(french.slug);
    const copied = live.sections.find((s) => s.sectionType === "text")!;
    expect(copied).toBeDefined();
    if (!copied.isPublished)
      await sectionAction(french.slug, { intent: "toggle", data: { sectionId: copied.id, baseRevision: live.revision, published: true } });
    const germanText = (await visit(german.slug)).html;
    const hidden = (await warm(french.slug)).html;
    expect(hidden).not.toContain(`data-section-id="${copied.id}"`);
    const marker = `Texte traduit ${stamp()}`;
    const current = await liveEdit(french.slug);
    const section = current.sections.find((s) => s.id === copied.id)!;
    await sectionAction(french.slug, {
      intent: "update",
      data: {
        sectionId: section.id,
        baseRevision: current.revision,
        // Every text of it in French: a section with one German text left does not show.
        input: input(section, {
          contentHtml: `<p>${marker}</p>`,
          isPublished: true,
          settings: Object.fromEntries(
            Object.entries(section.settings).map(([key, value]) => [key, typeof value === "string" && value ? `${value} (fr)` : value]),
          ),
        }),
      },
    });
    const shown = await visit(french.slug);
    expect(shown.cache).toBe("HIT");
    expect(shown.html).toContain(marker);
    expect(germanText).not.toContain(marker);
  });
});
