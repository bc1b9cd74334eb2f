import { describe, expect, it } from "vitest";
import { parseTestimonialForm, testimonialLanguageChoices, testimonialMessages } from "./testimonial-form";

describe("testimonial form", () => {
  it("requires author and quote", () => {
    const result = parseTestimonialForm({ author: "  ", quote: "", rating: "5" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ author: testimonialMessages.authorRequired, quote: testimonialMessages.quoteRequired });
  });

  it("defaults the rating to 5 and stores an empty role as null", () => {
    expect(parseTestimonialForm({ author: "Eva  Muster", quote: "Sehr gut.", role: " ", is_published: "on" })).toMatchObject({
      ok: true,
      value: { author: "Eva Muster", role: null, quote: "Sehr gut.", rating: 5, isPublished: true },
    });
  });

  it.each(["0", "6", "4.5", "abc", "-1"])("rejects the rating %j", (rating) => {
    const result = parseTestimonialForm({ author: "Eva", quote: "Gut", rating });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.rating).toBe(testimonialMessages.ratingRange);
  });

  it.each(["1", "3", "5"])("accepts the rating %s", (rating) => {
    expect(parseTestimonialForm({ author: "Eva", quote: "Gut", rating })).toMatchObject({ ok: true, value: { rating: Number(rating) } });
  });

  it("is unpublished when the checkbox is not sent", () => {
    expect(parseTestimonialForm({ author: "Eva", quote: "Gut" })).toMatchObject({ ok: true, value: { isPublished: false } });
  });

  it("keeps quote line breaks and limits lengths", () => {
    expect(parseTestimonialForm({ author: "Eva", quote: "Zeile 1\nZeile 2" })).toMatchObject({ ok: true, value: { quote: "Zeile 1\nZeile 2" } });
    const result = parseTestimonialForm({ author: "x".repeat(201), role: "r".repeat(501), quote: "q".repeat(5001) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values.author).toHaveLength(201);
    expect(result.fieldErrors).toEqual({ author: "Höchstens 200 Zeichen.", role: "Höchstens 500 Zeichen.", quote: "Höchstens 5000 Zeichen." });
  });
});

describe("portrait (media_asset_id)", () => {
  const base = { author: "Anna Muster", quote: "Sehr gut.", rating: "5" };
  it("takes one library id, or none", () => {
    const chosen = parseTestimonialForm({ ...base, media_asset_id: "12" });
    expect(chosen.ok && chosen.value.mediaAssetId).toBe(12);
    const none = parseTestimonialForm(base);
    expect(none.ok && none.value.mediaAssetId).toBeNull();
  });
  it("refuses anything else with a German message, keeping what was sent", () => {
    for (const bad of ["abc", "-1", "0", "1.5", "asset:3"]) {
      const result = parseTestimonialForm({ ...base, media_asset_id: bad });
      expect(result.ok, bad).toBe(false);
      if (!result.ok) {
        expect(result.fieldErrors.media_asset_id).toBe("Bitte ein Bild aus der Medienbibliothek wählen.");
        expect(result.values.media_asset_id).toBe(bad);
      }
    }
  });
});

describe("language", () => {
  const base = { author: "Claire Dubois", quote: "Très bien.", rating: "5" };
  it("is German unless another language of the site is chosen", () => {
    expect(parseTestimonialForm(base)).toMatchObject({ ok: true, value: { language: "de" } });
    expect(parseTestimonialForm({ ...base, language: "fr" })).toMatchObject({ ok: true, value: { language: "fr" } });
  });
  it.each(["es", "FR", "de-CH"])("refuses %j and keeps what was typed", (language) => {
    const result = parseTestimonialForm({ ...base, language });
    expect(result).toMatchObject({ ok: false, fieldErrors: { language: testimonialMessages.languageInvalid }, values: { language, quote: "Très bien." } });
  });
  it("offers German and the switched-on languages, and always the testimonial's own", () => {
    expect(testimonialLanguageChoices(["de", "fr"], "de")).toEqual(["de", "fr"]);
    expect(testimonialLanguageChoices(["de", "fr"], "en")).toEqual(["de", "fr", "en"]);
    expect(testimonialLanguageChoices(["de", "it", "fr"], "it")).toEqual(["de", "fr", "it"]);
  });
});
