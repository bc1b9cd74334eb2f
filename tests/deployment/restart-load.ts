// The load of the rolling-restart tests (rolling-restart.test.ts with the socket unit,
// rolling-restart-without-socket-unit.test.ts without it): visitors, contact posts and editors' saves
// through nginx while deploy/rolling-restart.mjs restarts every process of the stack, and what became
// of each request. Every answer is counted: the clients never retry (counted-http.ts).
import http from "node:http";
import net from "node:net";
import { expect } from "vitest";
import { rollingRestart } from "../../deploy/rolling-restart.mjs";
import { CONTACT_THANKS, exchange, sendContact, type Exchange } from "./counted-http";
import type { loadLiveEdit, Staff } from "./site-client";
import { updateSectionBody } from "./site-client";
import { sleep, type Stack } from "./stack";

/** Every contact message of a test file gets a number of its own: its sender address and its marker. */
let contactCount = 0;
export const nextContact = () => contactCount++;

export const isThanks = (e: { status: number; body: string }) => e.status === 200 && e.body.includes(CONTACT_THANKS);
export const isSaved = (e: { status: number; body: string }) => e.status === 200 && /"ok":true/.test(e.body);

/** "12× 200, 1× Fehler ECONNRESET …" */
export function tally(items: { status: number; error?: string }[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = item.status ? String(item.status) : `Fehler ${item.error}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n}× ${key}`).join(", ");
}

/** How often each marker was stored as a contact message. */
export async function storedTimes(stack: Stack, markers: string[]): Promise<Map<string, number>> {
  const rows = await stack.postgres.query<{ message: string; n: number }>(
    "auralis",
    "select message, count(*)::int as n from contact_messages where message = any($1) group by message",
    [markers],
  );
  return new Map(rows.map((r) => [r.message, r.n]));
}

export interface RestartUnderLoad {
  visits: Exchange[];
  posts: Exchange[];
  /** The editors' loads and saves. */
  saves: Exchange[];
  /** How often each contact post's marker was stored. */
  stored: Map<string, number>;
  restartMs: number;
  pidsBefore: number[];
  /** Per restart, whether a connection to the app's port was refused between the old process's exit and the new one's start. */
  refusedWhileDown: boolean[];
}

/** Whether a TCP connection to the port is refused (nothing listens, no socket unit holds it). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

export interface RestartLoadOptions {
  /** Published pages with a text section: each editor saves one of its own (no conflicts). */
  textPages: { slug: string; sectionId: number }[];
  admin: Staff;
  /** Lines of contact posts, each one post after the other. */
  contactLines: number;
  /** Prefix of the markers, e.g. "Neustart über nginx". */
  marker: string;
  report: (line: string) => void;
}

/**
 * Runs the rolling restart of every process of `stack` under load and returns what each request got:
 * 24 keep-alive visitors over the sitemap's pages (every fourth one a page the cache has not seen, so
 * the processes also render while they restart), contact posts on `contactLines` lines, and two
 * editors, each saving one text section of a page of its own again and again from its revision.
 */
