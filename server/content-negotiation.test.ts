import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { revalidates, type StoredAnswer } from "./cached-answer";
import { acceptedEncodings, preferredEncoding, takesBrotli } from "./content-negotiation";

describe("acceptedEncodings", () => {
  it("puts brotli first where a browser ranks it with gzip, and honours q-values", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")[0]).toBe("br");
    expect(acceptedEncodings("gzip;q=1, br;q=0.5")[0]).toBe("gzip");
    expect(acceptedEncodings("*")[0]).toBe("br");
    expect(acceptedEncodings(undefined)).toEqual(["identity"]);
  });

  it("reads a q of zero as a refusal", () => {
    expect(takesBrotli("br;q=0, gzip")).toBe(false);
    expect(acceptedEncodings("br;q=0, gzip")[0]).toBe("gzip");
    expect(takesBrotli("gzip, *;q=0")).toBe(false);
    expect(acceptedEncodings("br;q=0, gzip;q=0")).toEqual(["identity"]);
  });

  it("gives the client's most preferred copy that exists, else the plain bytes", () => {
    const onlyGzip = (e: string) => e === "gzip" || e === "identity";
    expect(preferredEncoding("gzip, br", onlyGzip)).toBe("gzip");
    expect(preferredEncoding("br", onlyGzip)).toBe("identity");
  });
});

describe("revalidates (If-None-Match through fresh)", () => {
  const answer = { status: 200, etag: '"abc"' } as StoredAnswer;
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

  it("is true for the stored tag, in a list, weak, or *", () => {
    for (const tag of ['"abc"', '"x", "abc"', 'W/"abc"', "*"]) expect(revalidates(request({ "if-none-match": tag }), answer), tag).toBe(true);
  });

  it("is false for another tag, without the header, for a request that asks for no cache, and for a non-200", () => {
    expect(revalidates(request({ "if-none-match": '"xyz"' }), answer)).toBe(false);
    expect(revalidates(request({}), answer)).toBe(false);
    expect(revalidates(request({ "if-none-match": '"abc"', "cache-control": "no-cache" }), answer)).toBe(false);
    expect(revalidates(request({ "if-none-match": '"abc"' }), { ...answer, status: 404 })).toBe(false);
  });
});
