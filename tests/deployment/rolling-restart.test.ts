// A restart loses nothing (docs/decisions/0035-restart-on-a-kept-socket.md): each process listens on a
// socket kept open across its restarts (systemd's socket unit in production, socket-holder.pl here), so
// the README's rolling restart (deploy/rolling-restart.mjs) under load through nginx fails no visitor
// request and no write; and a process that gets SIGTERM answers every request it has begun, while the
// ones it has not begun wait for the next process, which answers and stores each exactly once.
// Every answer is counted: the clients below never retry (counted-http.ts).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollingRestart } from "../../deploy/rolling-restart.mjs";
import { CONTACT_THANKS, contactFormBody, exchange, senderAddress, sendContact, type Exchange } from "./counted-http";
import { rawRequest, type RawAnswer } from "./raw-http";
import { loadLiveEdit, signInAdmin, updateSectionBody, type Staff } from "./site-client";
import { removeTemporaryDirs, sleep, startStack, type Stack, publishedTextSections } from "./stack";

let stack: Stack;
let admin: Staff;
/** Published pages with a text section: the saves of each step go to pages of their own (no conflicts). */
let textPages: { slug: string; sectionId: number }[] = [];
/** Every contact message of this file gets a number of its own: its sender address and its marker. */
let contactCount = 0;

const report = (line: string) => console.log(`[Neustart] ${line}`);

beforeAll(async () => {
  stack = await startStack({ keptSockets: true });
  admin = await signInAdmin(stack.proxy.url, stack.siteUrl);
  textPages = await publishedTextSections(stack);
  expect(textPages.length, "Seiten mit Textsektion im Seed").toBeGreaterThanOrEqual(10);
});

afterAll(async () => {
  await stack?.stop();
  removeTemporaryDirs();
});

/** How often each marker was stored as a contact message. */
async function storedTimes(markers: string[]): Promise<Map<string, number>> {
  const rows = await stack.postgres.query<{ message: string; n: number }>(
    "auralis",
    "select message, count(*)::int as n from contact_messages where message = any($1) group by message",
    [markers],
  );
  return new Map(rows.map((r) => [r.message, r.n]));
}

const isThanks = (e: { status: number; body: string }) => e.status === 200 && e.body.includes(CONTACT_THANKS);
const isSaved = (e: { status: number; body: string }) => e.status === 200 && /"ok":true/.test(e.body);
const tally = (items: { status: number; error?: string }[]) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = item.status ? String(item.status) : `Fehler ${item.error}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n}× ${key}`).join(", ");
};