export async function rollingRestartUnderLoad(stack: Stack, options: RestartLoadOptions): Promise<RestartUnderLoad> {
  const { textPages, admin, contactLines, marker, report } = options;
  const proxy = stack.proxy.url;
  const host = new URL(stack.siteUrl).host;
  const sitemap = await fetch(`${proxy}/sitemap.xml`).then((r) => r.text());
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(20);

  let running = true;
  const deadline = Date.now() + 90_000;
  const going = () => running && Date.now() < deadline;

  // Nothing is sent twice by a visitor: nginx is not reloaded, so it never closes their connections.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
  const visits: Exchange[] = [];
  const visitors = Array.from({ length: 24 }, async (_, v) => {
    for (let i = 0; going(); i++) {
      const path = paths[(v * 7 + i) % paths.length] + (i % 4 === 0 ? `?neustart=${v}-${i}` : "");
      visits.push(await exchange(`${proxy}${path}`, { label: path, agent, headers: { Host: host } }));
    }
  });

  const posts: Exchange[] = [];
  const contactWriters = Array.from({ length: contactLines }, async () => {
    while (going()) {
      const n = nextContact();
      posts.push(await sendContact(proxy, stack.siteUrl, `${marker} ${n}`, n));
      await sleep(10);
    }
  });

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
      const body = JSON.stringify(updateSectionBody(section, live.revision, `<p>${marker} ${slug} ${i}</p>`));
      saves.push(
        await exchange(url, { label: `Speichern ${slug} ${i}`, method: "POST", headers: { ...staffHeaders, "Content-Type": "application/json" }, body }),
      );
    }
  });

  await sleep(1500);
  const pidsBefore = stack.apps.map((a) => a.pid);
  const started = Date.now();
  const refusedWhileDown: boolean[] = [];
  await rollingRestart({
    upstreamFile: stack.proxy.upstreamFile,
    restart: async (address) => {
      await stack.restartApp(
        stack.apps.findIndex((a) => address === `127.0.0.1:${a.port}`),
        { whileDown: async (port) => void refusedWhileDown.push(await connectionRefused(port)) },
      );
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

  const stored = await storedTimes(
    stack,
    posts.map((p) => p.label),
  );
  report(`Neustart beider Prozesse in ${restartMs} ms`);
  const durations = visits.map((v) => v.doneAt - v.sentAt).sort((a, b) => a - b);
  const quantile = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))];
  report(
    `Besucher: ${visits.length} Anfragen (${tally(visits)}); Antwortzeit Median ${quantile(0.5)} ms, p99 ${quantile(0.99)} ms, längste ${durations.at(-1)} ms`,
  );
  report(`Kontaktnachrichten: ${posts.length} (${tally(posts)}), gespeichert: ${[...stored.values()].reduce((a, b) => a + b, 0)}`);
  report(`Redaktion: ${saves.length} Anfragen (${tally(saves)})`);
  return { visits, posts, saves, stored, restartMs, pidsBefore, refusedWhileDown };
}

/** Both processes were restarted, and every request of the load was answered as it should be. */
export function expectNothingFailed(stack: Stack, result: RestartUnderLoad) {
  const { visits, posts, saves, stored, pidsBefore } = result;
  expect(
    stack.apps.map((a) => a.pid).every((pid, i) => pid !== pidsBefore[i]),
    "beide Prozesse neu gestartet",
  ).toBe(true);
  expect(visits.length).toBeGreaterThan(300);
  expect(visits.filter((v) => !(v.status >= 200 && v.status < 400)).map((v) => `${v.label}: ${v.status || v.error}`)).toEqual([]);
  expect(posts.length).toBeGreaterThan(20);
  expect(posts.filter((p) => !isThanks(p)).map((p) => `${p.label}: ${p.status || p.error}`)).toEqual([]);
  expect(posts.filter((p) => stored.get(p.label) !== 1).map((p) => `${p.label}: ${stored.get(p.label) ?? 0}× gespeichert`)).toEqual([]);
  const savePosts = saves.filter((s) => s.label.startsWith("Speichern"));
  expect(savePosts.length).toBeGreaterThan(10);
  expect(saves.filter((s) => s.status !== 200).map((s) => `${s.label}: ${s.status || s.error} ${s.body.slice(0, 120)}`)).toEqual([]);
  expect(savePosts.filter((s) => !isSaved(s)).map((s) => `${s.label}: ${s.body.slice(0, 120)}`)).toEqual([]);
}

/** The whole of a log, for proxy.errorLog and accessLog. */
export const WHOLE_LOG = Number.MAX_SAFE_INTEGER;

/** The lines of nginx's error log about its upstream (refused, reset, closed early). */
export function upstreamErrors(stack: Stack): string[] {
  return stack.proxy
    .errorLog(WHOLE_LOG)
    .split("\n")
    .filter((line) => /\[error\].*upstream/.test(line));
}
