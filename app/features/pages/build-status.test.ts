import { describe, expect, it } from "vitest";
import { endpointCheckFrom, parseBuildStatus, readBuildMeta } from "./build-status";

describe("parseBuildStatus", () => {
  it("reads JSON", () => {
    expect(parseBuildStatus('{"build":"abc","timestamp":"2026-11-22T00:00:00Z","commit":null}')).toEqual({
      build: "abc",
      timestamp: "2026-11-22T00:00:00Z",
      commit: "",
    });
  });
  it("reads key=value lines", () => {
    expect(parseBuildStatus("build=abc\ntimestamp = 2026\n\nfoo")).toEqual({ build: "abc", timestamp: "2026" });
  });
  it("returns nothing for broken JSON", () => {
    expect(parseBuildStatus("{oops")).toEqual({});
  });
});

describe("readBuildMeta", () => {
  const tags = (values: Record<string, string>) => (name: string) => values[name];

  it("reads build, timestamp and commit from the meta tags, the time de-DE in Swiss time", () => {
    expect(readBuildMeta(tags({ "build-id": "0123456789abcdef", "build-timestamp": "2026-11-22T01:02:03Z", "build-commit": "deadbeef" }))).toEqual({
      build: "0123456789abcdef",
      timestamp: "22.11.2026, 02:02:03",
      commit: "deadbeef",
    });
  });

  it("says 'Not found' for a missing or empty tag and keeps an unreadable time as it is", () => {
    expect(readBuildMeta(tags({ "build-timestamp": "kaputt", "build-commit": " " }))).toEqual({
      build: "Not found",
      timestamp: "kaputt",
      commit: "Not found",
    });
  });
});

describe("endpointCheckFrom", () => {
  it("names a failed answer by its HTTP status", () => {
    expect(endpointCheckFrom("/x", { ok: false, status: 404, body: "" })).toEqual({ url: "/x", state: "error", error: "HTTP 404" });
  });
  it("shows the first 8 characters of the build, or 'Not found' when there is none", () => {
    expect(endpointCheckFrom("/v", { ok: true, status: 200, body: '{"build":"0123456789"}' })).toEqual({ url: "/v", state: "ok", build: "01234567" });
    expect(endpointCheckFrom("/v", { ok: true, status: 200, body: "timestamp=1" })).toEqual({ url: "/v", state: "ok", build: "Not found" });
  });
});
