import { describe, expect, it } from "vitest";
import { parseTemplateForm, previewTemplate, sameTemplateName, templateLimits, templateMessages, unknownPlaceholders } from "./template-form";

const valid = {
  template_name: "Kontaktanfrage – Bestätigung",
  subject: "Danke, {{name}}",
  html: "<p>Hallo {{name}}, wir melden uns.</p>",
  reply_to: "",
};

describe("e-mail template form (docs/product/settings-and-email-templates.md, 'E-mail templates')", () => {
  it("accepts a valid template; an empty reply-to becomes null", () => {
    const result = parseTemplateForm(valid);
    expect(result).toMatchObject({ ok: true, value: { templateName: valid.template_name, subject: valid.subject, html: valid.html, replyTo: null } });
  });

  it("has the minimums 3 / 5 / 20 with the messages of docs/product/validation-and-messages.md", () => {
    const result = parseTemplateForm({ template_name: "ab", subject: "Hall", html: "<p>zu kurz</p>", reply_to: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      template_name: "Vorlagenname muss mindestens 3 Zeichen lang sein",
      subject: "Betreff muss mindestens 5 Zeichen lang sein",
      html: "HTML-Inhalt muss mindestens 20 Zeichen lang sein",
    });
  });

  it("counts characters after trimming, and accepts exactly the minimum", () => {
    expect(parseTemplateForm({ ...valid, template_name: "   ab   " }).ok).toBe(false);
    expect(parseTemplateForm({ ...valid, template_name: "abc", subject: "Hallo", html: "x".repeat(20) }).ok).toBe(true);
    expect(parseTemplateForm({ ...valid, html: `   ${"x".repeat(19)}   ` }).ok).toBe(false);
  });

  it("rejects an invalid reply-to and keeps everything typed", () => {
    const result = parseTemplateForm({ ...valid, reply_to: "antwort@" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ reply_to: templateMessages.invalidEmail });
    expect(result.values).toEqual({ ...valid, reply_to: "antwort@" });
  });

  it("accepts a valid reply-to", () => {
    expect(parseTemplateForm({ ...valid, reply_to: " service@auralis.example " })).toMatchObject({ ok: true, value: { replyTo: "service@auralis.example" } });
  });

  it("treats a missing field like an empty one", () => {
    const result = parseTemplateForm({});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors).sort()).toEqual(["html", "subject", "template_name"]);
  });

  it("limits every field's length with the shared message", () => {
    const result = parseTemplateForm({
      ...valid,
      template_name: "x".repeat(templateLimits.template_name.max + 1),
      subject: "s".repeat(templateLimits.subject.max + 1),
      html: "<p>" + "h".repeat(templateLimits.html.max) + "</p>",
      reply_to: `${"r".repeat(templateLimits.reply_to.max)}@example.ch`,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      template_name: "Höchstens 200 Zeichen.",
      subject: "Höchstens 500 Zeichen.",
      html: "Höchstens 100’000 Zeichen.",
      reply_to: "Höchstens 254 Zeichen.",
    });
  });

  it("compares names without case and surrounding space", () => {
    expect(sameTemplateName(" Kontakt  Bestätigung ", "kontakt bestätigung")).toBe(true);
    expect(sameTemplateName("Kontakt", "Kontakt 2")).toBe(false);
  });

  it("fills the preview with escaped sample values and reports unknown placeholders", () => {
    const preview = previewTemplate({ subject: "Neu: {{name}}", html: "<p>{{message}}</p><p>{{vorname}}</p>" });
    expect(preview.subject).toBe("Neu: Maria Muster");
    expect(preview.html).toContain("Guten Tag<br>Wir planen");
    expect(preview.html).toContain("{{vorname}}");
    expect(unknownPlaceholders("{{ Name }}", "{{vorname}} {{email}} {{firma}}")).toEqual(["vorname", "firma"]);
  });
});
