import { describe, expect, it } from "vitest";
import { classifyLink, opensInNewTab, parseAssetReference } from "./links";

describe("classifyLink", () => {
  it("opens http(s) and mailto in a new tab", () => {
    expect(opensInNewTab(classifyLink("https://example.ch"))).toBe(true);
    expect(opensInNewTab(classifyLink("mailto:info@example.ch"))).toBe(true);
    expect(opensInNewTab(classifyLink("/kontakt"))).toBe(false);
  });
  it("treats paths as internal links", () => {
    expect(classifyLink("kontakt")).toEqual({ kind: "internal", href: "/kontakt" });
    expect(classifyLink("#faq")).toEqual({ kind: "internal", href: "#faq" });
  });
  it("recognises asset references and refuses malformed ones", () => {
    expect(classifyLink("asset:10072")).toEqual({ kind: "asset", assetId: 10072 });
    expect(classifyLink("asset:abc").kind).toBe("invalid");
    expect(parseAssetReference("asset:12x")).toBeNull();
  });
  it("never lets other schemes through", () => {
    expect(classifyLink("javascript:alert(1)").kind).toBe("invalid");
    expect(classifyLink("data:text/html,x").kind).toBe("invalid");
    expect(classifyLink("").kind).toBe("invalid");
  });
});
