import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholdersIn } from "./placeholders";

describe("fillPlaceholders", () => {
  const values = { name: "Anna <Muster>", email: "anna@example.ch", message: "Zeile 1\nZeile 2" };
  it("escapes values in HTML and keeps line breaks", () => {
    expect(fillPlaceholders("<p>{{name}}: {{ message }}</p>", values, "html")).toBe("<p>Anna &lt;Muster&gt;: Zeile 1<br>Zeile 2</p>");
  });
  it("fills a subject on one line without escaping", () => {
    expect(fillPlaceholders("Anfrage von {{name}} – {{message}}", values, "text")).toBe("Anfrage von Anna <Muster> – Zeile 1 Zeile 2");
  });
  it("leaves unknown placeholders visible", () => {
    expect(fillPlaceholders("{{telefon}}", values, "text")).toBe("{{telefon}}");
  });
  it("lists the placeholders used", () => {
    expect(placeholdersIn("{{name}} {{EMAIL}} {{name}}")).toEqual(["name", "email"]);
  });
});