describe("Neustart ohne Ausfall", () => {
  it("restarts both processes behind nginx under load, one after the other, and fails no request and no write", async () => {
    const proxy = stack.proxy.url;
    const host = new URL(stack.siteUrl).host;
    const sitemap = await fetch(`${proxy}/sitemap.xml`).then((r) => r.text());
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThanOrEqual(20);

    let running = true;
    const deadline = Date.now() + 90_000;
    const going = () => running && Date.now() < deadline;

    // Visitors: 24 keep-alive clients over the sitemap's pages; every fourth one a page the cache has
    // not seen (a query string of its own), so the processes also render while they restart. Nothing
    // is sent twice: nginx is not reloaded, so it never closes their connections.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
    const visits: Exchange[] = [];
    const visitors = Array.from({ length: 24 }, async (_, v) => {
      for (let i = 0; going(); i++) {
        const path = paths[(v * 7 + i) % paths.length] + (i % 4 === 0 ? `?neustart=${v}-${i}` : "");
        visits.push(await exchange(`${proxy}${path}`, { label: path, agent, headers: { Host: host } }));
      }
    });

    // Visitors who write: contact messages, one after the other on two lines.
    const posts: Exchange[] = [];
    const contactWriters = Array.from({ length: 2 }, async () => {
      while (going()) {
        const n = contactCount++;
        posts.push(await sendContact(proxy, stack.siteUrl, `Neustart über nginx ${n}`, n));
        await sleep(10);
      }
    });

    // Editors: each saves one text section of a page of its own, again and again from its revision.
    const staffHeaders = { Cookie: admin.cookie, Origin: stack.siteUrl, Host: host, Accept: "application/json" };
    const saves: Exchange[] = [];
    const editors = textPages.slice(0, 2).map(async ({ slug, sectionId }) => {
      const url = `${proxy}/cms/api/live-edit?slug=${encodeURIComponent(slug)}`;
      for (let i = 0; going(); i++) {
        const loaded = await exchange(url, { label: `Laden ${slug}`, headers: staffHeaders });
        saves.push(loaded);
        if (loaded.status !== 200) continue;
        const live = JSON.parse(loaded.body) as Awaited<ReturnType<typeof loadLiveEdit>>;
        const section = live.sections.find((s) => s.id === sectionId)!;
        const body = JSON.stringify(updateSectionBody(section, live.revision, `<p>Neustart ${slug} ${i}</p>`));
        saves.push(
          await exchange(url, { label: `Speichern ${slug} ${i}`, method: "POST", headers: { ...staffHeaders, "Content-Type": "application/json" }, body }),
        );
      }
    });

    await sleep(1500);
    const pidsBefore = stack.apps.map((a) => a.pid);
    const started = Date.now();
    await rollingRestart({
      upstreamFile: stack.proxy.upstreamFile,
      restart: async (address) => {
        await stack.restartApp(stack.apps.findIndex((a) => address === `127.0.0.1:${a.port}`));
      },
      log: (line) => report(`+${Date.now() - started} ms ${line}`),
    });
    const restartMs = Date.now() - started;
    // The load goes on a moment after the restart, and until it has made enough visits to count
    // (a busy machine renders slower, and visitors waited for the restarting processes).
    await sleep(1500);
    const enough = () => visits.length > 300 && posts.length > 20 && saves.filter((e) => e.label.startsWith("Speichern")).length > 10;
    while (!enough() && Date.now() < deadline) await sleep(200);
    running = false;
    await Promise.all([...visitors, ...contactWriters, ...editors]);
    agent.destroy();

    const failedVisits = visits.filter((v) => !(v.status >= 200 && v.status < 400));
    const stored = await storedTimes(posts.map((p) => p.label));
    report(`Neustart beider Prozesse in ${restartMs} ms`);
    // What the kept socket costs: a request that reached a restarting process waited for the next one.
    const durations = visits.map((v) => v.doneAt - v.sentAt).sort((a, b) => a - b);
    const quantile = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))];
    report(
      `Besucher: ${visits.length} Anfragen (${tally(visits)}); Antwortzeit Median ${quantile(0.5)} ms, p99 ${quantile(0.99)} ms, längste ${durations.at(-1)} ms`,
    );
    report(`Kontaktnachrichten: ${posts.length} (${tally(posts)}), gespeichert: ${[...stored.values()].reduce((a, b) => a + b, 0)}`);
    report(`Redaktion: ${saves.length} Anfragen (${tally(saves)})`);
    // Between nginx and the processes nothing failed: no reset, no refusal, no early close.
    const upstreamErrors = stack.proxy
      .errorLog()
      .split("\n")
      .filter((line) => /\[error\].*upstream/.test(line));
    if (failedVisits.length || upstreamErrors.length || posts.some((p) => !isThanks(p)) || saves.some((s) => s.status !== 200))
      report(`nginx error.log:\n${stack.proxy.errorLog()}`);

    expect(
      stack.apps.map((a) => a.pid).every((pid, i) => pid !== pidsBefore[i]),
      "beide Prozesse neu gestartet",
    ).toBe(true);
    expect(visits.length).toBeGreaterThan(300);
    expect(failedVisits.map((v) => `${v.label}: ${v.status || v.error}`)).toEqual([]);
    expect(upstreamErrors).toEqual([]);
    expect(posts.length).toBeGreaterThan(20);
    expect(posts.filter((p) => !isThanks(p)).map((p) => `${p.label}: ${p.status || p.error}`)).toEqual([]);
    expect(posts.filter((p) => stored.get(p.label) !== 1).map((p) => `${p.label}: ${stored.get(p.label) ?? 0}× gespeichert`)).toEqual([]);
    const savePosts = saves.filter((s) => s.label.startsWith("Speichern"));
    expect(savePosts.length).toBeGreaterThan(10);
    expect(saves.filter((s) => s.status !== 200).map((s) => `${s.label}: ${s.status || s.error} ${s.body.slice(0, 120)}`)).toEqual([]);
    expect(savePosts.filter((s) => !isSaved(s)).map((s) => `${s.label}: ${s.body.slice(0, 120)}`)).toEqual([]);
  });

  it("answers every request it has begun when SIGTERM comes, and the next process on the kept socket every one it had not (three times, without nginx)", async () => {
    const begun: RawAnswer[] = [];
    const unbegun: Exchange[] = [];
    const savePages = textPages.slice(2, 10);
    for (let round = 1; round <= 3; round++) {
      const b = stack.apps[1];
      const staffHeaders = { Cookie: admin.cookie, Origin: stack.siteUrl, Accept: "application/json" };
      let releaseBodies!: () => void;
      const release = new Promise<void>((resolve) => (releaseBodies = resolve));
      /** A request whose body is half sent when the signal comes, and the rest after it. */
      const halfSent = (label: string, path: string, headers: Record<string, string>, body: Buffer, localAddress?: string) =>
        rawRequest({
          label,
          url: `${b.url}${path}`,
          method: "POST",
          headers,
          head: body.subarray(0, body.length >> 1),
          tail: body.subarray(body.length >> 1),
          release,
          localAddress,
        });
      const saves = await Promise.all(
        savePages.map(async ({ slug, sectionId }) => {
          const live = await loadLiveEdit(b.url, admin, slug);
          const section = live.sections.find((s) => s.id === sectionId)!;
          const body = Buffer.from(JSON.stringify(updateSectionBody(section, live.revision, `<p>SIGTERM ${round}</p>`)));
          return halfSent(
            `Speichern ${slug} (Runde ${round})`,
            `/cms/api/live-edit?slug=${encodeURIComponent(slug)}`,
            { ...staffHeaders, "Content-Type": "application/json" },
            body,
          );
        }),
      );
      const contacts = Array.from({ length: 32 - saves.length }, () => {
        const n = contactCount++;
        const marker = `Begonnen vor SIGTERM ${n}`;
        // The Host of the site's address: React Router refuses an action whose Origin is another host's.
        const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.siteUrl, Host: new URL(stack.siteUrl).host };
        return halfSent(marker, "/kontakt", headers, Buffer.from(contactFormBody(marker, n)), senderAddress(n));
      });
      const requests = [...saves, ...contacts];
      await Promise.all(requests.map((r) => r.started));

      // Meanwhile new contact posts keep coming, on connections of their own, before and after the
      // signal: some the process still begins, the others wait in the kept socket for the next one.
      let firing = true;
      const stream: Promise<Exchange>[] = [];
      const firingDone = (async () => {
        for (let i = 0; firing && i < 150; i++) {
          const n = contactCount++;
          // A post that waits in the socket for the next process waits as long as a visitor behind nginx
          // would (its proxy_read_timeout, deploy/nginx/auralis.conf.template).
          stream.push(sendContact(b.url, stack.siteUrl, `Unterwegs bei SIGTERM ${n}`, n, 60_000));
          await sleep(10);
        }
      })();
      await sleep(60);
      const signalAt = Date.now();
      b.signal("SIGTERM");
      await sleep(250);
      releaseBodies();
      const answers = await Promise.all(requests.map((r) => r.answer));
      const exit = await Promise.race([b.exit, sleep(30_000).then(() => null)]);
      expect(exit, b.describe()).toMatchObject({ code: 0, signal: null });
      // As `systemctl restart` does: the next process on the same socket.
      await stack.reviveExited();
      firing = false;
      await firingDone;
      const streamed = await Promise.all(stream);
      const waited = Math.max(...streamed.map((r) => r.doneAt - r.sentAt));
      report(
        `Runde ${round}: ${answers.length} begonnene Anfragen (${tally(answers)}); ${streamed.length} weitere Kontaktnachrichten (${tally(streamed)}, längste Wartezeit ${waited} ms); ` +
          `Prozess endete ${exit ? `${exit.at - signalAt} ms nach SIGTERM` : "nicht innert 30 s"}`,
      );
      begun.push(...answers);
      unbegun.push(...streamed);
    }

    const stored = await storedTimes([...begun, ...unbegun].map((r) => r.label));
    const begunContacts = begun.filter((r) => !r.label.startsWith("Speichern"));
    // Every request the process had begun is answered – the saves saved, the posts thanked and stored once.
    expect(
      begun
        .filter((r) => (r.label.startsWith("Speichern") ? !isSaved(r) : !isThanks(r)))
        .map((r) => `${r.label}: ${r.status || r.error} ${r.body.slice(0, 120)}`),
    ).toEqual([]);
    expect(begunContacts.filter((r) => stored.get(r.label) !== 1).map((r) => `${r.label}: ${stored.get(r.label) ?? 0}×`)).toEqual([]);
    // A post that came later is answered – by the stopping process, or by the next one from the kept
    // socket's queue – and stored exactly once: none is refused, reset or lost.
    report(`Später gesendete Kontaktnachrichten: ${unbegun.length} (${tally(unbegun)})`);
    expect(unbegun.filter((r) => !isThanks(r)).map((r) => `${r.label}: ${r.status || r.error} ${r.body.slice(0, 120)}`)).toEqual([]);
    expect(unbegun.filter((r) => stored.get(r.label) !== 1).map((r) => `${r.label}: ${stored.get(r.label) ?? 0}×`)).toEqual([]);
    expect(unbegun.length, "Kontaktnachrichten um das Signal herum").toBeGreaterThan(100);
  });
});
