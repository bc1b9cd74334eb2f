// Backup and restore (docs/decisions/0009-backup-and-restore.md) on every database the integration tests know (PGlite, and a
// Postgres server with TEST_DATABASE_URL) and with both media storages (a folder, and an S3 bucket
// served by s3rver on 127.0.0.1). The site is the real seed plus an account, a revision, inbox
// messages and changed settings; after the round trip every table, every sequence and every media
// file must be the same. Then the refusals: a target with content without --force, a damaged archive
// (nothing changed), a server holding the data directory.
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import S3rver from "s3rver";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, rowsOf as queryRows, type OpenDatabase } from "#db/client.server";
import { seedDatabase } from "#db/seed/seed.server";
import type { BackupManifest } from "~/features/backup/archive-manifest";
import { RestoreRefusedError } from "~/features/backup/backup-error";
import { parentsFirst } from "~/features/backup/catalog.server";
import { createBackup } from "~/features/backup/create-backup.server";
import { restoreBackup } from "~/features/backup/restore-backup.server";
import { createDiskStorage } from "~/features/media/storage/disk-storage.server";
import { createDocumentStorages, documentAreas, type DocumentStorages } from "~/features/documents/document-storage.server";
import { createS3Storage } from "~/features/media/storage/s3-storage.server";
import type { MediaStorage } from "~/features/media/storage/media-storage.server";
import { pages } from "#db/schema";
import { CONFIRMATION_TEMPLATE } from "~/features/contact/contact-mail-language";
import { createEmailTemplate, createTemplateVersion, updateEmailTemplate } from "~/features/email-templates/email-templates.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { updatePage } from "~/features/page-admin/page-admin.server";
import { saveLanguages, saveTranslatedTexts } from "~/features/settings/global-settings.server";
import { testDatabases } from "./databases";
import { ADMIN, signInCookie, startSecurityStack, type SecurityStack } from "./security-stack";

const temporaryDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
};

const BUCKETS = testDatabases.flatMap((d, i) => [`quelle-${i}`, `ziel-${i}`]);
let s3server: S3rver;
let s3endpoint: string;

