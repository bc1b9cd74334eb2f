// Backups of the reference deployment (decision 0009): `npm run backup` takes the Postgres database
// and the S3 bucket of a running site; `npm run restore` puts them into a fresh database and a fresh
// bucket; a process started on the copy renders the same pages and serves the same files.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLiveEdit, noisePng, postSectionAction, publicPage, signInAdmin, updateSectionBody, uploadMedia, type Staff } from "./site-client";
import { appRuntime, AUTH_SECRET, BUCKET, removeTemporaryDirs, startStack, type AppProcess, type Stack } from "./stack";

const RESTORE_BUCKET = "auralis-wiederhergestellt";
const report = (line: string) => console.log(`[Deployment] ${line}`);

let stack: Stack;
let admin: Staff;
let workDir: string;
let restored: AppProcess;
let editedSlug = "";
let marker = "";
let uploadedName = "";
let uploadedBytes: Buffer;

beforeAll(async () => {
  stack = await startStack({ processes: 1, extraBuckets: [RESTORE_BUCKET] });
  admin = await signInAdmin(stack.proxy.url, stack.siteUrl);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-deploy-backup-"));

  // Content beyond the seed: an edited section and an uploaded image.
  const [text] = await stack.postgres.query<{ slug: string; id: number }>(
    "auralis",
    `select p.slug, s.id from pages p join page_sections s on s.page_slug_key = p.slug_key
     where p.published and s.is_published and s.section_type = 'text' order by p.slug, s.id limit 1`,
  );
  editedSlug = text.slug;
  marker = `Vor der Sicherung geändert ${Date.now()}`;
  const live = await loadLiveEdit(stack.proxy.url, admin, editedSlug);
  const section = live.sections.find((s) => s.id === Number(text.id))!;
  const saved = await postSectionAction(stack.proxy.url, admin, editedSlug, updateSectionBody(section, live.revision, `<p>${marker}</p>`));
  expect(saved.status, saved.text).toBe(200);
  uploadedBytes = await noisePng(640, 480);
  const uploaded = await uploadMedia(
    stack.proxy.url,
    admin,
    { bytes: uploadedBytes, name: "sicherung.png", type: "image/png" },
    { seoName: "vor-der-sicherung" },
  );
  expect(uploaded.status, uploaded.text).toBe(201);
  uploadedName = uploaded.body!.asset!.filename;
});

afterAll(async () => {
  await restored?.stop();
  restored?.cleanUp();
  await stack?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  removeTemporaryDirs();
});

/** `npm run <script> -- <args>` with the site's environment (Postgres + S3 only, as an operator sets it). */
async function npmRun(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  // The same copy of the build the processes run (stack.ts, appRuntime).
  const cwd = await appRuntime();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", script, "--", ...args], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LANG: process.env.LANG ?? "C.UTF-8", NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

/** The HTML a visitor gets, without what may differ per request or per process. */
function comparable(html: string): string {
  return html.replace(/\snonce="[^"]*"/g, "").replace(/"(requestId|renderedAt|timestamp)":"[^"]*"/g, '"$1":""');
}

describe("Sicherung und Wiederherstellung im Referenz-Deployment", () => {
  const pagesToCompare = ["/", "/produkte/pflege", "/produkte/pflege/pflegebadewannen/comfortline-ii", "/kontakt"];

  it("backs up Postgres and the bucket, restores into a fresh database and bucket, and the copy renders the same pages", async () => {
    const file = path.join(workDir, "auralis-sicherung.tar.gz");
    const dataDir = (name: string) => {
      const dir = path.join(workDir, name);
      fs.mkdirSync(dir, { recursive: true });
      return dir;
    };
    const backup = await npmRun("backup", [file], { DATABASE_URL: stack.databaseUrl, DATA_DIR: dataDir("sicherung"), AUTH_SECRET, ...stack.s3.env(BUCKET) });
    report(`npm run backup: Code ${backup.code} nach ${backup.ms} ms${fs.existsSync(file) ? `, ${(fs.statSync(file).size / 1024).toFixed(0)} KB` : ""}`);
    expect(backup.code, backup.output).toBe(0);
    expect(fs.existsSync(file)).toBe(true);

    const targetUrl = await stack.postgres.createDatabase("auralis_wiederhergestellt");
    const restore = await npmRun("restore", [file], {
      DATABASE_URL: targetUrl,
      DATA_DIR: dataDir("wiederherstellung"),
      AUTH_SECRET,
      ...stack.s3.env(RESTORE_BUCKET),
    });
    report(`npm run restore: Code ${restore.code} nach ${restore.ms} ms`);
    expect(restore.code, restore.output).toBe(0);

    // A fresh process on the copy (same public address: the pages carry it in canonical links).
    restored = await stack.startExtraApp("Kopie", { databaseUrl: targetUrl, s3Env: stack.s3.env(RESTORE_BUCKET) });
    await restored.waitHealthy();

    for (const table of ["pages", "page_sections", "media_assets", "page_revisions", "user"]) {
      const count = async (database: string) => Number((await stack.postgres.query<{ n: string }>(database, `select count(*) as n from "${table}"`))[0].n);
      expect(await count("auralis_wiederhergestellt"), `Zeilen in ${table}`).toBe(await count("auralis"));
    }

    const original = stack.apps[0];
    const differing: string[] = [];
    for (const slug of [...pagesToCompare, editedSlug]) {
      const before = await publicPage(original.url, slug);
      const after = await publicPage(restored.url, slug);
      expect(before.status, slug).toBe(200);
      expect(after.status, `${slug} auf der Kopie`).toBe(200);
      if (comparable(before.html) !== comparable(after.html)) differing.push(`${slug}: ${firstDifference(comparable(before.html), comparable(after.html))}`);
    }
    report(`Seiten verglichen: ${pagesToCompare.length + 1}, verschieden: ${differing.length}`);
    expect(differing).toEqual([]);
    expect((await publicPage(restored.url, editedSlug)).html).toContain(marker);

    // The files come from the restored bucket: the uploaded one and the seed's images the home page shows.
    const home = (await publicPage(original.url, "/")).html;
    const seeded = [...new Set([...home.matchAll(/\/media\/([A-Za-z0-9._-]+\.(?:png|jpe?g|webp|svg))/g)].map((m) => m[1]))].slice(0, 4);
    expect(seeded.length, "Bilder auf der Startseite").toBeGreaterThan(0);
    for (const name of [uploadedName, ...seeded]) {
      const a = await fetch(`${original.url}/media/${name}`);
      const b = await fetch(`${restored.url}/media/${name}`);
      expect(b.status, `/media/${name} auf der Kopie`).toBe(200);
      expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer())), `gleiche Bytes: ${name}`).toBe(true);
    }
    const copy = await fetch(`${restored.url}/media/${uploadedName}`);
    expect(Buffer.from(await copy.arrayBuffer()).equals(uploadedBytes)).toBe(true);
    expect(fs.existsSync(path.join(restored.dataDir, "media", uploadedName)), "die Kopie liest aus dem Bucket").toBe(false);
  });
});

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `ab Zeichen ${i}: «${a.slice(Math.max(0, i - 60), i + 80)}» ≠ «${b.slice(Math.max(0, i - 60), i + 80)}»`;
}
