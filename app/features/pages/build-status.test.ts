import { describe, expect, it } from "vitest";
import { parseBuildStatus } from "./build-status";

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