beforeAll(async () => {
  s3server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory: tempDir("auralis-backup-s3rver-"),
    silent: true,
    configureBuckets: BUCKETS.map((name) => ({ name })),
  });
  const address: AddressInfo = await s3server.run();
  s3endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3server?.close();
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const bucketConfig = (name: string) => ({ bucket: name, endpoint: s3endpoint, region: "eu-central-2", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
const bucket = (name: string) => createS3Storage(bucketConfig(name));

async function rowsOf<T>(open: OpenDatabase, statement: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(open.db, statement);
}

/** Every table of `public` as JSON text (rows in a fixed order) and every sequence's position. */
async function snapshot(open: OpenDatabase): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(open, sql`select tablename::text as name from pg_tables where schemaname = 'public' order by 1`);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [{ data }] = await rowsOf<{ data: string }>(
      open,
      sql`select coalesce(json_agg(r order by r::text), '[]')::text as data from ${sql.identifier("public")}.${sql.identifier(name)} r`,
    );
    result[name] = data;
  }
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    open,
    sql`select sequencename::text as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
  );
  for (const s of sequences) result[`sequence ${s.name}`] = s.value ?? "unbenutzt";
  return result;
}

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Name → SHA-256 of every file the site serves: the storage's, plus the local seed folder's the bucket lacks. */
async function mediaSnapshot(storage: MediaStorage, localDir?: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const file of await storage.list(Number.MAX_SAFE_INTEGER)) result[file.name] = sha256((await storage.get(file.name))!);
  if (localDir && fs.existsSync(localDir)) {
    for (const name of fs.readdirSync(localDir)) {
      if (!(name in result) && fs.statSync(path.join(localDir, name)).isFile()) result[name] = sha256(fs.readFileSync(path.join(localDir, name)));
    }
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** "area/name" → SHA-256 of every document file ('Dokumente': drafts, published versions, the quarantine). */
async function documentsSnapshot(storages: DocumentStorages): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const area of documentAreas) {
    for (const file of await storages[area].list(Number.MAX_SAFE_INTEGER)) result[`${area}/${file.name}`] = sha256((await storages[area].get(file.name))!);
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The seeded site plus what staff and visitors add over time. */
async function fillSite(open: OpenDatabase, storage: MediaStorage, seedDir: string, documents: DocumentStorages) {
  expect(await seedDatabase(open.db, { mediaDir: seedDir, documents })).toBe(true);
  // A draft waiting for review and a file the integrity check moved out of service: every area is kept.
  await documents.pending.put(`${"d".repeat(64)}.pdf`, Buffer.from("%PDF-1.4\n% Entwurf\n"), { contentType: "application/pdf" });
  await documents.quarantine.put(`${"e".repeat(64)}.pdf`, Buffer.from("%PDF-1.4\n% verändert\n"), { contentType: "application/pdf" });
  const exec = (statement: ReturnType<typeof sql>) => open.db.execute(statement);
  // An administrator with password, session and two-factor secret (better-auth's tables).
  await exec(sql`insert into "user" (id, name, email, email_verified, role, two_factor_enabled, created_at, updated_at)
                 values ('u-erika', 'Erika Muster', 'erika@auralis-medizintechnik.example', true, 'admin', true,
                         '2026-03-01 08:00:00.123456', '2026-03-02 09:30:00.654321')`);
  await exec(sql`insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
                 values ('a-1', 'u-erika', 'credential', 'u-erika', 'salz:hash', now(), now())`);
  await exec(sql`insert into session (id, expires_at, token, user_id, created_at, updated_at, ip_address)
                 values ('s-1', now() + interval '7 days', 'token-1', 'u-erika', now(), now(), '127.0.0.1')`);
  await exec(sql`insert into two_factor (id, secret, backup_codes, user_id) values ('t-1', 'verschluesselt', 'codes', 'u-erika')`);
  // A bigint beyond JavaScript's exact integers: it must survive as text, digit for digit.
  await exec(sql`insert into rate_limit (id, key, count, last_request) values ('r-1', '127.0.0.1/sign-in/email', 3, 9007199254740993)`);
  await exec(sql`insert into page_revisions (page_key, revision, action, summary, author_id, author_email, snapshot)
                 values ('/', 2, 'update', 'Titel geändert', 'u-erika', 'erika@auralis-medizintechnik.example',
                         ${JSON.stringify({ title: "Startseite – «neu»", sections: [{ id: 1, settings: { text: "Zeile 1\nZeile 2\u2028" } }] })}::jsonb)`);
  await exec(sql`insert into contact_messages (name, email, message, source_page, status, done_at, done_by)
                 values ('Hans Meier', 'hans@example.ch', ${"Grüezi\r\nBitte Offerte für 2 Gebärwannen."}, '/kontakt', 'done', now(), 'erika@auralis-medizintechnik.example')`);
  // A deleted message leaves the sequence ahead of the highest id: the restored site must not reuse it.
  await exec(sql`insert into contact_messages (name, email, message) values ('Spam', 'spam@example.com', 'x')`);
  await exec(sql`delete from contact_messages where name = 'Spam'`);
  await exec(sql`update global_settings set site_title = 'Auralis – gesichert', primary_color = '#0B5CAD', contact_phone = '+41 44 000 00 00'`);
  // An upload in the site's storage, with its library row.
  const pdf = Buffer.from("%PDF-1.4\n% Datenblatt Pflegebad\n");
  await storage.put("datenblatt-pflegebad.pdf", pdf, { contentType: "application/pdf" });
  await exec(sql`insert into media_assets (filename, title, category, mime_type, size_bytes)
                 values ('datenblatt-pflegebad.pdf', 'Datenblatt Pflegebad', 'dokumente', 'application/pdf', ${pdf.length})`);
}

const erika = { id: "u-erika", email: "erika@auralis-medizintechnik.example" };

/**
 * Language work beyond the seed's versions (docs/decisions/0032-language-versions.md), through the
 * app's own functions: English switched on with global texts of its own, a French version copied from
 * a changed German page (its source revision and the marks of what is still copied), one field of it
 * translated, an English version copied from the French one, and a new e-mail template with a French
 * version (translated) and an Italian one (still the German copy).
 */
async function addLanguageWork(open: OpenDatabase) {
  await open.db.transaction(async (tx) => {
    await saveLanguages(tx, ["de", "fr", "it", "en"]);
    await saveTranslatedTexts(tx, "en", { footerText: "Swiss medical technology – «since 1994»", contactAddress: "Industriestrasse 12\n8604 Volketswil" });
    await saveTranslatedTexts(tx, "fr", { footerText: "Technique médicale suisse\u00a0: «\u00a0depuis 1994\u00a0»" });
  });
  const [about] = await open.db.select().from(pages).where(eq(pages.slug, "/ueber-uns"));
  await open.db.transaction((tx) => updatePage(tx, about.id, { intro: "Seit über 30 Jahren – «neu»." }, { author: erika }));
  const { page: french } = await open.db.transaction((tx) =>
    createLanguageVersion(tx, { pageId: about.id, language: "fr", copyFrom: "de", slugPart: "a-propos" }, { author: erika }),
  );
  await open.db.transaction((tx) => updatePage(tx, french.id, { title: "À propos" }, { author: erika }));
  await open.db.transaction((tx) => createLanguageVersion(tx, { pageId: about.id, language: "en", copyFrom: "fr", slugPart: "about-us" }, { author: erika }));
  // A template of its own with a French version, translated afterwards (the seed has each confirmation language already).
  await open.db.transaction(async (tx) => {
    const german = await createEmailTemplate(tx, {
      templateName: "Offerte – Begleitbrief",
      subject: "Ihre Offerte, {{name}}",
      html: "<p>Grüezi {{name}}</p>",
      replyTo: null,
    });
    const french = await createTemplateVersion(tx, german.id, "fr");
    await updateEmailTemplate(tx, french!.id, {
      templateName: german.templateName,
      subject: "Votre offre, {{name}}",
      html: "<p>Bonjour {{name}}</p>",
      replyTo: null,
    });
    await createTemplateVersion(tx, german.id, "it");
  });
}

interface LanguageState {
  pages: {
    slug: string;
    language: string;
    translation_key: string;
    source_revision: number | null;
    untranslated: string[];
    published: boolean;
    title: string;
  }[];
  sections: { page_slug: string; section_order: number; translation_key: string; untranslated: string[] }[];
  settings: { languages: string[]; translated_texts: Record<string, Record<string, string>> }[];
  templates: { template_name: string; language: string; subject: string }[];
}

/** What the language versions consist of, read column by column. */
async function languageState(open: OpenDatabase): Promise<LanguageState> {
  return {
    pages: await rowsOf(
      open,
      sql`select slug, language, translation_key::text, source_revision, untranslated, published, title from pages order by language, slug`,
    ),
    sections: await rowsOf(
      open,
      sql`select page_slug, section_order, translation_key::text, untranslated from page_sections order by page_slug, section_order, id`,
    ),
    settings: await rowsOf(open, sql`select languages, translated_texts from global_settings`),
    templates: await rowsOf(open, sql`select template_name, language, subject from email_templates order by template_name, language`),
  };
}

async function damagedCopy(archive: string, change: (dir: string, manifest: BackupManifest) => void): Promise<string> {
  const dir = tempDir("auralis-damaged-");
  await tar.x({ file: archive, cwd: dir });
  change(dir, JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")));
  const copy = path.join(tempDir("auralis-damaged-archive-"), "beschaedigt.tar.gz");
  await tar.c({ gzip: true, file: copy, cwd: dir }, fs.readdirSync(dir));
  return copy;
}

const cases = testDatabases.flatMap((database, index) => [
  { label: `${database.name}, Medien auf der Festplatte`, database, index, media: "disk" as const },
  { label: `${database.name}, Medien im S3-Bucket`, database, index, media: "s3" as const },
]);

/**
 * A restore loads the whole seeded site (every table, the pages with their language versions, the
 * media) into a fresh database; on PGlite on a busy two-core machine that took 30–35 s, beyond the
 * default limit of a test. What is checked is what arrives, not how fast.
 */
const RESTORE_TIMEOUT_MS = 120_000;

describe.each(cases)("Sicherung und Wiederherstellung: $label", ({ database, index, media }) => {
  let source: OpenDatabase | undefined;
  let target: OpenDatabase;
  let sourceStorage: MediaStorage;
  let targetStorage: MediaStorage;
  let localSeedDir: string | undefined;
  let sourceDocuments: DocumentStorages;
  let targetDocuments: DocumentStorages;
  let documentsBefore: Record<string, string>;
  let archive: string;
  let before: Record<string, string>;
  let mediaBefore: Record<string, string>;
  let languageBefore: LanguageState;

  beforeAll(async () => {
    const seedDir = path.join(tempDir("auralis-backup-site-"), "media");
    if (media === "disk") {
      sourceStorage = createDiskStorage(seedDir);
      targetStorage = createDiskStorage(path.join(tempDir("auralis-backup-target-"), "media"));
      sourceDocuments = createDocumentStorages(path.join(tempDir("auralis-backup-site-"), "documents"), null);
      targetDocuments = createDocumentStorages(path.join(tempDir("auralis-backup-target-"), "documents"), null);
    } else {
      // The seed's files in DATA_DIR/media beside the bucket, as on sites seeded before decision 0010.
      sourceStorage = bucket(`quelle-${index}`);
      targetStorage = bucket(`ziel-${index}`);
      // The documents in the same buckets, under documents/ (decision 0046): the library does not list them.
      sourceDocuments = createDocumentStorages("", bucketConfig(`quelle-${index}`));
      targetDocuments = createDocumentStorages("", bucketConfig(`ziel-${index}`));
      localSeedDir = seedDir;
    }
    source = await database.open();
    await fillSite(source, sourceStorage, seedDir, sourceDocuments);
    await addLanguageWork(source);
    before = await snapshot(source);
    // The library's alt texts of the further languages are part of what is compared after the restore.
    expect(before.media_assets).toMatch(/"alt_texts":\{"fr": ?"Logo d’Auralis Medizintechnik AG/);
    languageBefore = await languageState(source);
    mediaBefore = await mediaSnapshot(sourceStorage, localSeedDir);
    documentsBefore = await documentsSnapshot(sourceDocuments);
    // The seed's instructions for use and datasheets, plus the draft and the quarantined file.
    expect(Object.keys(documentsBefore).filter((key) => key.startsWith("public/")).length).toBeGreaterThan(50);
    archive = path.join(tempDir("auralis-backup-archive-"), "website.tar.gz");
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it("writes one archive with every table, sequence and media file", async () => {
    const summary = await createBackup(archive, { database: source!, storage: sourceStorage, localMediaDir: localSeedDir, documents: sourceDocuments });
    expect(fs.statSync(archive).size).toBe(summary.archiveBytes);
    expect(summary.tables.pages).toBeGreaterThan(10);
    expect(summary.tables.user).toBe(1);
    expect(summary.tables.contact_messages).toBe(1);
    expect(summary.mediaFiles).toBe(Object.keys(mediaBefore).length);
    expect(summary.documentFiles).toBe(Object.keys(documentsBefore).length);
    expect(summary.warnings).toEqual([]);
    console.info(
      `Sicherung ${database.name}/${media}: ${summary.durationMs.toFixed(0)} ms, ${(summary.archiveBytes / 1024).toFixed(0)} KB, ` +
        `${Object.values(summary.tables).reduce((s, n) => s + n, 0)} Zeilen, ${summary.mediaFiles} Dateien`,
    );
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries[0]).toBe("manifest.json");
    expect(entries).toEqual(
      expect.arrayContaining([
        "database/pages.ndjson",
        "database/user.ndjson",
        "media/datenblatt-pflegebad.pdf",
        `documents/pending/${"d".repeat(64)}.pdf`,
        `documents/quarantine/${"e".repeat(64)}.pdf`,
      ]),
    );
    // Nothing the storage regenerates (resized copies) and nothing outside the four folders.
    expect(entries.every((e) => /^(manifest\.json|database\/|media\/|documents\/)/.test(e))).toBe(true);
  });

  it(
    "restores the same site into an empty target",
    async () => {
      // The source goes away entirely (on the Postgres server: the schema is dropped and made again).
      await source!.close();
      source = undefined;
      target = database.name === "PGlite" ? await openDatabase({ memory: true }) : await database.open();
      const summary = await restoreBackup(archive, { database: target, storage: targetStorage, documents: targetDocuments });
      expect(await documentsSnapshot(targetDocuments)).toEqual(documentsBefore);
      expect(summary.documentFiles).toBe(Object.keys(documentsBefore).length);
      console.info(`Wiederherstellung ${database.name}/${media}: ${summary.durationMs.toFixed(0)} ms`);
      expect(summary.replaced).toBe(false);
      expect(await snapshot(target)).toEqual(before);
      // With S3 every file is in the bucket afterwards, the seed's ones included.
      expect(await mediaSnapshot(targetStorage)).toEqual(mediaBefore);
      // The next inbox message gets a new id, not the one of the deleted message.
      const [{ id }] = await rowsOf<{ id: number }>(
        target,
        sql`insert into contact_messages (name, email, message) values ('Neu', 'neu@example.ch', 'x') returning id`,
      );
      expect(id).toBe(3);
      await target.db.execute(sql`delete from contact_messages where id = 3`);
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    "restores the language versions with their marks, the languages, the translated texts and the template versions",
    async () => {
      const restored = await languageState(target);
      expect(restored).toEqual(languageBefore);
      // What that comparison covers: the seeded French and Italian versions, each in its German page's
      // group, and the versions made above with their source revision and marks.
      const german = new Map(restored.pages.filter((p) => p.language === "de").map((p) => [p.translation_key, p.slug]));
      const versions = restored.pages.filter((p) => p.language !== "de");
      expect(versions.filter((p) => p.language === "fr").length).toBeGreaterThan(10);
      // Italian: the seed has its home and contact page.
      expect(versions.filter((p) => p.language === "it").map((p) => p.slug)).toEqual(["/it", "/it/contatto"]);
      for (const version of versions) expect(german.has(version.translation_key), version.slug).toBe(true);
      const french = restored.pages.find((p) => p.slug === "/fr/a-propos")!;
      expect(german.get(french.translation_key)).toBe("/ueber-uns");
      expect(french.source_revision).toBeGreaterThan(0);
      expect(french).toMatchObject({ title: "À propos", published: false });
      expect(french.untranslated).toContain("intro");
      expect(french.untranslated).not.toContain("title");
      expect(restored.pages.find((p) => p.slug === "/en/about-us")).toMatchObject({ language: "en", translation_key: french.translation_key });
      const frenchSections = restored.sections.filter((s) => s.page_slug === "/fr/a-propos");
      expect(frenchSections.length).toBeGreaterThan(0);
      expect(frenchSections.every((s) => s.untranslated.length > 0)).toBe(true);
      const germanSectionKeys = new Set(restored.sections.filter((s) => s.page_slug === "/ueber-uns").map((s) => s.translation_key));
      expect(frenchSections.every((s) => germanSectionKeys.has(s.translation_key))).toBe(true);
      expect(restored.settings).toEqual([
        {
          languages: ["de", "fr", "it", "en"],
          translated_texts: expect.objectContaining({
            en: { footerText: "Swiss medical technology – «since 1994»", contactAddress: "Industriestrasse 12\n8604 Volketswil" },
            fr: expect.objectContaining({ footerText: "Technique médicale suisse\u00a0: «\u00a0depuis 1994\u00a0»" }),
            it: expect.objectContaining({ footerText: expect.any(String) }),
          }),
        },
      ]);
      expect(restored.templates.filter((t) => t.template_name === CONFIRMATION_TEMPLATE).map((t) => t.language)).toEqual(["de", "en", "fr", "it"]);
      expect(restored.templates.filter((t) => t.template_name === "Offerte – Begleitbrief")).toEqual([
        { template_name: "Offerte – Begleitbrief", language: "de", subject: "Ihre Offerte, {{name}}" },
        { template_name: "Offerte – Begleitbrief", language: "fr", subject: "Votre offre, {{name}}" },
        { template_name: "Offerte – Begleitbrief", language: "it", subject: "Ihre Offerte, {{name}}" },
      ]);
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    "refuses a target with content without --force, and changes nothing",
    async () => {
      const now = await snapshot(target);
      const error = await restoreBackup(archive, { database: target, storage: targetStorage }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefusedError);
      expect((error as Error).message).toMatch(/Das Ziel ist nicht leer \(.*Seiten, 1 Konto,.*Mediendateien\)\. Mit --force/);
      expect(await snapshot(target)).toEqual(now);
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    "replaces a target with content with --force",
    async () => {
      await target.db.execute(sql`insert into contact_messages (name, email, message) values ('Nach der Sicherung', 'spaet@example.ch', 'x')`);
      await target.db.execute(sql`update pages set title = 'Geändert' where slug = '/'`);
      await targetStorage.put("nach-der-sicherung.txt", Buffer.from("weg damit"), { contentType: "text/plain" });
      const summary = await restoreBackup(archive, { database: target, storage: targetStorage, force: true });
      expect(summary.replaced).toBe(true);
      expect(await snapshot(target)).toEqual(before);
      expect(await mediaSnapshot(targetStorage)).toEqual(mediaBefore);
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    "refuses a damaged archive and leaves the target as it was",
    async () => {
      await target.db.execute(sql`update global_settings set footer_text = 'nach der Sicherung geändert'`);
      const now = await snapshot(target);
      const badMedia = await damagedCopy(archive, (dir, manifest) => {
        const file = path.join(dir, manifest.media.files[0].path);
        const bytes = fs.readFileSync(file);
        bytes[bytes.length - 1] ^= 0xff;
        fs.writeFileSync(file, bytes);
      });
      await expect(restoreBackup(badMedia, { database: target, storage: targetStorage, force: true })).rejects.toThrow(
        /beschädigt.*Prüfsumme von media\/.*stimmt nicht.*Es wurde nichts verändert/,
      );
      const badRows = await damagedCopy(archive, (dir, manifest) => {
        fs.appendFileSync(path.join(dir, manifest.database.tables.pages.path), '{"id":999999}\n');
      });
      await expect(restoreBackup(badRows, { database: target, storage: targetStorage, force: true })).rejects.toThrow(/Prüfsumme von database\/pages\.ndjson/);
      // An archive of an older schema: restored with its own version, then migrated by the new one.
      const older = await damagedCopy(archive, (dir, manifest) => {
        manifest.database.migrations.pop();
        fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
      });
      await expect(restoreBackup(older, { database: target, storage: targetStorage, force: true })).rejects.toThrow(/älteren Datenbankschema/);
      const truncated = path.join(tempDir("auralis-truncated-"), "abgeschnitten.tar.gz");
      const whole = fs.readFileSync(archive);
      fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
      await expect(restoreBackup(truncated, { database: target, storage: targetStorage, force: true })).rejects.toThrow(/beschädigt/);
      expect(await snapshot(target)).toEqual(now);
      expect(await mediaSnapshot(targetStorage)).toEqual(mediaBefore);
    },
    RESTORE_TIMEOUT_MS,
  );
});

describe("Eingebettete Datenbank im Datenverzeichnis", () => {
  const site = (dataDir: string) => ({
    database: { pgliteDir: path.join(dataDir, "pg") },
    storage: createDiskStorage(path.join(dataDir, "media")),
    dataDir,
  });
  let archive: string;

  it(
    "takes the data-directory lock, keeps the generated auth secret, and releases the lock",
    async () => {
      const first = tempDir("auralis-bk1-");
      const open = await openDatabase({ pgliteDir: path.join(first, "pg") });
      await migrateDatabase(open);
      await open.db.execute(sql`insert into "user" (id, name, email) values ('u-1', 'Erika', 'erika@example.ch')`);
      await open.db.execute(sql`insert into pages (slug, title) values ('/', 'Startseite')`);
      const before = await snapshot(open);
      await open.close();
      await site(first).storage.put("logo.svg", Buffer.from("<svg/>"), { contentType: "image/svg+xml" });
      fs.writeFileSync(path.join(first, "auth-secret"), "x".repeat(64), { mode: 0o600 });

      archive = path.join(tempDir("auralis-bk-archive-"), "site.tgz");
      await createBackup(archive, site(first));
      expect(fs.existsSync(path.join(first, "server.lock"))).toBe(false);
      await expect(createBackup(archive, site(first))).rejects.toThrow(/existiert bereits/);

      const second = tempDir("auralis-bk2-");
      await restoreBackup(archive, site(second));
      expect(fs.existsSync(path.join(second, "server.lock"))).toBe(false);
      expect(fs.readFileSync(path.join(second, "auth-secret"), "utf8")).toBe("x".repeat(64));
      expect(fs.statSync(path.join(second, "auth-secret")).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(path.join(second, "media", "logo.svg"), "utf8")).toBe("<svg/>");
      const restored = await openDatabase({ pgliteDir: path.join(second, "pg") });
      try {
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.close();
      }

      // With AUTH_SECRET set differently on the target, the restore says what that costs.
      const third = tempDir("auralis-bk3-");
      const memory = await openDatabase({ memory: true });
      try {
        const summary = await restoreBackup(archive, { ...site(third), database: memory, authSecret: "y".repeat(40) });
        expect(summary.warnings.join(" ")).toMatch(/AUTH_SECRET des Ziels unterscheidet sich/);
        expect(fs.existsSync(path.join(third, "auth-secret"))).toBe(false);
      } finally {
        await memory.close();
      }
    },
    RESTORE_TIMEOUT_MS,
  );

  it("refuses while a server holds the data directory, for backup and restore", async () => {
    const dataDir = tempDir("auralis-bk-locked-");
    fs.mkdirSync(path.join(dataDir, "pg"));
    // A live process other than this one holds the lock: the test runner that started this worker.
    fs.writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify({ pid: process.ppid, startTicks: null }));
    const refused = path.join(tempDir("auralis-bk-locked-archive-"), "site.tgz");
    await expect(createBackup(refused, site(dataDir))).rejects.toThrow(/^Server zuerst stoppen/);
    expect(fs.existsSync(refused)).toBe(false);
    await expect(restoreBackup(archive, site(dataDir))).rejects.toThrow(/^Server zuerst stoppen/);
    expect(fs.readdirSync(path.join(dataDir, "pg"))).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);
  });

  it("refuses to back up a data directory without a database", async () => {
    const archive = path.join(tempDir("auralis-bk-empty-"), "site.tgz");
    await expect(createBackup(archive, site(tempDir("auralis-bk-none-")))).rejects.toThrow(/keine eingebettete Datenbank/);
    expect(fs.existsSync(archive)).toBe(false);
  });
});

describe("Reihenfolge der Tabellen", () => {
  it("puts referenced tables first and names a cycle", () => {
    expect(
      parentsFirst(
        ["session", "user", "account"],
        [
          { child: "session", parent: "user" },
          { child: "account", parent: "user" },
        ],
      ),
    ).toEqual(["user", "account", "session"]);
    expect(() =>
      parentsFirst(
        ["a", "b"],
        [
          { child: "a", parent: "b" },
          { child: "b", parent: "a" },
        ],
      ),
    ).toThrow(/Kreis \(a, b\)/);
  });
});

describe("Sprachfassungen einer gesicherten Website: die wiederhergestellte liefert dieselben Seiten", () => {
  // The whole HTTP stack (security-stack.ts) on a data directory of its own: language work through the
  // CMS's endpoints, the pages of every language read, the server stopped, a backup taken, restored into
  // a second directory and a server started there, which must answer every page as the first did.
  const paths = ["/fr", "/fr/a-propos", "/fr/contact", "/fr/produits/naissance-post-partum/generosa", "/it", "/it/contatto", "/ueber-uns", "/sitemap.xml"];
  const site = (dataDir: string) => ({
    database: { pgliteDir: path.join(dataDir, "pg") },
    storage: createDiskStorage(path.join(dataDir, "media")),
    dataDir,
  });
  let stack: SecurityStack | undefined;
  const served: Record<string, { status: number; body: string }>[] = [];

  /** Every path as an anonymous visitor gets it; the response's nonce and the site's address made neutral. */
  async function readPages(url: string) {
    const result: Record<string, { status: number; body: string }> = {};
    for (const p of paths) {
      const response = await fetch(`${url}${p}`);
      const body = (await response.text()).replaceAll(url, "SITE").replace(/nonce="[^"]*"/g, 'nonce=""');
      result[p] = { status: response.status, body };
    }
    return result;
  }

  async function staffRequest(url: string, cookie: string, target: string, body: { json: unknown } | { form: Record<string, string> }) {
    const response = await fetch(`${url}${target}`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: url,
        Accept: "application/json",
        "Content-Type": "json" in body ? "application/json" : "application/x-www-form-urlencoded",
      },
      body: "json" in body ? JSON.stringify(body.json) : new URLSearchParams(body.form),
      redirect: "manual",
    });
    const text = await response.text();
    expect(response.status, `${target}: ${text.slice(0, 300)}`).toBeLessThan(400);
    return text;
  }

  afterAll(async () => {
    await stack?.stop();
  });

  it("serves the French and Italian pages of the restored site as the backed-up site did", async () => {
    const first = tempDir("auralis-lang-site-");
    const second = tempDir("auralis-lang-restored-");
    stack = await startSecurityStack({ dataDir: first });
    const { url } = stack;
    const cookie = await signInCookie(url, ADMIN.email, ADMIN.password);
    const liveEdit = (slug: string, scope?: "page") => `/cms/api/live-edit?slug=${encodeURIComponent(slug)}${scope ? `&scope=${scope}` : ""}`;
    /** The edit mode's data of a page: its id and current revision. */
    const editorData = async (slug: string) => {
      const response = await fetch(`${url}${liveEdit(slug)}`, { headers: { Cookie: cookie, Accept: "application/json" } });
      expect(response.status, slug).toBe(200);
      return (await response.json()) as { revision: number; page: { id: number } };
    };
    // A French version of 'Über uns', its title translated, published with the rest confirmed as copied.
    const about = await editorData("/ueber-uns");
    const created = JSON.parse(
      await staffRequest(url, cookie, liveEdit("/", "page"), {
        json: { intent: "create-version", data: { pageId: about.page.id, language: "fr", copyFrom: "de", slugPart: "a-propos" } },
      }),
    ) as { data: { pageId: number; slug: string } };
    expect(created.data.slug).toBe("/fr/a-propos");
    await staffRequest(url, cookie, liveEdit("/fr/a-propos", "page"), {
      json: {
        intent: "update",
        data: { pageId: created.data.pageId, baseRevision: (await editorData("/fr/a-propos")).revision, updates: { title: "À propos" } },
      },
    });
    // The rest is confirmed as it was copied ('Keine Anpassung nötig'): a version with a text still marked
    // untranslated does not publish, whatever the editor confirms (docs/decisions/0044-visitor-read-model.md).
    const [{ untranslated: pageMarks }] = await stack.query<{ untranslated: string[] }>("select untranslated from pages where slug = '/fr/a-propos'");
    const sectionMarks = await stack.query<{ key: string; untranslated: string[] }>(
      "select translation_key as key, untranslated from page_sections where page_slug = '/fr/a-propos'",
    );
    const fields = [...pageMarks, ...sectionMarks.flatMap((s) => s.untranslated.map((field) => `${s.key}/${field}`))];
    expect(fields.length).toBeGreaterThan(0);
    await staffRequest(url, cookie, "/cms/api/keine-anpassung", { json: { pageId: created.data.pageId, fields, reason: "Für den Test so übernommen" } });
    await staffRequest(url, cookie, liveEdit("/fr/a-propos", "page"), {
      json: {
        intent: "toggle",
        data: { pageId: created.data.pageId, baseRevision: (await editorData("/fr/a-propos")).revision, published: true, publishAnyway: true },
      },
    });
    // The French global texts of their own.
    await staffRequest(url, cookie, "/cms/global.data", {
      form: {
        intent: "save-translated-texts",
        language: "fr",
        site_description: "Technique médicale suisse",
        footer_text: "Technique médicale suisse\u00a0: «\u00a0depuis 1994\u00a0»",
        cta_primary_text: "Conseil gratuit",
        cta_secondary_text: "Nos produits",
        contact_address: "Industriestrasse 12, 8604 Volketswil, Suisse",
      },
    });
    served.push(await readPages(url));
    const before = served[0];
    expect(before["/fr/a-propos"].status).toBe(200);
    expect(before["/fr/a-propos"].body).toContain('<html lang="fr-CH"');
    expect(before["/fr/a-propos"].body).toContain("À propos");
    expect(before["/fr"].body).toContain("depuis 1994");
    expect(before["/ueber-uns"].body).toMatch(/hrefLang="fr-CH" href="SITE\/fr\/a-propos"/);
    expect(before["/sitemap.xml"].body).toContain("<loc>SITE/fr/a-propos</loc>");
    await stack.stop();
    stack = undefined;

    const archive = path.join(tempDir("auralis-lang-archive-"), "site.tgz");
    await createBackup(archive, site(first));
    await restoreBackup(archive, site(second));
    stack = await startSecurityStack({ dataDir: second });
    const after = await readPages(stack.url);
    for (const p of paths) expect(after[p], p).toEqual(before[p]);
  }, 600_000);
});
