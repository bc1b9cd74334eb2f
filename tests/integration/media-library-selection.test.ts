// Several files of the library at once. Through the route's action with a real
// signed-in session: a category change for all selected files, a delete that first names every page
// using any of them and only deletes after confirmation (rows first, then the stored files), and
// refusal of unknown ids or a storage that is away, with nothing changed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { mediaAssets, pages } from "#db/schema";
import { auth } from "~/features/auth/auth.server";
import { createConfirmedAccount } from "~/features/auth/first-admin.server";
import { action as mediaAction } from "~/routes/cms/media-library";
import { testDatabases } from "./databases";
import { answerOf } from "./action-answer";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-library-selection-"));
const mediaDir = path.join(dataDir, "media");
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = "s".repeat(16) + "-library-selection-secret-012345";
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;
delete process.env.S3_BUCKET;

const SITE = "http://localhost:3000";

describe.each(testDatabases)("Auswahl in der Medienbibliothek auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let cookie = "";
  const email = "selection.admin@auralis-medizintechnik.example";
  const password = "Auswahl-Passwort-1";

  const post = (fields: Record<string, string | string[]>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(key, one);
    const request = new Request(`${SITE}/cms/media-library`, { method: "POST", headers: { cookie, origin: SITE, "x-auralis-client-ip": "127.0.0.1" }, body });
    return answerOf(() => mediaAction({ request, params: {}, context: {} } as never));
  };

  /** A library file with its bytes on disk. */
  async function storedAsset(name: string, title: string | null = null) {
    const filename = `${name}-${Math.random().toString(36).slice(2, 8)}.webp`;
    fs.mkdirSync(mediaDir, { recursive: true });
    fs.writeFileSync(path.join(mediaDir, filename), "bild");
    const [row] = await open.db.insert(mediaAssets).values({ filename, title, category: "geburt", mimeType: "image/webp" }).returning();
    return row;
  }
  const categoriesOf = async (ids: number[]) =>
    (await open.db.select({ id: mediaAssets.id, category: mediaAssets.category }).from(mediaAssets).where(inArray(mediaAssets.id, ids)))
      .sort((a, b) => a.id - b.id)
      .map((row) => row.category);
  const rowCount = async (ids: number[]) => (await open.db.select({ id: mediaAssets.id }).from(mediaAssets).where(inArray(mediaAssets.id, ids))).length;
  const onDisk = (filename: string) => fs.existsSync(path.join(mediaDir, filename));

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await createConfirmedAccount({ email, password, name: "Auswahl", role: "admin" });
    const signIn = await auth().handler(
      new Request(`${SITE}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, "x-auralis-client-ip": "127.0.0.1" },
        body: JSON.stringify({ email, password }),
      }),
    );
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await open?.close();
  });

  it("changes the category of every selected file, and of none when one id is unknown", async () => {
    const a = await storedAsset("kategorie-a");
    const b = await storedAsset("kategorie-b");
    const untouched = await storedAsset("kategorie-c");

    const changed = await post({ intent: "bulk-category", ids: [String(a.id), String(b.id)], category: "pflege" });
    expect(changed).toMatchObject({ status: 200, body: { ok: true, message: "Kategorie von 2 Dateien geändert" } });
    expect(await categoriesOf([a.id, b.id, untouched.id])).toEqual(["pflege", "pflege", "geburt"]);

    // 'Keine Kategorie' stores null, as in the single edit form.
    const none = await post({ intent: "bulk-category", ids: String(a.id), category: "none" });
    expect(none.body.message).toBe("Kategorie von 1 Datei geändert");
    expect(await categoriesOf([a.id])).toEqual([null]);

    const unknown = await post({ intent: "bulk-category", ids: [String(b.id), String(untouched.id), "987654"], category: "wellness" });
    expect(unknown).toMatchObject({
      status: 404,
      body: { ok: false, message: "Mindestens eine ausgewählte Datei wurde nicht gefunden. Es wurde nichts geändert." },
    });
    expect(await categoriesOf([b.id, untouched.id])).toEqual(["pflege", "geburt"]);
  });

  it("refuses an empty, malformed or oversized selection with a German message", async () => {
    const a = await storedAsset("grenze");
    const message = "Die Auswahl ist ungültig: bitte 1 bis 200 Dateien der Bibliothek auswählen.";
    for (const ids of [[], ["abc"], ["-5"], Array.from({ length: 201 }, (_, i) => String(i + 1))]) {
      expect(await post({ intent: "bulk-category", ids, category: "pflege" })).toMatchObject({ status: 400, body: { ok: false, message } });
      expect(await post({ intent: "bulk-delete", ids, confirmInUse: "1" })).toMatchObject({ status: 400, body: { ok: false, message } });
    }
    // A category over its limit is refused too.
    expect((await post({ intent: "bulk-category", ids: String(a.id), category: "x".repeat(61) })).status).toBe(400);
    expect(await categoriesOf([a.id])).toEqual(["geburt"]);
  });

  it("deletes unused files at once: rows first, then the stored files", async () => {
    const a = await storedAsset("loeschen-a");
    const b = await storedAsset("loeschen-b");
    const answer = await post({ intent: "bulk-delete", ids: [String(a.id), String(b.id)] });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: "2 Dateien gelöscht" } });
    expect(await rowCount([a.id, b.id])).toBe(0);
    expect(onDisk(a.filename) || onDisk(b.filename)).toBe(false);
  });

  it("names every page using a selected file once, and deletes only after confirmation", async () => {
    const hero = await storedAsset("verwendet-hero", "Hero Bild");
    const gallery = await storedAsset("verwendet-galerie");
    const free = await storedAsset("unbenutzt");
    await open.db.insert(pages).values([
      { slug: "/auswahl-eins", title: "Auswahl Eins", published: true, heroAssetId: hero.id, galleryAssetIds: [hero.id, gallery.id] },
      { slug: "/auswahl-zwei", title: "Auswahl Zwei", published: false, galleryAssetIds: [gallery.id] },
    ]);
    const ids = [String(hero.id), String(gallery.id), String(free.id)];

    const warning = await post({ intent: "bulk-delete", ids });
    expect(warning.status).toBe(409);
    expect(warning.body).toMatchObject({
      ok: false,
      needsConfirmation: true,
      message: "Ausgewählte Dateien werden noch verwendet. Bitte bestätigen Sie das Löschen erneut.",
    });
    // Page one uses two of the files (hero and gallery) and is named once, with both.
    expect(warning.body.placeUsage).toEqual([
      { place: "Auswahl Eins (/auswahl-eins)", href: "/auswahl-eins", files: ["Hero Bild", gallery.filename] },
      { place: "Auswahl Zwei (/auswahl-zwei)", href: "/auswahl-zwei", files: [gallery.filename] },
    ]);
    expect(await rowCount([hero.id, gallery.id, free.id])).toBe(3);
    expect(onDisk(hero.filename) && onDisk(gallery.filename) && onDisk(free.filename)).toBe(true);

    const unknown = await post({ intent: "bulk-delete", ids: [...ids, "987654"], confirmInUse: "1" });
    expect(unknown).toMatchObject({
      status: 404,
      body: { ok: false, message: "Mindestens eine ausgewählte Datei wurde nicht gefunden. Es wurde nichts geändert." },
    });
    expect(await rowCount([hero.id, gallery.id, free.id])).toBe(3);

    const confirmed = await post({ intent: "bulk-delete", ids, confirmInUse: "1" });
    expect(confirmed).toMatchObject({ status: 200, body: { ok: true, message: "3 Dateien gelöscht" } });
    expect(await rowCount([hero.id, gallery.id, free.id])).toBe(0);
    expect([hero, gallery, free].some((asset) => onDisk(asset.filename))).toBe(false);
    // The page's hero reference cleared itself.
    const [pageOne] = await open.db.select().from(pages).where(eq(pages.slug, "/auswahl-eins"));
    expect(pageOne.heroAssetId).toBeNull();
  });

  it("answers 503 and deletes nothing while the storage is away", async () => {
    const a = await storedAsset("speicher-weg");
    // DATA_DIR/media replaced by a plain file: the folder cannot be reached.
    const aside = `${mediaDir}-beiseite`;
    fs.renameSync(mediaDir, aside);
    fs.writeFileSync(mediaDir, "kein Ordner");
    try {
      const answer = await post({ intent: "bulk-delete", ids: String(a.id), confirmInUse: "1" });
      expect(answer).toMatchObject({
        status: 503,
        body: { ok: false, message: "Der Medienspeicher ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut." },
      });
      expect(await rowCount([a.id])).toBe(1);
    } finally {
      fs.rmSync(mediaDir);
      fs.renameSync(aside, mediaDir);
    }
    expect(onDisk(a.filename)).toBe(true);
  });
});
