// The account protections of docs/security.md through better-auth's own handler (what Express mounts at
// /api/auth), on a real database:
// per-account throttling of passwords and second-factor codes from many addresses, the owner's mail,
// the lengths of what sign-in and sign-up accept, and the origins a local site accepts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { authAttemptThrottle, mailOutbox, user as userTable } from "#db/schema";
import { accountThrottleRules } from "~/features/auth/account-throttle";
import { throttleKey } from "~/features/auth/account-throttle.server";
import { auth } from "~/features/auth/auth.server";
import { createConfirmedAccount } from "~/features/auth/first-admin.server";
import { postAuth, signIn, type Jar } from "./auth-requests";
import { testDatabases } from "./databases";

// The configuration of a laptop: no SITE_URL, port 3000, mail into the outbox.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-auth-throttle-"));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = "x".repeat(16) + "-throttle-test-secret-0123456789";
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;

const password = "Richtiges-Passwort-1";

describe.each(testDatabases)("Anmeldeschutz auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let secret: string;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    // The auth instance holds the database it was made with: a new one per database.
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    secret = (await auth().$context).secret;
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await open?.close();
  });

  const rowOf = async (kind: "password" | "second-factor", identity: string) =>
    (
      await open.db
        .select()
        .from(authAttemptThrottle)
        .where(eq(authAttemptThrottle.key, throttleKey(secret, kind, identity)))
    )[0];
  /** Lets the running wait pass, as if its time had come. */
  const waitPasses = async (kind: "password" | "second-factor", identity: string) =>
    open.db
      .update(authAttemptThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authAttemptThrottle.key, throttleKey(secret, kind, identity)));
  const mailsTo = (email: string, subject: string) =>
    open.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, `${subject}%`)));

  it("evaluates 5 of 25 wrong passwords from 25 addresses, refuses the rest unseen, mails the owner once, and lets the right password in after the wait", async () => {
    const email = "anna.throttle@auralis-medizintechnik.example";
    await createConfirmedAccount({ email, password, name: "Anna", role: "editor" });

    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await signIn(email, `falsch-${i}`));
    expect(answers.slice(0, 5).map((a) => [a.status, a.json?.code])).toEqual(Array(5).fill([401, "INVALID_EMAIL_OR_PASSWORD"]));
    for (const refused of answers.slice(5)) {
      expect(refused.status).toBe(429);
      expect(refused.json?.code).toBe("ACCOUNT_THROTTLED");
      expect(refused.json?.message).toMatch(/^Zu viele fehlgeschlagene Versuche für dieses Konto\. .* erst in \d+ Sekunden möglich\.$/);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }

    // The right password waits too: nobody's attempt is evaluated before the time.
    expect((await signIn(email, password)).status).toBe(429);
    expect((await rowOf("password", email))?.failures).toBe(accountThrottleRules.freeFailures);

    await vi.waitFor(async () => expect(await mailsTo(email, "Mehrere fehlgeschlagene Anmeldeversuche")).toHaveLength(1));
    const [mail] = await mailsTo(email, "Mehrere fehlgeschlagene Anmeldeversuche");
    expect(mail.text).toContain("5-mal hintereinander ein falsches Passwort");

    await waitPasses("password", email);
    const owner = await signIn(email, password);
    expect(owner.status).toBe(200);
    expect(await rowOf("password", email)).toBeUndefined();
  });

  it("doubles the wait with every failure after the free ones, up to 15 minutes", async () => {
    const email = "bruno.throttle@auralis-medizintechnik.example";
    await createConfirmedAccount({ email, password, name: "Bruno", role: "editor" });
    for (let i = 0; i < 5; i++) await signIn(email, "falsch");
    const waits: number[] = [];
    for (let round = 0; round < 7; round++) {
      const row = await rowOf("password", email);
      waits.push(Math.round((row.lockedUntil!.getTime() - row.lastFailureAt!.getTime()) / 1000));
      await waitPasses("password", email);
      expect((await signIn(email, "falsch")).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    // One mail for the whole streak.
    await vi.waitFor(async () => expect(await mailsTo(email, "Mehrere fehlgeschlagene Anmeldeversuche")).toHaveLength(1));
  });

  it("counts attempts arriving at the same moment one after the other", async () => {
    const email = "carla.throttle@auralis-medizintechnik.example";
    await createConfirmedAccount({ email, password, name: "Carla", role: "editor" });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(email, `gleichzeitig-${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(accountThrottleRules.freeFailures);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - accountThrottleRules.freeFailures);
  });

  it("treats an address without account exactly alike, and mails nobody", async () => {
    const email = "niemand.throttle@example.ch";
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await signIn(email, "irgendwas"));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(answers[5].json?.code).toBe("ACCOUNT_THROTTLED");
    expect(answers[5].json?.message).toMatch(/^Zu viele fehlgeschlagene Versuche für dieses Konto\./);
    await new Promise((r) => setTimeout(r, 200));
    expect(await open.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(0);
  });

  it("does not count a request refused for its origin before the password was looked at", async () => {
    const email = "dora.throttle@auralis-medizintechnik.example";
    await createConfirmedAccount({ email, password, name: "Dora", role: "editor" });
    for (let i = 0; i < 6; i++) {
      const refused = await postAuth("/sign-in/email", { email, password: "falsch" }, { origin: "http://boese.example" });
      expect(refused.status).toBe(403);
    }
    expect((await rowOf("password", email))?.failures ?? 0).toBe(0);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it("throttles second-factor codes per account across addresses and sign-ins, and the right code works after the wait", async () => {
    const email = "eva.throttle@auralis-medizintechnik.example";
    const userId = await createConfirmedAccount({ email, password, name: "Eva", role: "editor" });
    // Two-factor on, as the account screen does it: enable with the password, confirm one code.
    const session: Jar = new Map();
    expect((await signIn(email, password, session)).status).toBe(200);
    const enabled = await postAuth("/two-factor/enable", { password }, { jar: session });
    expect(enabled.status).toBe(200);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(new URL(enabled.json!.totpURI!).searchParams.get("secret")!) });
    expect((await postAuth("/two-factor/verify-totp", { code: totp.generate() }, { jar: session })).status).toBe(200);
    const [row] = await open.db.select({ on: userTable.twoFactorEnabled }).from(userTable).where(eq(userTable.id, userId));
    expect(row.on).toBe(true);

    const wrongCode = () => (totp.generate() === "000000" ? "111111" : "000000");
    const challenge = async () => {
      const jar: Jar = new Map();
      const first = await signIn(email, password, jar);
      expect(first.json?.twoFactorRedirect).toBe(true);
      return jar;
    };

    // 15 guesses on one sign-in from 3 addresses: 5 evaluated, 10 refused without a look.
    const jar = await challenge();
    const ips = ["10.99.0.1", "10.99.0.2", "10.99.0.3"];
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await postAuth("/two-factor/verify-totp", { code: wrongCode() }, { jar, ip: ips[i % 3] }));
    expect(answers.slice(0, 5).map((a) => a.json?.code)).toEqual(Array(5).fill("INVALID_CODE"));
    expect(answers.slice(5).every((a) => a.status === 429 && a.json?.code === "ACCOUNT_THROTTLED")).toBe(true);

    // A new sign-in with the right password starts no new budget for the codes.
    const again = await challenge();
    expect((await postAuth("/two-factor/verify-totp", { code: totp.generate() }, { jar: again })).status).toBe(429);

    await vi.waitFor(async () => expect(await mailsTo(email, "Mehrere falsche Bestätigungscodes")).toHaveLength(1));
    const [mail] = await mailsTo(email, "Mehrere falsche Bestätigungscodes");
    expect(mail.text).toContain("das richtige Passwort eingegeben");

    await waitPasses("second-factor", userId);
    const done = await postAuth("/two-factor/verify-totp", { code: totp.generate() }, { jar: again });
    expect(done.status).toBe(200);
    expect(await rowOf("second-factor", userId)).toBeUndefined();
  });

  it("refuses over-long sign-up and sign-in fields with a German 400 and stores nothing", async () => {
    const email = "lang.throttle@example.ch";
    const longName = await postAuth("/sign-up/email", { email, password, name: "N".repeat(201) });
    expect(longName.status).toBe(400);
    expect(longName.json).toMatchObject({ code: "FIELD_TOO_LONG", message: "Name: Höchstens 200 Zeichen." });
    expect(await open.db.select().from(userTable).where(eq(userTable.email, email))).toHaveLength(0);

    const longPassword = await signIn("anna.throttle@auralis-medizintechnik.example", "p".repeat(129));
    expect(longPassword).toMatchObject({ status: 400, json: { code: "FIELD_TOO_LONG", message: "Passwort: Höchstens 128 Zeichen." } });
    const longEmail = await postAuth("/sign-in/magic-link", { email: `${"a".repeat(250)}@example.ch` });
    expect(longEmail).toMatchObject({ status: 400, json: { message: "E-Mail-Adresse: Höchstens 254 Zeichen." } });
    const longCallback = await postAuth("/sign-in/magic-link", { email: "a@example.ch", callbackURL: `/${"x".repeat(2001)}` });
    expect(longCallback).toMatchObject({ status: 400, json: { message: "Höchstens 2000 Zeichen." } });
  });

  it("accepts localhost, 127.0.0.1 and [::1] on the port without SITE_URL, and explains a refused origin in German", async () => {
    const email = "anna.throttle@auralis-medizintechnik.example";
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const answer = await postAuth("/sign-in/email", { email, password }, { origin });
      expect(answer.status, origin).toBe(200);
    }
    const foreign = await postAuth("/sign-in/email", { email, password }, { origin: "http://192.168.1.20:3000" });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({
      code: "INVALID_ORIGIN",
      message: "Diese Anfrage kam von http://192.168.1.20:3000, die Website erwartet http://localhost:3000. Bitte öffnen Sie die Website unter dieser Adresse.",
    });
  });
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
