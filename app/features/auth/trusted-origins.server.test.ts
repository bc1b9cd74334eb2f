import { describe, expect, it } from "vitest";
import { readEnv } from "~/core/env.server";
import { acceptedOrigins, expectedOrigin, explainOriginRefusal, requestOrigin } from "./trusted-origins.server";

describe("accepted origins", () => {
  it("are localhost, 127.0.0.1 and [::1] on the port without SITE_URL", () => {
    const config = readEnv({ PORT: "3350" });
    expect(acceptedOrigins(config)).toEqual(["http://localhost:3350", "http://127.0.0.1:3350", "http://[::1]:3350"]);
    expect(expectedOrigin(config)).toBe("http://localhost:3350");
  });

  it("are only SITE_URL's origin when it is set", () => {
    const config = readEnv({ PORT: "3350", SITE_URL: "https://www.auralis-medizintechnik.example/" });
    expect(acceptedOrigins(config)).toEqual(["https://www.auralis-medizintechnik.example"]);
    expect(expectedOrigin(config)).toBe("https://www.auralis-medizintechnik.example");
  });
});

describe("a refused origin explained in German", () => {
  const refusal = (code: string) =>
    new Response(JSON.stringify({ code, message: "Invalid origin" }), { status: 403, headers: { "content-type": "application/json" } });
  const request = (headers: Record<string, string>) => new Request("http://10.0.0.5:3000/api/auth/sign-in/email", { method: "POST", headers });

  it("names where the request came from and the address the site expects", async () => {
    const answer = await explainOriginRefusal(
      request({ origin: "http://10.0.0.5:3000" }),
      refusal("INVALID_ORIGIN"),
      "https://www.auralis-medizintechnik.example",
    );
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      code: "INVALID_ORIGIN",
      message:
        "Diese Anfrage kam von http://10.0.0.5:3000, die Website erwartet https://www.auralis-medizintechnik.example. Bitte öffnen Sie die Website unter dieser Adresse.",
      expectedOrigin: "https://www.auralis-medizintechnik.example",
    });
  });

  it("explains a missing origin, and reads the Referer when Origin is absent", async () => {
    const missing = await explainOriginRefusal(request({}), refusal("MISSING_OR_NULL_ORIGIN"), "http://localhost:3000");
    expect((await missing.json()).message).toMatch(/^Die Anfrage wurde aus Sicherheitsgründen abgelehnt, .* unter http:\/\/localhost:3000 /);
    expect(requestOrigin(request({ referer: "http://10.0.0.5:3000/login?x=1" }))).toBe("http://10.0.0.5:3000");
    expect(requestOrigin(request({ origin: "null" }))).toBeNull();
  });

  it("leaves every other answer untouched", async () => {
    const other = new Response(JSON.stringify({ code: "BANNED_USER" }), { status: 403, headers: { "content-type": "application/json" } });
    expect(await explainOriginRefusal(request({ origin: "http://x" }), other, "http://localhost:3000")).toBe(other);
    const ok = new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    expect(await explainOriginRefusal(request({}), ok, "http://localhost:3000")).toBe(ok);
  });
});
