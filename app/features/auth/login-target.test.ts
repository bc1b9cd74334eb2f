import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_TARGET, loginCallbackURL, safeRedirectTarget } from "./login-target";

describe("safeRedirectTarget", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectTarget("/cms/konto")).toBe("/cms/konto");
    expect(safeRedirectTarget("/cms/page-editor/kontakt?tab=seo")).toBe("/cms/page-editor/kontakt?tab=seo");
  });
  it("falls back to /cms-overview for anything else", () => {
    for (const value of [
      null,
      undefined,
      "",
      "cms",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "/login",
      "/login?redirectTo=/x",
      "/api/auth/sign-out",
      "/x\n",
    ]) {
      expect(safeRedirectTarget(value)).toBe(DEFAULT_SIGN_IN_TARGET);
    }
  });
});

describe("loginCallbackURL", () => {
  it("lands on the login page, which forwards to the target", () => {
    expect(loginCallbackURL("/cms-overview")).toBe("/login");
    expect(loginCallbackURL("/cms/konto")).toBe("/login?redirectTo=%2Fcms%2Fkonto");
  });
  it("only uses characters better-auth accepts in a relative callback address", () => {
    const url = loginCallbackURL("/cms/page-editor/a(b)!*~'?x=1&y=2");
    expect(url).toMatch(/^\/(?!\/|\\|%2f|%5c)[\w\-.+/@]*(?:\?[\w\-.+/=&%@]*)?$/);
    expect(decodeURIComponent(url.slice("/login?redirectTo=".length))).toBe("/cms/page-editor/a(b)!*~'?x=1&y=2");
  });
  it("never forwards to another site", () => {
    expect(loginCallbackURL("//evil.example")).toBe("/login");
  });
});
