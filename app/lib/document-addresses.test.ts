// The addresses of 'Dokumente' (docs/decisions/0046-documents.md): the product's number, a kind's key and a file's hash.
import { describe, expect, it } from "vitest";
import { currentDocumentPath, documentsIndexPath, documentsPlaceOf, parseProductNumber, productDocumentsPath, versionFilePath } from "./document-addresses";

const hash = (n: number) => n.toString(16).padStart(64, "0");

describe("the addresses", () => {
  it("name a product by its number and a document by kind key and language, in each language's area", () => {
    expect(documentsIndexPath("de")).toBe("/dokumente");
    expect(documentsIndexPath("fr")).toBe("/fr/documents");
    expect(documentsIndexPath("it")).toBe("/it/documenti");
    expect(productDocumentsPath("en", 7)).toBe("/en/documents/7");
    expect(currentDocumentPath("fr", 7, "ifu", "de")).toBe("/fr/documents/7/ifu/de");
    expect(versionFilePath(hash(1), "Mode d'emploi.pdf")).toBe(`/dokumente/datei/${hash(1)}/Mode%20d'emploi.pdf`);
  });
  it("read a documents address back, and nothing else", () => {
    expect(documentsPlaceOf("/fr/documents")).toEqual({ page: "index", language: "fr" });
    expect(documentsPlaceOf("/Dokumente/12/")).toEqual({ page: "product", language: "de", productNumber: 12 });
    expect(documentsPlaceOf("/it/documenti/feed.atom")).toEqual({ page: "feed", language: "it" });
    expect(documentsPlaceOf("/dokumente/datei/abc/x.pdf")).toBeNull();
    expect(documentsPlaceOf("/dokumente/012")).toBeNull();
    expect(documentsPlaceOf("/fr/dokumente")).toBeNull();
    expect(parseProductNumber("99999999999")).toBeNull();
  });
});
