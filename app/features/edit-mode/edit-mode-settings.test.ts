import { describe, expect, it } from "vitest";
import { debugRequested, editSlug, isTypingTarget, withoutDebug, withoutEditParam } from "./edit-mode-settings";

const url = (s: string) => new URL(s, "https://auralis.example");

describe("Edit-Mode: Adressen und Tasten", () => {
  it("works on the path without trailing slash", () => {
    expect(editSlug("/produkte/pflege/")).toBe("/produkte/pflege");
    expect(editSlug("/")).toBe("/");
    expect(editSlug("//")).toBe("/");
  });

  it("removes edit=1 after use and keeps everything else", () => {
    expect(withoutEditParam(url("/kontakt?edit=1&x=2#a"))).toBe("/kontakt?x=2#a");
    expect(withoutEditParam(url("/kontakt?edit=1"))).toBe("/kontakt");
    expect(withoutEditParam(url("/kontakt?edit=0"))).toBeNull();
    expect(withoutEditParam(url("/kontakt"))).toBeNull();
  });

  it("switches the debug inspector on by cmsdebug, cmsDebug, cms or debug = 1, #cmsDebug or the stored flag", () => {
    for (const q of ["cmsdebug=1", "cmsDebug=1", "cms=1", "debug=1"]) expect(debugRequested(url(`/?${q}`), null)).toBe(true);
    expect(debugRequested(url("/#cmsDebug"), null)).toBe(true);
    expect(debugRequested(url("/"), "1")).toBe(true);
    expect(debugRequested(url("/?debug=0&cms=true"), null)).toBe(false);
    expect(debugRequested(url("/#other"), "0")).toBe(false);
  });

  it("closing removes every debug switch from the address", () => {
    expect(withoutDebug(url("/service?cmsdebug=1&cmsDebug=1&cms=1&debug=1&seite=2#cmsDebug"))).toBe("/service?seite=2");
    expect(withoutDebug(url("/service?x=1#teil"))).toBe("/service?x=1#teil");
  });

  it("ignores shortcuts while typing", () => {
    expect(isTypingTarget({ tagName: "INPUT", isContentEditable: false } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: "TEXTAREA", isContentEditable: false } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: "BUTTON", isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
