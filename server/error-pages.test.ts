// The German outage answers: a page for people, JSON for the app's scripts, never cached.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendErrorPage } from "./error-pages";

let base: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.all("/{*splat}", (req, res) => sendErrorPage(req, res, 503));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("sendErrorPage", () => {
  it("gives a browser the German page with Retry-After and no caching", async () => {
    const res = await fetch(`${base}/produkte/pflege`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="de-CH">');
    expect(html).toContain("Die Website ist gleich wieder da");
    expect(html).not.toContain("<script");
  });

  it("gives the edit mode and API callers JSON with the same message", async () => {
    for (const path of ["/cms/api/live-edit?slug=/", "/api/media", "/produkte.data"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ok: false, message: expect.stringContaining("Datenbank nicht erreichbar") });
    }
  });
});
