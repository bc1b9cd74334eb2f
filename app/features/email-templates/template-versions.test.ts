import { describe, expect, it } from "vitest";
import { CONFIRMATION_TEMPLATE, groupTemplateVersions, NOTIFICATION_TEMPLATE } from "./template-versions";

const version = (language: string, subject: string, templateName = CONFIRMATION_TEMPLATE) => ({ templateName, language, subject, html: `<p>${subject}</p>` });
const de = version("de", "Vielen Dank, {{name}}");
const fr = version("fr", "Merci, {{name}}");
const en = version("en", "Thank you, {{name}}");

describe("language versions on the templates screen", () => {
  it("groups versions by template, German first, and names the switched-on languages still missing", () => {
    const other = version("de", "Hallo {{name}}", "Eigene Vorlage");
    const notification = version("de", "Neu: {{name}}", NOTIFICATION_TEMPLATE);
    const groups = groupTemplateVersions([en, fr, de, other, notification], ["de", "fr", "it"]);
    expect(groups.map((g) => [g.templateName, g.versions.map((v) => v.language), g.missing, g.germanOnly])).toEqual([
      [CONFIRMATION_TEMPLATE, ["de", "fr", "en"], ["it"], false],
      ["Eigene Vorlage", ["de"], ["fr", "it"], false],
      // The staff notification is always German: no versions offered.
      [NOTIFICATION_TEMPLATE, ["de"], [], true],
    ]);
  });
});
