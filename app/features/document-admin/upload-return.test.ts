import { describe, expect, it } from "vitest";
import { UPLOAD_RETURN_MAX_LENGTH, uploadRefusalFromSearch, uploadReturnFromSearch, uploadReturnHref } from "./upload-return";

const key = "0b7d3c1e-5a4f-4e2b-9c6d-1f2e3a4b5c6d";
const search = (href: string) => new URL(href, "http://site.test").searchParams;

describe("an upload sent back without JavaScript", () => {
  it("brings a refusal back to the product's screen with its field errors and everything typed but the file", () => {
    const href = uploadReturnHref(
      key,
      { ok: false, message: "Die Datei ist kein PDF.", fieldErrors: { file: "Die Datei ist kein PDF.", other: "ignoriert" } },
      { kindId: "3", language: "fr", label: "Rev. 4", changes: "Neue Warnhinweise", safetyRelevant: "ja" },
    );
    expect(href.startsWith(`/cms/dokumente/produkt/${key}?upload=fehler&`)).toBe(true);
    expect(uploadReturnFromSearch(search(href))).toEqual({
      ok: false,
      message:
        "Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert. Ihre Angaben sind wieder eingetragen; nur die Datei müssen Sie erneut wählen.",
      fieldErrors: { file: "Die Datei ist kein PDF." },
      values: { kindId: "3", language: "fr", label: "Rev. 4", changes: "Neue Warnhinweise", safetyRelevant: true },
    });
  });

  it("says a success in the screen's words, with an empty form", () => {
    const back = uploadReturnFromSearch(search(uploadReturnHref(key.toUpperCase(), { ok: true, message: "egal" }, { label: " Rev. 5 " })));
    expect(back).toEqual({ ok: true, message: "Die Version «Rev. 5» ist als Entwurf gespeichert.", fieldErrors: {}, values: null });
  });

  it("goes only to this site's screens: the documents list when the product key is not one", () => {
    for (const productKey of ["https://fremd.example", "//fremd.example/x", "../konto", undefined, 42]) {
      const href = uploadReturnHref(productKey, { ok: false, message: "Uploads werden nur von dieser Website angenommen." }, { label: "x" });
      expect(href).toBe("/cms/dokumente?upload=fehler&meldung=Uploads+werden+nur+von+dieser+Website+angenommen.");
      expect(uploadRefusalFromSearch(search(href))).toEqual({ ok: false, message: "Uploads werden nur von dieser Website angenommen." });
    }
  });

  it("keeps the address short: long changes are cut and the message says so; a hand-made address fills in nothing invalid", () => {
    const href = uploadReturnHref(key, { ok: false, message: "x".repeat(1000) }, { label: "L".repeat(500), changes: "ü".repeat(4000) });
    expect(href.length).toBeLessThanOrEqual(UPLOAD_RETURN_MAX_LENGTH);
    const back = uploadReturnFromSearch(search(href))!;
    expect(back.message).toContain("ist gekürzt");
    expect(back.values!.label).toHaveLength(80);
    expect(back.values!.changes.length).toBeGreaterThan(500);
    const forged = uploadReturnFromSearch(search(`?upload=fehler&art=1%20or%201&sprache=xx&meldung=${"m".repeat(900)}`))!;
    expect(forged.values).toMatchObject({ kindId: "", language: "" });
    expect(forged.message.length).toBeLessThan(400);
    expect(uploadReturnFromSearch(search("?upload=anders"))).toBeNull();
  });
});
