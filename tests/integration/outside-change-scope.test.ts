// Page caches stay exact for what pages show from elsewhere (app/features/visitor-site/outside-change-scope.server.ts):
// a library file's alt text, a file that goes, a testimonial – each reaches exactly the pages whose visitor view
// shows it. A page that needs 'Freigabe' shows what its approval froze, so only its staff view drops; the
// logo reaches every page. Through writeContent, the way every CMS write runs, on both databases.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { globalSettings, mediaAssets, testimonials } from "#db/schema";
import { createPage, updatePage } from "~/features/page-admin/page-admin.server";
import { createSection } from "~/features/sections/section-admin.server";
import { currentRevision } from "~/core/revisions/page-history.server";
import { decideApproval, setPageApproval, submitForApproval } from "~/features/approval/approval.server";
import { publishApprovedVersion } from "~/features/page-admin/publish-approved.server";
import { writeContent } from "~/core/content/content-write.server";
import { onContentChanged, type ContentScope } from "~/core/content/content-version.server";
import { reportOutsideChange } from "~/core/content/outside-change.server";
import type { Viewer } from "~/core/access/viewer";
import { slugMatchKey } from "~/lib/slug";
import { loadUsageIndex } from "~/features/media/library/library.server";
import { scopeOfOutsideChange } from "~/features/visitor-site/outside-change-scope.server";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const rita = { id: "u-rita", email: "rita.ra@auralis-medizintechnik.example" };
const editor = {
  id: anna.id,
  email: anna.email,
  name: "Anna",
  role: "editor",
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId: "s",
} as const as unknown as Viewer;

