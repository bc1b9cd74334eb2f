import { describe, expect, it } from "vitest";
import { judgeWriteOrigin } from "./csrf";

const accepted = ["https://www.auralis.example"];
const session = "auralis.session_token=abc.def";
const secureSession = "theme=x; __Secure-auralis.session_token=abc.def";

describe("the cross-site write rule", () => {
  it("lets the site's own origin through, with or without a session", () => {
    for (const cookie of [undefined, session, secureSession]) {
      expect(judgeWriteOrigin({ origin: "https://www.auralis.example", cookie }, accepted)).toEqual({ accepted: true, reason: "same-origin" });
    }
  });

  it("refuses a foreign origin with or without a session: another site, another port, another scheme, a subdomain", () => {
    for (const origin of ["https://evil.example", "https://www.auralis.example:8443", "http://www.auralis.example", "https://cms.www.auralis.example"]) {
      for (const cookie of [undefined, session]) {
        expect(judgeWriteOrigin({ origin, cookie }, accepted), `${origin} ${cookie}`).toEqual({ accepted: false, reason: "foreign", from: origin });
      }
    }
  });

  it("refuses an opaque origin ('null') and an unreadable one", () => {
    expect(judgeWriteOrigin({ origin: "null" }, accepted)).toEqual({ accepted: false, reason: "missing" });
    expect(judgeWriteOrigin({ origin: "null", referer: "https://www.auralis.example/kontakt" }, accepted).accepted).toBe(false);
    expect(judgeWriteOrigin({ origin: "nicht eine adresse", cookie: session }, accepted)).toMatchObject({ accepted: false, reason: "foreign" });
  });

  it("reads the Referer only when Origin is absent", () => {
    expect(judgeWriteOrigin({ referer: "https://www.auralis.example/cms/seiten?x=1", cookie: session }, accepted)).toEqual({
      accepted: true,
      reason: "same-origin",
    });
    expect(judgeWriteOrigin({ referer: "https://evil.example/page", cookie: session }, accepted)).toEqual({
      accepted: false,
      reason: "foreign",
      from: "https://evil.example",
    });
    expect(judgeWriteOrigin({ origin: "https://evil.example", referer: "https://www.auralis.example/" }, accepted)).toMatchObject({ accepted: false });
  });

  it("refuses a write with a session but no origin at all; lets one without either through", () => {
    expect(judgeWriteOrigin({ cookie: session }, accepted)).toEqual({ accepted: false, reason: "missing" });
    expect(judgeWriteOrigin({ cookie: secureSession, referer: "" }, accepted)).toEqual({ accepted: false, reason: "missing" });
    expect(judgeWriteOrigin({ cookie: "theme=human-care" }, accepted)).toEqual({ accepted: true, reason: "no-session-no-origin" });
    expect(judgeWriteOrigin({}, accepted)).toEqual({ accepted: true, reason: "no-session-no-origin" });
  });

  it("accepts each of several local origins (no SITE_URL)", () => {
    const local = ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"];
    for (const origin of local) expect(judgeWriteOrigin({ origin, cookie: session }, local).accepted, origin).toBe(true);
    expect(judgeWriteOrigin({ origin: "http://localhost:3001", cookie: session }, local).accepted).toBe(false);
    expect(judgeWriteOrigin({ origin: "http://LOCALHOST:3000", cookie: session }, local).accepted).toBe(true);
  });
});
