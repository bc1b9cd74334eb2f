// Which format a resized image is sent in: AVIF only when the browser names it, WebP otherwise.
import { describe, expect, it } from "vitest";
import { negotiateVariantFormat } from "./image-format";

describe("negotiateVariantFormat", () => {
  it("sends AVIF to browsers that name it (Chrome's and Firefox's image Accept headers)", () => {
    expect(negotiateVariantFormat("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8")).toBe("avif");
    expect(negotiateVariantFormat("image/avif,image/webp,*/*")).toBe("avif");
    expect(negotiateVariantFormat("IMAGE/AVIF")).toBe("avif");
  });
  it("sends WebP to everyone else, also without any Accept header or with */* only", () => {
    expect(negotiateVariantFormat("image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5")).toBe("webp");
    expect(negotiateVariantFormat("*/*")).toBe("webp");
    expect(negotiateVariantFormat("image/*")).toBe("webp");
    expect(negotiateVariantFormat("")).toBe("webp");
    expect(negotiateVariantFormat(undefined)).toBe("webp");
  });
  it("honours q values: AVIF refused with q=0, or liked less than WebP", () => {
    expect(negotiateVariantFormat("image/avif;q=0,image/webp")).toBe("webp");
    expect(negotiateVariantFormat("image/avif; q=0.0, image/webp")).toBe("webp");
    expect(negotiateVariantFormat("image/avif;q=0.5,image/webp;q=0.9")).toBe("webp");
    expect(negotiateVariantFormat("image/avif;q=0.9,image/webp;q=0.9")).toBe("avif");
    expect(negotiateVariantFormat("image/webp;q=0.4, image/avif;q=0.8")).toBe("avif");
  });
  it("does not take a look-alike type for AVIF", () => {
    expect(negotiateVariantFormat("image/avif-sequence,image/webp")).toBe("webp");
  });
});
