// A restart loses nothing (docs/decisions/0035-restart-on-a-kept-socket.md): each process listens on a
// socket kept open across its restarts (systemd's socket unit in production, socket-holder.pl here), so
// the README's rolling restart (deploy/rolling-restart.mjs) under load through nginx fails no visitor
// request and no write; and a process that gets SIGTERM answers every request it has begun, while the
// ones it has not begun wait for the next process, which answers and stores each exactly once.
// Every answer is counted: the clients below never retry (counted-http.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormBody, senderAddress, sendContact, type Exchange } from "./counted-http";
import { rawRequest, type RawAnswer } from "./raw-http";
import { expectNothingFailed, isSaved, isThanks, nextContact, rollingRestartUnderLoad, storedTimes, tally, upstreamErrors } from "./restart-load";
import { loadLiveEdit, signInAdmin, updateSectionBody, type Staff } from "./site-client";
import { removeTemporaryDirs, sleep, startStack, type Stack, publishedTextSections } from "./stack";

let stack: Stack;
let admin: Staff;
/** Published pages with a text section: the saves of each step go to pages of their own (no conflicts). */
let textPages: { slug: string; sectionId: number }[] = [];

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

describe("Neustart ohne Ausfall", () => {
  it("restarts both processes behind nginx under load, one after the other, and fails no request and no write", async () => {
    const result = await rollingRestartUnderLoad(stack, { textPages, admin, contactLines: 2, marker: "Neustart über nginx", report });
    // Between nginx and the processes nothing failed: no reset, no refusal, no early close. What the
    // kept socket costs shows in the visitors' answer times: a request that reached a restarting process
    // waited for the next one.
    const errors = upstreamErrors(stack);
    if (
      errors.length ||
      result.visits.some((v) => !(v.status >= 200 && v.status < 400)) ||
      result.posts.some((p) => !isThanks(p)) ||
      result.saves.some((s) => s.status !== 200)
    )
      report(`nginx error.log:\n${stack.proxy.errorLog()}`);
    expectNothingFailed(stack, result);
    expect(errors).toEqual([]);
    // The socket unit held each port while its process was down: a connection was taken, not refused.
    expect(result.refusedWhileDown).toEqual([false, false]);
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
        const n = nextContact();
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
          const n = nextContact();
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

    const stored = await storedTimes(
      stack,
      [...begun, ...unbegun].map((r) => r.label),
    );
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
