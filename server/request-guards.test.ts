import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseMalformedRequest, wellFormedAddress } from "./request-guards";

describe("wellFormedAddress", () => {
  it("takes the site's addresses, encoded umlauts, queries and tracking parameters with stray percent signs", () => {
    for (const target of ["/", "/produkte/pflege", "/%C3%BCber-uns", "/kontakt?danke=1", "/?utm_source=a%20b&x=100%", "/a+b", "/cms/seiten?q=W%C3%A4rme"]) {
      expect(wellFormedAddress(target), target).toBe(true);
    }
  });

  it("refuses broken percent-encoding, bytes that are not UTF-8 and control characters", () => {
    for (const target of [
      "/%%%%",
      "/kontakt/%c0%ae",
      "/%C0%AF",
      "/%ff",
      "/%e2%82",
      "/a%00b",
      "/a%0d%0aSet-Cookie:x",
      "/%7f",
      "/cms/seiten?q=%00",
      "/?a%00=1",
    ]) {
      expect(wellFormedAddress(target), target).toBe(false);
    }
  });
});

describe("refuseMalformedRequest", () => {
  let base: string;
  let server: import("node:http").Server;
  beforeAll(async () => {
    const app = express();
    app.use(refuseMalformedRequest);
    app.all("/{*splat}", (_req, res) => res.send("Seite"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("answers a malformed address 400 with the German page, a sound one passes", async () => {
    const bad = await fetch(`${base}/kontakt/%c0%ae`, { headers: { Accept: "text/html" } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control")).toBe("no-store");
    expect(await bad.text()).toContain("Ungültige Adresse");
    expect((await fetch(`${base}/%C3%BCber-uns`)).status).toBe(200);
  });

  it("answers a malformed address under /fr with the French page", async () => {
    const bad = await fetch(`${base}/fr/%%%`, { headers: { Accept: "text/html" } });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain("Adresse non valable");
    expect(html).not.toContain("Ungültige Adresse");
  });

  it("answers methods the site does not answer 405 with Allow; GET, HEAD and POST pass", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const res = await fetch(`${base}/kontakt`, { method, headers: { Accept: "text/html" } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("GET, HEAD, POST");
      expect(await res.text(), method).toContain("Anfrage nicht möglich");
    }
    for (const method of ["GET", "HEAD", "POST"]) expect((await fetch(`${base}/kontakt`, { method })).status, method).toBe(200);
  });
});