describe.each(testDatabases)("Was Seiten von anderswo zeigen, und welche Seiten eine Änderung daran erreicht, auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let picture: number;
  let other: number;
  let logo: number;
  const tx = <T>(fn: (db: Parameters<Parameters<OpenDatabase["db"]["transaction"]>[0]>[0]) => Promise<T>) => open.db.transaction(fn);
  const key = slugMatchKey;

  /** The scope the caches hear for a write of `operation` that runs `change`. */
  async function scopeOf(operation: "media.edit" | "testimonials.edit", change: Parameters<typeof writeContent>[2]): Promise<ContentScope> {
    const heard: ContentScope[] = [];
    const stop = onContentChanged((scope) => void heard.push(scope));
    try {
      await writeContent(editor, operation, change);
    } finally {
      stop();
    }
    expect(heard).toHaveLength(1);
    return heard[0];
  }

  async function publishedPage(title: string, sections: Parameters<typeof createSection>[3][]) {
    const { page } = await tx((db) => createPage(db, { title, published: true }, { author: anna }));
    await tx((db) => updatePage(db, page.id, { metaTitle: `${title} – Auralis` }, { author: anna }));
    for (const section of sections) await tx((db) => createSection(db, page.slug, { author: anna }, section));
    return page;
  }

  const pictureSection = (id: number) => ({
    sectionName: "Bild",
    sectionType: "image_text",
    settings: { title: "Im Einsatz", image: `asset:${id}` },
    mediaAssetIds: [id],
    isPublished: true,
  });
  const voices = { sectionName: "Stimmen", sectionType: "testimonials", settings: { title: "Das sagen Kunden" }, isPublished: true };

  let plain: { slug: string };
  let approved: { slug: string };
  let unrelated: { slug: string };
  let draftOnly: { slug: string };

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    [{ id: picture }, { id: other }, { id: logo }] = await open.db
      .insert(mediaAssets)
      .values([
        { filename: "bett.png", mimeType: "image/png", width: 800, height: 600, altText: "Bett" },
        { filename: "wanne.png", mimeType: "image/png", width: 800, height: 600, altText: "Wanne" },
        { filename: "logo.png", mimeType: "image/png", width: 800, height: 200, altText: "Logo" },
      ])
      .returning({ id: mediaAssets.id });
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de"], logoAssetId: logo });
    await open.db.insert(testimonials).values({ author: "Frau Erste", quote: "Bewährt im Alltag", language: "de" });

    plain = await publishedPage("Bett im Alltag", [pictureSection(picture), voices]);
    unrelated = await publishedPage("Wanne im Alltag", [pictureSection(other)]);
    // The picture only in a draft section: visitors do not see it there, staff do.
    draftOnly = await publishedPage("Bett in Vorbereitung", [{ ...pictureSection(picture), isPublished: false }]);
    // A page that needs 'Freigabe', approved and published with the picture and the testimonials.
    const { page } = await tx((db) => createPage(db, { title: "Bett mit Freigabe" }, { author: anna }));
    await tx((db) => updatePage(db, page.id, { metaTitle: "Bett mit Freigabe – Auralis" }, { author: anna }));
    for (const section of [pictureSection(picture), voices]) await tx((db) => createSection(db, page.slug, { author: anna }, section));
    await tx((db) => setPageApproval(db, page.id, true, anna));
    const submitted = await tx(async (db) =>
      submitForApproval(db, page.id, { baseRevision: await currentRevision(db, page.slug), comment: "Bitte prüfen" }, anna),
    );
    await tx((db) => decideApproval(db, submitted.id, { decision: "approve" }, rita));
    await tx((db) => publishApprovedVersion(db, page.id, { author: anna, publishAnyway: true }));
    approved = page;
  });

  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
  });

  it("an alt text reaches the pages that show the picture; the approved page and the page showing it only in a draft drop only for staff", async () => {
    const scope = await scopeOf("media.edit", async (db) => {
      await reportOutsideChange(db, { assetIds: [picture] });
      await db.update(mediaAssets).set({ altText: "Pflegebett" }).where(eq(mediaAssets.id, picture));
    });
    expect(scope.kind).toBe("pages");
    if (scope.kind !== "pages") return;
    expect(scope.visible).toEqual([key(plain.slug)]);
    expect(scope.drafts.sort()).toEqual([key(approved.slug), key(draftOnly.slug)].sort());
    expect([...scope.visible, ...scope.drafts]).not.toContain(key(unrelated.slug));
  });

  it("a file that goes is found where it showed, before it goes", async () => {
    const [{ id: gone }] = await open.db
      .insert(mediaAssets)
      .values({ filename: "weg.png", mimeType: "image/png", altText: "Weg" })
      .returning({ id: mediaAssets.id });
    const page = await publishedPage("Mit bald gelöschtem Bild", [pictureSection(gone)]);
    const scope = await scopeOf("media.edit", async (db) => {
      await reportOutsideChange(db, { assetIds: [gone] });
      await db.delete(mediaAssets).where(eq(mediaAssets.id, gone));
    });
    expect(scope).toMatchObject({ kind: "pages", visible: [key(page.slug)] });
  });

  it("a testimonial reaches the pages whose testimonials section shows the published ones – not the approved page, which shows what was approved", async () => {
    const scope = await scopeOf("testimonials.edit", (db) =>
      db.insert(testimonials).values({ author: "Herr Zweit", quote: "Neu", language: "de", sortOrder: 1 }),
    );
    expect(scope).toMatchObject({ kind: "pages", visible: [key(plain.slug)], drafts: [key(approved.slug)] });
  });

  it("past the most pages it reads for one change, every page drops at once instead of reading them in the write", async () => {
    // The testimonial's candidates here: the plain page and the approved one (a testimonials section each), and their
    // neighbours. With room for them, the answer is exact; with room for fewer, it is everything.
    const exact = await tx((db) => scopeOfOutsideChange(db, { testimonials: true }));
    expect(exact).toMatchObject({ kind: "pages", visible: [key(plain.slug)] });
    const candidates = exact.kind === "pages" ? exact.visible.length + exact.drafts.length : 0;
    expect(candidates).toBeGreaterThan(1);
    expect(await tx((db) => scopeOfOutsideChange(db, { testimonials: true }, candidates))).toEqual(exact);
    expect(await tx((db) => scopeOfOutsideChange(db, { testimonials: true }, candidates - 1))).toEqual({ kind: "all" });
  });

  it("a category changes nothing a visitor sees; the logo reaches every page", async () => {
    expect(
      await scopeOf("media.edit", async (db) => {
        await reportOutsideChange(db, { assetIds: [] });
        await db.update(mediaAssets).set({ category: "produkte" }).where(eq(mediaAssets.id, picture));
      }),
    ).toEqual({ kind: "pages", visible: [], drafts: [] });
    expect(
      await scopeOf("media.edit", async (db) => {
        await reportOutsideChange(db, { assetIds: [logo] });
        await db.update(mediaAssets).set({ altText: "Neues Logo" }).where(eq(mediaAssets.id, logo));
      }),
    ).toEqual({ kind: "all" });
  });

  it("the library counts a picture an approved copy shows as in use, so deleting it asks first", async () => {
    const usage = (await loadUsageIndex(open.db, [{ id: picture, filename: "bett.png" }])).get(picture) ?? [];
    expect(usage).toContainEqual({
      kind: "approved",
      label: `Bett mit Freigabe (${approved.slug}) – freigegebene Fassung`,
      href: approved.slug,
      published: false,
    });
  });

  it("a library write that names nothing still reaches every page", async () => {
    expect(await scopeOf("media.edit", (db) => db.update(globalSettings).set({ logoAssetId: other }))).toEqual({ kind: "all" });
  });
});
