// Whether an address has an account must not show in how sign-in, password reset and magic link
// answer: for a known and an unknown address the same status and body at every step, and answer
// times alike. Sign-in: the per-account throttle counts every normalised address
// (auth-guards.server.ts), better-auth hashes a password for an unknown address too. Reset: the mail
// only a known address gets is sent without the answer waiting for it (auth.server.ts).
//
// The mail goes through a local SMTP server that takes 300 ms per message, as a real one may: a
// request that waited for the mail would stand out.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { accountThrottleRules } from "~/features/auth/account-throttle";
import { createConfirmedAccount } from "~/features/auth/first-admin.server";
import { postAuth, signIn, type AuthAnswer } from "./auth-requests";
import { testDatabases } from "./databases";

const SMTP_DELAY_MS = 300;
const received: string[] = [];
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () => {
      received.push(...session.envelope.rcptTo.map((r) => r.address));
      setTimeout(callback, SMTP_DELAY_MS);
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

// A laptop's configuration (no SITE_URL, port 3000), with real mail delivery.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-account-privacy-"));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = "x".repeat(16) + "-privacy-test-secret-01234567890";
process.env.PORT = "3000";
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
delete process.env.SITE_URL;

const password = "Richtiges-Passwort-1";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// A few milliseconds of scheduling noise on a busy two-core machine: answers of about 10 ms may
// differ by that much without revealing anything. The margin stays far below the cost of a password
// hash or a mail server's answer, so a real difference still fails.
const NOISE_MS = 25;

/** Whether two series of answer times look alike: the slower median at most twice the faster, plus the noise margin. */
function alike(a: number[], b: number[]): boolean {
  const [faster, slower] = [median(a), median(b)].sort((x, y) => x - y);
  return slower <= 2 * faster + NOISE_MS;
}

/**
 * The answer as an attacker compares it, without the length of the wait: that counts down from the
 * address's own last failure, which came a password hash earlier or later than the other's.
 */
function comparable(answer: AuthAnswer) {
  const message = answer.json?.message?.replace(/\d+ (Sekunden?|Minuten?)/, "… $1");
  return { status: answer.status, json: { ...answer.json, message }, retryAfter: answer.retryAfter === null ? "none" : "some" };
}

describe("the comparison of answer times", () => {
  it("tells a refusal in 9 ms from a password check in 180 ms, and accepts the noise of equal work", () => {
    expect(alike([9, 8, 10, 9, 11], [180, 175, 190, 185, 178])).toBe(false);
    expect(alike([420, 380, 510, 400, 390], [300, 450, 395, 610, 405])).toBe(true);
    expect(alike([9, 12, 44, 8, 10], [20, 7, 9, 13, 21])).toBe(true);
  });
});

describe.each(testDatabases)("Anmeldung verrät kein Konto auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    // The auth instance holds the database it was made with: a new one per database.
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    // The first password hash and the first queries warm up; they are not measured.
    await signIn("aufwaermen@example.ch", "falsch");
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await open?.close();
  });

  /** Three known and three unknown addresses (distinct per database: the Postgres server keeps rows between runs of a file). */
  async function addressPairs(label: string) {
    const stamp = `${label}-${Date.now()}`;
    const pairs = [];
    for (let i = 0; i < 3; i++) {
      const known = `konto-${i}-${stamp}@auralis-medizintechnik.example`;
      await createConfirmedAccount({ email: known, password, name: `Konto ${i}`, role: "editor" });
      pairs.push({ known, unknown: `niemand-${i}-${stamp}@example.ch` });
    }
    return pairs;
  }

  /** Sends `request` for both addresses of each pair, step by step, taking turns at who goes first. */
  async function inTurns(pairs: { known: string; unknown: string }[], steps: number, request: (email: string) => Promise<AuthAnswer>) {
    const known: AuthAnswer[][] = pairs.map(() => []);
    const unknown: AuthAnswer[][] = pairs.map(() => []);
    for (let step = 0; step < steps; step++) {
      for (const [i, pair] of pairs.entries()) {
        if ((step + i) % 2 === 0) {
          known[i].push(await request(pair.known));
          unknown[i].push(await request(pair.unknown));
        } else {
          unknown[i].push(await request(pair.unknown));
          known[i].push(await request(pair.known));
        }
      }
    }
    return { known, unknown };
  }

  const timesOf = (answers: AuthAnswer[][], status: number) =>
    answers
      .flat()
      .filter((a) => a.status === status)
      .map((a) => a.ms);

  // Thirty password hashes and more: minutes, not seconds, on a busy machine.
  it("answers wrong passwords for a known and an unknown address alike, step by step and in time", { timeout: 180_000 }, async () => {
    const pairs = await addressPairs("anmeldung");
    const steps = accountThrottleRules.freeFailures + 3;
    const { known, unknown } = await inTurns(pairs, steps, (email) => signIn(email, "Falsches-Passwort-1"));

    const expected = [...Array<number>(accountThrottleRules.freeFailures).fill(401), 429, 429, 429];
    for (const [i] of pairs.entries()) {
      expect(known[i].map((a) => a.status)).toEqual(expected);
      expect(unknown[i].map(comparable)).toEqual(known[i].map(comparable));
    }
    expect(known[0][accountThrottleRules.freeFailures].json?.message).toMatch(/^Zu viele fehlgeschlagene Versuche für dieses Konto\./);

    const evaluated = { known: timesOf(known, 401), unknown: timesOf(unknown, 401) };
    const refused = { known: timesOf(known, 429), unknown: timesOf(unknown, 429) };
    const report = JSON.stringify({
      evaluated: [median(evaluated.known), median(evaluated.unknown)],
      refused: [median(refused.known), median(refused.unknown)],
    });
    expect(alike(evaluated.known, evaluated.unknown), `Mediane in ms (bekannt, unbekannt): ${report}`).toBe(true);
    expect(alike(refused.known, refused.unknown), `Mediane in ms (bekannt, unbekannt): ${report}`).toBe(true);
  });

  it("answers a password-reset request for a known and an unknown address alike, and mails only the account", async () => {
    const pairs = await addressPairs("zuruecksetzen");
    const { known, unknown } = await inTurns(pairs, 3, (email) => postAuth("/request-password-reset", { email, redirectTo: "/passwort-zuruecksetzen" }));
    for (const [i] of pairs.entries()) {
      expect(known[i].map((a) => a.status)).toEqual([200, 200, 200]);
      expect(unknown[i].map(comparable)).toEqual(known[i].map(comparable));
    }
    const times = { known: timesOf(known, 200), unknown: timesOf(unknown, 200) };
    expect(alike(times.known, times.unknown), `Mediane in ms (bekannt, unbekannt): ${median(times.known)}, ${median(times.unknown)}`).toBe(true);

    // The mail is still sent, to the account only.
    await vi.waitFor(() => expect(received.filter((to) => to === pairs[0].known)).toHaveLength(3), { timeout: 20_000 });
    expect(received.some((to) => pairs.some((pair) => pair.unknown === to))).toBe(false);
  });

  it("answers a magic-link request for a known and an unknown address alike", async () => {
    const pairs = await addressPairs("magic-link");
    const { known, unknown } = await inTurns(pairs, 2, (email) => postAuth("/sign-in/magic-link", { email, callbackURL: "/cms" }));
    for (const [i] of pairs.entries()) {
      expect(known[i].map((a) => a.status)).toEqual([200, 200]);
      expect(unknown[i].map(comparable)).toEqual(known[i].map(comparable));
    }
    const times = { known: timesOf(known, 200), unknown: timesOf(unknown, 200) };
    expect(alike(times.known, times.unknown), `Mediane in ms (bekannt, unbekannt): ${median(times.known)}, ${median(times.unknown)}`).toBe(true);
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});
