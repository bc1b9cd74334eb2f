// The XLIFF import checks who asks before it reads a file (docs/decisions/0042-xliff-conflicts.md): the
// application's own middleware (server/app.ts) in front of a real session store, asked the way a large
// upload asks – headers announcing 9 MB, the first 64 KB sent, the rest held back. A request without a
// session, without the right, from a translator without languages or for a language that is not theirs
// is answered with 401 or 403 and its report while the body is still coming; the old order read the
// whole body (up to its 60 s limit) before the route looked at the session.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { user as userTable } from "#db/schema";
import { createConfirmedAccount } from "~/features/auth/first-admin.server";
import { setTranslatorLanguages } from "~/features/auth/translator-languages.server";
import { exchangeMessages } from "~/features/translations/exchange-languages";
import { createApp } from "#server/app";
import { signIn, type Jar } from "./auth-requests";
import { testDatabases } from "./databases";

// The configuration of a laptop (auth-requests.ts's SITE): no SITE_URL, port 3000, mail into the outbox.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-xliff-guard-"));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = "x".repeat(16) + "-xliff-guard-test-secret-0123456789";
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;
const SITE = "http://localhost:3000";
const password = "Guard-Passwort-1";

interface Answer {
  status: number;
  json: unknown;
}

/**
 * POSTs a multipart head announcing `announced` bytes, sends the first 64 KB of it and holds the rest
 * back: the answer, if one comes while the body is incomplete (null after `waitMs`, the body never finished).
 */
function askWithBodyHeldBack(port: number, target: string, cookie: string, announced = 9 * 1024 * 1024, waitMs = 8_000): Promise<Answer | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (answer: Answer | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    socket.on("connect", () => {
      socket.write(
        [
          `POST ${target} HTTP/1.1`,
          "Host: localhost:3000",
          `Origin: ${SITE}`,
          "Content-Type: multipart/form-data; boundary=----grenze",
          `Content-Length: ${announced}`,
          "Accept: application/json",
          ...(cookie ? [`Cookie: ${cookie}`] : []),
          "",
          "",
        ].join("\r\n"),
      );
      socket.write(Buffer.alloc(64 * 1024, "a"));
    });
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const text = received.toString("utf8");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = text.slice(0, end);
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? -1);
      const body = text.slice(end + 4);
      if (length >= 0 && Buffer.byteLength(body) >= length) {
        finish({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), json: JSON.parse(body) as unknown });
      }
    });
    socket.on("error", () => finish(null));
  });
}

describe.each(testDatabases)("XLIFF-Import: Rechte vor dem Körper auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let server: http.Server;
  let port: number;
  const cookies: Record<string, string> = {};

  async function account(name: string, role: string, languages?: ("fr" | "it" | "en")[]) {
    const email = `${name}@auralis-medizintechnik.example`;
    const id = await createConfirmedAccount({ email, password, name, role: "editor" });
    await open.db.update(userTable).set({ role }).where(eq(userTable.id, id));
    if (languages) await setTranslatorLanguages(open.db, id, languages);
    const jar: Jar = new Map();
    expect((await signIn(email, password, jar)).status).toBe(200);
    cookies[name] = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    // The auth instance holds the database it was made with: a new one per database.
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await account("redaktion", "editor");
    await account("freigabe", "approver");
    await account("ohnesprache", "translator");
    await account("italienisch", "translator", ["it"]);
    // The application without a build: what gets past the guard reaches the route only to find none (500).
    const app = createApp({
      loadBuild: () => {
        throw new Error("kein Build in diesem Test");
      },
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    setProcessDatabase(undefined);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await open?.close();
  });

  const report = (message: string) => ({ written: [], stale: [], conflicts: [], errors: [message] });

  it("refuses without a session (401) and without the right (403) before the file is read", async () => {
    expect(await askWithBodyHeldBack(port, "/cms/uebersetzungen/xliff-import", "")).toEqual({
      status: 401,
      json: report("Authentifizierung erforderlich"),
    });
    expect(await askWithBodyHeldBack(port, "/cms/uebersetzungen/xliff-import", cookies.freigabe)).toEqual({
      status: 403,
      json: report("Dafür fehlen Ihnen die Berechtigungen."),
    });
  });

  it("refuses a translator without languages, and one asking for a language not theirs, before the file is read", async () => {
    expect(await askWithBodyHeldBack(port, "/cms/uebersetzungen/xliff-import", cookies.ohnesprache)).toEqual({
      status: 403,
      json: report(exchangeMessages.noLanguages),
    });
    // React Router's single fetch posts to "….data": the same import, the same guard.
    expect(await askWithBodyHeldBack(port, "/cms/uebersetzungen/xliff-import.data", cookies.ohnesprache)).toEqual({
      status: 403,
      json: report(exchangeMessages.noLanguages),
    });
    expect(await askWithBodyHeldBack(port, "/cms/uebersetzungen/xliff-import?language=fr", cookies.italienisch)).toEqual({
      status: 403,
      json: report(exchangeMessages.otherLanguage("Französisch", ["it"])),
    });
  });

  it("lets an allowed import through to the body limit", async () => {
    // Announcing more than any file may have: past the guard, the body limit answers at once (413).
    const tooLarge = 17 * 1024 * 1024;
    for (const [who, query] of [
      ["redaktion", ""],
      ["italienisch", "?language=it"],
    ] as const) {
      const answer = await askWithBodyHeldBack(port, `/cms/uebersetzungen/xliff-import${query}`, cookies[who], tooLarge);
      expect(answer, who).toMatchObject({ status: 413, json: { ok: false, code: "PAYLOAD_TOO_LARGE" } });
    }
  });
});
