// The shared limits (docs/security.md, "Maximum lengths"): one German message per rule, and room for every real value — the
// seeded site, the sections demo and the seeded mails all pass the very schemas and checks the CMS
// applies, so no seeded content becomes uneditable.
import { describe, expect, it } from "vitest";
import { seedEmailTemplates, seedStaffTemplates } from "#db/seed/content/email-templates";
import { seedGlobalSettings, sitePages } from "#db/seed/content/site-content";
import { seedTestimonials } from "#db/seed/content/testimonials";
import { mediaManifest } from "#db/seed/media-manifest";
import { seedContextFrom } from "#db/seed/seed.server";
import { parseTemplateForm } from "~/features/email-templates/template-form";
import { pageLimits } from "~/core/page-address/page-rules";
import { sectionRegistry } from "~/features/sections/registry";
import { sectionSizeErrors } from "~/features/sections/section-limits";
import { demoSections } from "~/features/sections/sections-demo";
import { parseSettingsForm } from "~/features/settings/settings-form";
import { parseTestimonialForm } from "~/features/testimonials/testimonial-form";
import { limitedList, limitedString, limitedTrimmedString } from "./text-limit-schemas";
import { limitMessages, textLimits, tooLongMessage } from "./text-limits";
import { z } from "zod";

describe("limit messages", () => {
  it("say the maximum in Swiss German number style", () => {
    expect(limitMessages.tooLong(80)).toBe("Höchstens 80 Zeichen.");
    expect(limitMessages.tooLong(5000)).toBe("Höchstens 5000 Zeichen.");
    expect(limitMessages.tooLong(100_000)).toBe("Höchstens 100’000 Zeichen.");
    expect(limitMessages.tooMany(24)).toBe("Höchstens 24 Einträge.");
  });

  it("are what the schema helpers and the plain check answer", () => {
    expect(limitedString(3).safeParse("abcd").error?.issues[0].message).toBe("Höchstens 3 Zeichen.");
    // Trimmed first: surrounding space does not count.
    expect(limitedTrimmedString(3).safeParse("  abc  ").success).toBe(true);
    expect(limitedList(z.number(), 2).safeParse([1, 2, 3]).error?.issues[0].message).toBe("Höchstens 2 Einträge.");
    expect(tooLongMessage("abcd", 3)).toBe("Höchstens 3 Zeichen.");
    expect(tooLongMessage("abc", 3)).toBeNull();
    expect(tooLongMessage(undefined, 3)).toBeNull();
  });
});

describe("seeded content fits the limits", () => {
  const ids = new Map<string, number>(mediaManifest.map((m, i) => [m.key, i + 1]));
  const site = sitePages(seedContextFrom(ids));

  it("pages: titles, slugs and meta texts", () => {
    for (const page of site) {
      expect(page.title.length, page.slug).toBeLessThanOrEqual(pageLimits.title);
      expect(page.slug.length, page.slug).toBeLessThanOrEqual(pageLimits.slug);
      expect((page.parentSlug ?? "").length, page.slug).toBeLessThanOrEqual(pageLimits.slug);
      expect(page.metaTitle.length, page.slug).toBeLessThanOrEqual(pageLimits.metaTitle);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(pageLimits.metaDescription);
      expect((page.h1 ?? "").length, page.slug).toBeLessThanOrEqual(pageLimits.h1);
      expect((page.intro ?? "").length, page.slug).toBeLessThanOrEqual(pageLimits.intro);
    }
  });

  it("sections of the site and of the demo: name, HTML and every setting", () => {
    const sections = [
      ...site.flatMap((p) => p.sections.map((s) => ({ where: `${p.slug} ${s.name}`, type: s.type, name: s.name, html: s.html ?? "", settings: s.settings }))),
      ...demoSections(() => 1).map((s) => ({
        where: `demo ${s.sectionName}`,
        type: s.sectionType,
        name: s.sectionName,
        html: s.contentHtml,
        settings: s.settings,
      })),
    ];
    for (const s of sections) {
      expect(sectionSizeErrors({ sectionName: s.name, contentHtml: s.html }), s.where).toEqual({});
      const parsed = sectionRegistry[s.type].schema.safeParse(s.settings);
      expect(parsed.error?.issues ?? [], s.where).toEqual([]);
    }
  });

  it("global settings, testimonials and e-mail templates pass their forms", () => {
    const settings = parseSettingsForm({
      site_title: seedGlobalSettings.siteTitle,
      primary_color: seedGlobalSettings.primaryColor,
      site_description: seedGlobalSettings.siteDescription,
      cta_primary_text: seedGlobalSettings.ctaPrimaryText,
      cta_secondary_text: seedGlobalSettings.ctaSecondaryText,
      footer_text: seedGlobalSettings.footerText,
      contact_email: seedGlobalSettings.contactEmail,
      contact_phone: seedGlobalSettings.contactPhone,
      contact_address: seedGlobalSettings.contactAddress,
    });
    expect(settings.ok ? {} : settings.fieldErrors).toEqual({});
    for (const t of seedTestimonials) {
      const parsed = parseTestimonialForm({ author: t.author, role: t.role, quote: t.quote, rating: String(t.rating) });
      expect(parsed.ok ? {} : parsed.fieldErrors, t.author).toEqual({});
    }
    for (const t of [...seedEmailTemplates, ...seedStaffTemplates]) {
      const parsed = parseTemplateForm({ template_name: t.templateName, subject: t.subject, html: t.html, reply_to: t.replyTo });
      expect(parsed.ok ? {} : parsed.fieldErrors, t.templateName).toEqual({});
    }
  });

  it("leaves rich HTML generous room", () => {
    expect(textLimits.html).toBeGreaterThanOrEqual(100_000);
  });
});
