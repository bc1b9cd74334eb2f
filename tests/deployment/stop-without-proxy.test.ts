// A stop answers everyone who reached the process (docs/decisions/0040-stop-after-an-accept-grace.md):
// `npm start` on the embedded database, no proxy in front, owning its port. 32 mixed requests – contact
// posts, a save, staff renders – are sent just before SIGTERM, most of them still in the kernel's queue
// when the signal comes; each is answered whole, three times, and every contact post answered with
// thanks is stored exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf } from "#db/client.server";
import { CONTACT_THANKS, exchange, sendContact, type Exchange } from "./counted-http";
import { loadLiveEdit, signInAdmin, updateSectionBody, type Staff } from "./site-client";
import { freePort, removeTemporaryDirs, sleep, startApp, tempDir, type AppProcess } from "./stack";

const report = (line: string) => console.log(`[Stopp ohne Proxy] ${line}`);

let port: number;
let dataDir: string;
let siteUrl: string;
let app: AppProcess | undefined;

const start = async () => {
  app = await startApp({ name: "eingebettet", siteUrl, s3Env: {}, port, dataDir, env: { TRUST_PROXY: "" } });
  await app.waitHealthy();
  return app;
};

beforeAll(async () => {
  port = await freePort();
  siteUrl = `http://localhost:${port}`;
  dataDir = tempDir("auralis-stopp-");
  await start();
}, 240_000);

afterAll(async () => {
  await app?.stop();
  removeTemporaryDirs();
});

const isThanks = (e: Exchange) => e.status === 200 && e.body.includes(CONTACT_THANKS);

describe("Stopp ohne Proxy (npm start, eingebettete Datenbank)", () => {
  it("answers all 32 requests sent just before SIGTERM and exits 0, three times; each thanked contact post is stored once", async () => {
    let admin: Staff | undefined;
    const contacts: Exchange[] = [];
    let n = 0;
    for (let round = 1; round <= 3; round++) {
      const current = round === 1 ? app! : await start();
      admin ??= await signInAdmin(current.url, siteUrl);
      const live = await loadLiveEdit(current.url, admin, "/");
      const section = live.sections.find((s) => s.sectionType === "text" || s.contentHtml) ?? live.sections[0];
      const staffHeaders = { Cookie: admin.cookie, Origin: siteUrl, Host: new URL(siteUrl).host };

      const requests: Promise<Exchange>[] = [
        exchange(`${current.url}/cms/api/live-edit?slug=%2F`, {
          label: `Speichern (Runde ${round})`,
          method: "POST",
          headers: { ...staffHeaders, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(updateSectionBody(section, live.revision, `<p>Gespeichert beim Stopp, Runde ${round}</p>`)),
        }),
        ...["/cms-overview", "/cms/seiten", "/cms/users", "/cms/global", "/cms/nachrichten"].map((path) =>
          exchange(`${current.url}${path}`, { label: `Redaktion ${path}`, headers: staffHeaders }),
        ),
        ...Array.from({ length: 26 }, () => {
          const i = n++;
          return sendContact(current.url, siteUrl, `Vor dem Stopp gesendet ${i}`, i);
        }),
      ];
      // The requests are on their way (connected or connecting); the signal follows at once.
      await sleep(5);
      const signalAt = Date.now();
      current.signal("SIGTERM");
      const answers = await Promise.all(requests);
      const exit = await Promise.race([current.exit, sleep(30_000).then(() => null)]);
      report(
        `Runde ${round}: ${answers.filter((a) => a.status === 200).length} von ${answers.length} mit 200 beantwortet; ` +
          `Prozess endete ${exit ? `${exit.at - signalAt} ms nach SIGTERM mit Code ${exit.code}` : "nicht innert 30 s"}`,
      );
      expect(
        answers.filter((a) => (a.label.startsWith("Vor dem Stopp") ? !isThanks(a) : a.status !== 200)).map((a) => `${a.label}: ${a.status || a.error}`),
      ).toEqual([]);
      expect(answers.filter((a) => a.label.startsWith("Speichern")).map((a) => JSON.parse(a.body).ok)).toEqual([true]);
      expect(exit, current.describe()).toMatchObject({ code: 0, signal: null });
      contacts.push(...answers.filter((a) => a.label.startsWith("Vor dem Stopp")));
    }

    // The process has ended: its embedded database is read directly.
    const open = await openDatabase({ pgliteDir: `${dataDir}/pg` });
    try {
      const rows = await rowsOf<{ message: string; n: number }>(
        open.db,
        sql`select message, count(*)::int as n from contact_messages where message like 'Vor dem Stopp gesendet %' group by message`,
      );
      const stored = new Map(rows.map((r) => [r.message, r.n]));
      expect(contacts.filter((c) => isThanks(c) && stored.get(c.label) !== 1).map((c) => `${c.label}: ${stored.get(c.label) ?? 0}×`)).toEqual([]);
      expect(contacts.filter((c) => !isThanks(c) && stored.has(c.label)).map((c) => c.label)).toEqual([]);
      expect(contacts).toHaveLength(78);
    } finally {
      await open.close();
    }
  });
});
