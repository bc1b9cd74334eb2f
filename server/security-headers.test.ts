import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, documentPolicy, frameAncestorsFor, newNonce, sealForCache } from "./security-headers";

const sha = (text: string) => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("the document policy", () => {
  it("allows scripts from the site and by nonce or hash only: no 'unsafe-inline', no 'unsafe-eval'", () => {
    const withNonce = documentPolicy({ scripts: { nonce: "abc" }, frameAncestors: "'none'" });
    expect(directive(withNonce, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    const withHashes = documentPolicy({ scripts: { hashes: ["sha256-AAA", "sha256-BBB"] }, frameAncestors: "'self'" });
    expect(directive(withHashes, "script-src")).toBe("script-src 'self' 'sha256-AAA' 'sha256-BBB'");
    for (const policy of [withNonce, withHashes]) {
      expect(policy).not.toMatch(/unsafe-eval/);
      expect(directive(policy, "script-src")).not.toMatch(/unsafe-inline/);
      expect(directive(policy, "object-src")).toBe("object-src 'none'");
      expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
      expect(directive(policy, "form-action")).toBe("form-action 'self'");
    }
    expect(directive(withNonce, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(withHashes, "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(directive(withNonce, "connect-src")).toBe("connect-src 'self'");
  });

  it("keeps the CMS, sign-in and set-up out of frames; public pages only in the site's own", () => {
    for (const path of [
      "/cms",
      "/cms-overview",
      "/cms/seiten",
      "/cms-editor/kontakt",
      "/cms-media-library",
      "/login",
      "/einrichtung",
      "/passwort-zuruecksetzen",
      "/sections",
      "/api/auth/x",
    ]) {
      expect(frameAncestorsFor(path), path).toBe("'none'");
    }
    for (const path of ["/", "/kontakt", "/produkte/pflege/x", "/cmsfremd", "/loginhilfe", "/sections-demo"]) {
      expect(frameAncestorsFor(path), path).toBe("'self'");
    }
  });

  it("draws a new 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("sealing a rendered document for the shared cache", () => {
  const nonce = "R4nd0mN0nce+/==";
  const html = [
    `<html><head><script nonce="${nonce}">(function(){var t='ü';})();</script>`,
    `<link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"/></head><body>`,
    // Stored content that slipped a script past the sanitiser: it has no nonce of this render.
    `<div class="prose-content"><script>alert(1)</script><script nonce="erraten">alert(2)</script></div>`,
    `<script nonce="${nonce}">window.__ctx = {"a":"<\\/script>"};</script>`,
    `<script nonce="${nonce}" type="module" async="">import "/assets/a.js";\nimport("/assets/b.js");</script>`,
    `<script nonce="${nonce}">(function(){var t='ü';})();</script>`,
    `<script nonce="${nonce}" src="/assets/external.js"></script>`,
    `</body></html>`,
  ].join("");

  it("hashes exactly the scripts this render emitted, once each, and removes its nonce", () => {
    const sealed = sealForCache(Buffer.from(html), nonce);
    const sealedHtml = sealed.body.toString("utf8");
    expect(sealed.hashes).toEqual([
      sha("(function(){var t='ü';})();"),
      sha('window.__ctx = {"a":"<\\/script>"};'),
      sha('import "/assets/a.js";\nimport("/assets/b.js");'),
    ]);
    expect(sealed.hashes).not.toContain(sha("alert(1)"));
    expect(sealed.hashes).not.toContain(sha("alert(2)"));
    expect(sealedHtml).not.toContain(nonce);
    expect(sealedHtml).toContain('<script type="module" async="">import "/assets/a.js";');
    expect(sealedHtml).toContain('<link rel="modulepreload" href="/assets/entry.js"/>');
    // Everything else is left as it was.
    expect(sealedHtml.replaceAll(' nonce="erraten"', "")).toBe(html.replaceAll(` nonce="${nonce}"`, "").replaceAll(' nonce="erraten"', ""));
  });

  it("gives no hash at all to a page without scripts of its own", () => {
    const page = "<html><body><script>alert(1)</script></body></html>";
    const sealed = sealForCache(Buffer.from(page), nonce);
    expect(sealed.hashes).toEqual([]);
    expect(sealed.body.toString("utf8")).toBe(page);
  });
});

describe("headers on every response", () => {
  const headersOf = (https: boolean) => {
    const set: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (set[name.toLowerCase()] = value) };
    let passed = false;
    baseSecurityHeaders({ https })({} as never, res as never, () => (passed = true));
    expect(passed).toBe(true);
    return set;
  };

  it("sends HSTS only when SITE_URL is https, and the rest always", () => {
    expect(headersOf(true)["strict-transport-security"]).toBe("max-age=31536000");
    expect(headersOf(false)["strict-transport-security"]).toBeUndefined();
    expect(headersOf(false)).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
    });
    expect(headersOf(false)["content-security-policy"]).toMatch(/^default-src 'none';.*frame-ancestors 'none'$/);
  });
});
