import { describe, expect, it } from "vitest";
import {
  collectContentScope,
  currentContentScope,
  decodeAnnouncement,
  encodeAnnouncement,
  PROCESS_INSTANCE,
  reportContentScope,
  reportEverythingChanged,
} from "./content-announce.server";

describe("announcing a content change", () => {
  it("carries the scope to the other processes, and reads anything else as 'all'", () => {
    const scope = { kind: "pages" as const, visible: ["/service", "/sitemap.xml"], drafts: ["/kontakt"] };
    expect(decodeAnnouncement(encodeAnnouncement(scope))).toEqual({ from: PROCESS_INSTANCE, scope });
    // An older process sent only its name; a broken payload is no reason to keep stale pages.
    expect(decodeAnnouncement("3f1c-alter-prozess")).toEqual({ from: "3f1c-alter-prozess", scope: { kind: "all" } });
    expect(decodeAnnouncement('{"from":"x","scope":{"kind":"pages","visible":[1]}}').scope).toEqual({ kind: "all" });
    // Postgres refuses payloads of 8000 bytes: a scope that long becomes "all".
    const long = { kind: "pages" as const, visible: Array.from({ length: 2000 }, (_, i) => `/seite-${i}`), drafts: [] };
    expect(encodeAnnouncement(long).length).toBeLessThan(8000);
    expect(decodeAnnouncement(encodeAnnouncement(long)).scope).toEqual({ kind: "all" });
  });

  it("collects what a write's parts report; nothing reported, or anything site-wide, is 'all'", async () => {
    expect((await collectContentScope(async () => 1)).scope()).toEqual({ kind: "all" });
    const pages = await collectContentScope(async () => {
      reportContentScope({ kind: "pages", visible: ["/a"], drafts: ["/b"] });
      reportContentScope({ kind: "pages", visible: ["/b"], drafts: ["/c"] });
      return currentContentScope();
    });
    expect(pages.value).toEqual({ kind: "pages", visible: ["/a", "/b"], drafts: ["/c"] });
    const mixed = await collectContentScope(async () => {
      reportContentScope({ kind: "pages", visible: ["/a"], drafts: [] });
      reportEverythingChanged();
    });
    expect(mixed.scope()).toEqual({ kind: "all" });
    // Outside a collecting write (seed, restore, scheduler), an announcement says "all".
    expect(currentContentScope()).toEqual({ kind: "all" });
  });
});
