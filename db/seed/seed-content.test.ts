// Checks the seed content without a database: settings against the registry, page metadata, slugs,
// links, the public routes of docs/product/public-site.md, and the copy itself.
import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "~/core/content/sanitize-html.server";
import { sectionsProvideH1 } from "~/features/sections/page-opening";
import { isSectionType, sectionRegistry, sectionTypeFacts } from "~/features/sections/registry";
import { parseSettingsLeniently } from "~/features/sections/section-definition";
import { classifyLink } from "~/lib/links";
import { canonicalSlug } from "~/lib/slug";
import { htmlToPlainText } from "~/lib/text";
import { seedEmailTemplates, seedStaffTemplates } from "./content/email-templates";
import { seedGlobalSettings, sitePages } from "./content/site-content";
import { seedTestimonials } from "./content/testimonials";
import { assetFilename, mediaManifest } from "./media-manifest";
import { seedContextFrom, sectionPlainText } from "./seed.server";
import { seedProductNumbers } from "./documents.server";
import { isReservedAddress } from "~/core/page-address/page-address";
import type { SeedPage, SeedSection } from "./types";

const fakeIds = new Map<string, number>(mediaManifest.map((m, i) => [m.key, i + 1]));
const productNumbers = seedProductNumbers();
const ctx = seedContextFrom(fakeIds, productNumbers);
const site = sitePages(ctx);
const slugs = new Set(site.map((p) => p.slug));
const assetIds = new Set(fakeIds.values());
const page = (slug: string) => {
  const found = site.find((p) => p.slug === slug);
  if (!found) throw new Error(`page ${slug} missing`);
  return found;
};
const sectionsOf = (slug: string, type?: string) => page(slug).sections.filter((s) => !type || s.type === type);
const settingsOf = (s: SeedSection) => s.settings as Record<string, unknown>;

/** Every public route (docs/product/public-site.md, "Routes") that shows a page of its own. */
const publicRoutes = [
  "/",
  "/produkte",
  "/produkte/geburt",
  "/produkte/geburt-wochenbett",
  "/produkte/pflege",
  "/produkte/stationseinrichtungen",
  "/produkte/wellness",
  ...["gebaerwanne-aqua-plus", "gebaerwanne-comfort", "stillstuhl-relax", "wickelkommode-flex", "wickelkommode-hygiena"].map(
    (s) => `/produkte/geburt-wochenbett/${s}`,
  ),
  "/produkte/geburt-und-wochenbett/contessa",
  "/produkte/geburt-und-wochenbett/generosa",
  "/produkte/pflege/duschwagen-und-stuehle",
  "/produkte/pflege/duschwagen-und-stuehle/duschstuhl",
  "/produkte/pflege/duschwagen-und-stuehle/elektroduschwagen",
  "/produkte/pflege/patientenlifter",
  "/produkte/pflege/patientenlifter/mehrzwecklifter-tr",
  "/produkte/pflege/pflegebadewannen",
  "/produkte/pflege/pflegebadewannen/comfortline-ii",
  "/produkte/pflege/sitzbadewannen",
  "/produkte/pflege/sitzbadewanne-care",
  ...[
    "chromstahl-einrichtungen",
    "sanitaere-einrichtungen",
    "sanitaere-einrichtungen/hebe-waschtisch",
    "sanitaere-einrichtungen/hebe-wc",
    "steckbeckenspueler",
    "steckbeckenspueler/desinfektionsgeraet",
    "waermeschraenke",
    "entsorgungseinheit-chromstahl",
    "instrumentenstation-chromstahl",
    "schockraum-einheit-chromstahl",
  ].map((s) => `/produkte/stationseinrichtungen/${s}`),
  "/produkte/wellness/thermo-spa",
  "/produkte/wellness/whirlpool-relax",
  "/kontakt",
  "/kontakt/anfahrt",
  "/ueber-uns",
  "/ueber-uns/qualitaet-und-zertifizierung",
  "/ueber-uns/karriere",
  "/impressum",
  "/datenschutz",
  "/service",
  "/service/wartung-und-reparatur",
  "/service/schulungen",
];
/** Routes that exist without a page of their own (docs/product/public-site.md, "Legacy addresses"). */
const knownRoutes = new Set(["/produkte/geburt-und-wochenbett", "/pflege", "/geburt-wochenbett", "/stationseinrichtungen", "/wellness"]);

/** Every link-like string in settings (…Url, url, image) and every href in HTML. */
function linksOf(p: SeedPage): { where: string; value: string }[] {
  const out: { where: string; value: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === "string" && (/url$/i.test(k) || k === "image")) out.push({ where: `${where}.${k}`, value: v });
        else if (typeof v === "string") for (const m of v.matchAll(/href="([^"]*)"/g)) out.push({ where: `${where}.${k}`, value: m[1] });
        else walk(v, `${where}.${k}`);
      }
    }
  };
  p.sections.forEach((s, i) => {
    walk(s.settings, `${p.slug}#${i}`);
    for (const m of (s.html ?? "").matchAll(/href="([^"]*)"/g)) out.push({ where: `${p.slug}#${i}.html`, value: m[1] });
  });
  return out;
}

function wordCount(html: string) {
  return htmlToPlainText(html).split(/\s+/).filter(Boolean).length;
}

describe("seed pages", () => {
  it("cover every public route of docs/product/public-site.md", () => {
    const missing = publicRoutes.filter((r) => !slugs.has(r));
    expect(missing).toEqual([]);
  });

  it("have canonical, unique slugs and existing parents", () => {
    expect(slugs.size).toBe(site.length);
    for (const p of site) {
      expect(canonicalSlug(p.slug), p.slug).toBe(p.slug);
      if (p.parentSlug !== null) expect(slugs.has(p.parentSlug), `${p.slug} → ${p.parentSlug}`).toBe(true);
    }
  });

  it("have titles and meta data within the limits of docs/product/limits-and-constants.md", () => {
    for (const p of site) {
      expect(p.title.trim(), p.slug).not.toBe("");
      expect(p.metaTitle.length, `${p.slug}: ${p.metaTitle}`).toBeLessThanOrEqual(60);
      expect(p.metaTitle.length, p.slug).toBeGreaterThanOrEqual(10);
      expect(p.metaDescription.length, `${p.slug}: ${p.metaDescription}`).toBeLessThanOrEqual(160);
      expect(p.metaDescription.length, p.slug).toBeGreaterThanOrEqual(70);
      expect(p.sections.length, p.slug).toBeGreaterThan(0);
    }
    expect(new Set(site.map((p) => p.metaTitle)).size).toBe(site.length);
    expect(new Set(site.map((p) => p.metaDescription)).size).toBe(site.length);
  });

  it("are product categories right under /produkte, product pages below them, section pages elsewhere; sensible sitemap priorities", () => {
    for (const p of site) {
      const depth = p.slug.split("/").filter(Boolean).length;
      expect(p.kind, p.slug).toBe(p.slug.startsWith("/produkte/") ? (depth === 2 ? "category" : "product") : "section");
      expect(p.sitemapPriority).toBeGreaterThanOrEqual(0);
      expect(p.sitemapPriority).toBeLessThanOrEqual(1);
    }
    expect(page("/").sitemapPriority).toBe(1);
    expect(page("/impressum").sitemapPriority).toBe(0.3);
    expect(page("/produkte/pflege").sitemapPriority).toBe(0.8);
    expect(page("/produkte/pflege/duschwagen-und-stuehle/duschstuhl").sitemapPriority).toBe(0.7);
    expect(page("/kontakt").metaTitle).toBe("Kontakt – Auralis Medizintechnik AG");
    expect(page("/ueber-uns").metaTitle).toBe("Über uns – Auralis Medizintechnik AG");
  });
});

describe("seed sections", () => {
  it("validate against the registry with zero problems and no dropped keys", () => {
    for (const p of site) {
      p.sections.forEach((s, i) => {
        const where = `${p.slug} #${i} ${s.type}`;
        expect(isSectionType(s.type), where).toBe(true);
        const { settings, problems } = parseSettingsLeniently(sectionRegistry[s.type].schema, s.settings);
        expect(problems, where).toEqual([]);
        const parsedKeys = new Set(Object.keys(settings));
        const dropped = Object.keys(s.settings).filter((k) => !parsedKeys.has(k));
        expect(dropped, where).toEqual([]);
      });
    }
  });

  it("have simple HTML that survives sanitising and plain text beside it", () => {
    for (const p of site) {
      for (const s of p.sections) {
        const htmlValues = [
          s.html ?? "",
          ...["heroDescription", "materialInfo"].map((k) => {
            const v = settingsOf(s)[k];
            return typeof v === "string" ? v : "";
          }),
        ];
        for (const feature of (settingsOf(s).features as { description?: string }[] | undefined) ?? []) htmlValues.push(feature.description ?? "");
        for (const html of htmlValues.filter(Boolean)) {
          expect(htmlToPlainText(sanitizeContentHtml(html)), p.slug).toBe(htmlToPlainText(html));
          expect(html, p.slug).not.toMatch(/<(div|img|script|style|h1)\b/);
        }
        expect(sectionPlainText(s).length, `${p.slug} ${s.name}`).toBeGreaterThan(0);
        if (s.html) expect(sectionPlainText(s)).toBe(htmlToPlainText(s.html));
      }
    }
  });

  it("link only to seeded pages, known routes, seeded files, mail and phone", () => {
    const bad: string[] = [];
    for (const p of site) {
      for (const { where, value } of linksOf(p)) {
        const link = classifyLink(value);
        if (link.kind === "asset") {
          if (!assetIds.has(link.assetId)) bad.push(`${where}: ${value}`);
        } else if (link.kind === "internal") {
          const path = canonicalSlug(link.href);
          if (!slugs.has(path) && !knownRoutes.has(path) && !isReservedAddress(path)) bad.push(`${where}: ${value}`);
        } else if (link.kind !== "mailto" && link.kind !== "tel") bad.push(`${where}: ${value}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("refer to seeded library files in media_asset_ids and images", () => {
    for (const p of site) {
      for (const s of p.sections) for (const key of s.media ?? []) expect(fakeIds.has(key), key).toBe(true);
      if (p.image) expect(fakeIds.has(p.image)).toBe(true);
      for (const key of p.gallery ?? []) expect(fakeIds.has(key), key).toBe(true);
    }
  });
});

describe("home page (docs/product/README.md, 'What the product is')", () => {
  const home = page("/");
  it("has hero, intro, Contessa teaser, four focus areas, why-Auralis and the CTA", () => {
    expect(home.sections.map((s) => s.type)).toEqual(["hero", "content_intro", "product_teaser", "product_tiles", "usp_tiles", "cta"]);
    const hero = settingsOf(home.sections[0]);
    expect(hero.title).toContain("Medizintechnik für die wichtigsten Momente im Leben");
    expect(hero.badge).toBeTruthy();
    expect([hero.primaryButtonText, hero.primaryButtonUrl]).toEqual(["Kostenlose Beratung", "/kontakt"]);
    expect([hero.secondaryButtonText, hero.secondaryButtonUrl]).toEqual(["Medizintechnik entdecken", "/produkte"]);
    expect(hero.image).toMatch(/^asset:\d+$/);

    const teaser = settingsOf(home.sections[2]);
    expect(teaser).toMatchObject({ variant: "contessa-highlight", badge: "Neu", buttonUrl: "/produkte/geburt-und-wochenbett/contessa" });

    const tiles = settingsOf(home.sections[3]).items as { title: string; url: string; image: string }[];
    expect(tiles.map((t) => [t.title, t.url])).toEqual([
      ["Geburt & Wochenbett", "/produkte/geburt-wochenbett"],
      ["Pflege & Langzeitpflege", "/produkte/pflege"],
      ["Stationseinrichtungen", "/produkte/stationseinrichtungen"],
      ["Wellness & Therapie", "/produkte/wellness"],
    ]);
    for (const t of tiles) expect(t.image).toMatch(/^asset:\d+$/);

    const why = settingsOf(home.sections[4]);
    expect(why.key).toBe("warum-auralis");
    expect(why.title).toBe("Warum Auralis?");
    expect((why.items as { title: string }[]).map((i) => i.title)).toEqual([
      "Schweizer Qualität seit über 30 Jahren",
      "Mit Fachpersonen entwickelt",
      "Langfristige Partnerschaft",
    ]);
    expect(settingsOf(home.sections[5]).key).toBe("cta");
  });

  it("/produkte lists the four categories and ends with the CTA", () => {
    expect(sectionsOf("/produkte").map((s) => s.type)).toEqual(["hero", "content_intro", "product_tiles", "cta"]);
    expect(settingsOf(sectionsOf("/produkte", "cta")[0]).key).toBe("cta");
  });
});

describe("category and product pages", () => {
  const categories = ["/produkte/geburt-wochenbett", "/produkte/pflege", "/produkte/stationseinrichtungen", "/produkte/wellness"];

  it("categories list their products with pictures", () => {
    for (const slug of categories) {
      const tiles = sectionsOf(slug, "product_tiles").flatMap((s) => settingsOf(s).items as { url: string; image?: string }[]);
      const children = site.filter((p) => p.slug.startsWith(`${slug}/`) || p.parentSlug === slug);
      for (const child of children)
        expect(
          tiles.some((t) => t.url === child.slug),
          `${slug} lists ${child.slug}`,
        ).toBe(true);
      for (const t of tiles) expect(t.image).toMatch(/^asset:\d+$/);
      expect(sectionsOf(slug, "usp_tiles").length, slug).toBeGreaterThan(0);
      expect(sectionsOf(slug, "cta").length, slug).toBe(1);
    }
  });

  it("the birth category has teaser boxes in a row", () => {
    const types = sectionsOf("/produkte/geburt-wochenbett").map((s) => s.type);
    const first = types.indexOf("teaser_box");
    expect(first).toBeGreaterThan(-1);
    expect(types[first + 1]).toBe("teaser_box");
  });

  const productPages = site.filter((p) => p.sections.some((s) => s.type === "product_details"));

  it("every product has specific details: description, 4–6 features, 6–10 specs, CTAs, pictures", () => {
    expect(productPages.length).toBe(28);
    const openings = new Set<string>();
    for (const p of productPages) {
      const details = p.sections[0];
      expect(details.type, p.slug).toBe("product_details");
      const s = settingsOf(details);
      const words = wordCount(String(s.heroDescription));
      expect(words, `${p.slug} description words`).toBeGreaterThanOrEqual(60);
      expect(words, `${p.slug} description words`).toBeLessThanOrEqual(200);
      expect((s.features as unknown[]).length, p.slug).toBeGreaterThanOrEqual(4);
      expect((s.features as unknown[]).length, p.slug).toBeLessThanOrEqual(6);
      expect((s.technicalSpecs as unknown[]).length, p.slug).toBeGreaterThanOrEqual(6);
      expect((s.technicalSpecs as unknown[]).length, p.slug).toBeLessThanOrEqual(10);
      expect(s.materialInfo, p.slug).toBeTruthy();
      expect([s.cta1Text, s.cta1Url]).toEqual(["Beratung anfragen", "/kontakt"]);
      expect(s.cta2Url, p.slug).toBeTruthy();
      expect(details.media?.length, p.slug).toBeGreaterThan(0);
      const opening = htmlToPlainText(String(s.heroDescription)).slice(0, 60);
      expect(openings.has(opening), `${p.slug} repeats another description`).toBe(false);
      openings.add(opening);
      expect(p.sections.length, `${p.slug} has sections after the details`).toBeGreaterThanOrEqual(2);
    }
  });

  it("birthing tubs have galleries and datasheets at their documents' stable addresses", () => {
    const tubs = productPages.filter((p) => /gebaerwanne|contessa|generosa/.test(p.slug));
    expect(tubs.length).toBe(4);
    for (const p of tubs) {
      const s = settingsOf(p.sections[0]);
      expect(p.sections[0].media!.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(s.cta2Text).toBe("Produktblatt (PDF)");
      // The product's own number ('Dokumente', decision 0046): the document's address never changes with the page's.
      expect(s.cta2Url, p.slug).toBe(`/dokumente/${productNumbers.get(p.slug)}/datasheet/de`);
    }
    expect(sectionsOf("/produkte/geburt-und-wochenbett/contessa")[0].media).toHaveLength(3);
    expect(settingsOf(sectionsOf("/produkte/geburt-und-wochenbett/contessa")[0]).badge).toBe("Neu");
  });

  it("Generosa states the content docs/product/public-site.md gives it", () => {
    const generosa = page("/produkte/geburt-und-wochenbett/generosa");
    const s = settingsOf(generosa.sections[0]);
    expect((s.features as { title: string }[]).map((f) => f.title)).toEqual(expect.arrayContaining(["Ergonomie", "Hygiene", "Optionen"]));
    const specs = JSON.stringify(s.technicalSpecs);
    for (const fact of ["2000 mm", "950 mm", "750 mm", "GFK", "RAL", "NCS"]) expect(specs).toContain(fact);
    const links = linksOf(generosa).map((l) => l.value);
    expect(links).toContain("/kontakt");
    expect(links).toContain("/produkte/geburt-wochenbett");
  });
});

describe("company and legal pages", () => {
  it("service shows the testimonials table; legal pages show none", () => {
    const testimonialSections = sectionsOf("/service", "testimonials");
    expect(testimonialSections).toHaveLength(1);
    expect(settingsOf(testimonialSections[0]).items).toBeUndefined();
    for (const slug of ["/impressum", "/datenschutz"]) {
      expect(sectionsOf(slug, "testimonials")).toHaveLength(0);
      expect(sectionsOf(slug).every((s) => s.type === "text" || s.type === "content")).toBe(true);
    }
  });

  it("contact has the form, the details and the 'Unser Unternehmen' gallery", () => {
    expect(sectionsOf("/kontakt", "form")).toHaveLength(1);
    const gallery = sectionsOf("/kontakt", "gallery")[0];
    expect(settingsOf(gallery).title).toBe("Unser Unternehmen");
    expect(gallery.media!.length).toBeGreaterThanOrEqual(3);
    const text = sectionsOf("/kontakt", "text")
      .map((s) => s.html)
      .join(" ");
    for (const fact of ["Industriestrasse 12", "8604 Volketswil", "+41 44 123 45 67", "info@auralis-medizintechnik.example"]) expect(text).toContain(fact);
  });

  it("the legal texts name what they must", () => {
    const impressum = JSON.stringify(sectionsOf("/impressum"));
    for (const fact of ["CHE-123.456.789", "Handelsregister", "Industriestrasse 12"]) expect(impressum).toContain(fact);
    const privacy = JSON.stringify(sectionsOf("/datenschutz"));
    for (const fact of ["DSG", "DSGVO", "Kontaktformular", "Logfiles", "technisch notwendige Cookies", "Auskunft", "EDÖB"]) expect(privacy).toContain(fact);
  });

  it("no page repeats its heading as the title of its first section", () => {
    // A page whose first section opens it (a hero) has that section's title as its <h1>; any other page
    // shows its own heading above the sections (page-opening.ts), which the first section must not repeat.
    for (const p of site) {
      const first = p.sections[0];
      if (first && sectionsProvideH1({ opensPage: sectionTypeFacts(first.type).opensPage, settings: first.settings })) continue;
      const heading = (p.h1 || p.title).trim().toLowerCase();
      const title = first ? settingsOf(first).title : undefined;
      const firstTitle = typeof title === "string" ? title.trim().toLowerCase() : "";
      expect(firstTitle, p.slug).not.toBe(heading);
    }
  });

  it("the privacy statement says what the contact confirmation holds: the name, not the message", () => {
    const privacy = JSON.stringify(sectionsOf("/datenschutz"));
    expect(privacy).not.toContain("mit dem Inhalt Ihrer Nachricht");
    expect(privacy).toContain("nennt nur Ihren Namen");
  });

  it("about tells the story of 30+ years", () => {
    expect(JSON.stringify(page("/ueber-uns"))).toContain("über 30 Jahren");
  });
});

describe("copy, testimonials, templates and files", () => {
  const everything = JSON.stringify({ site, seedTestimonials, seedEmailTemplates, seedGlobalSettings, mediaManifest });

  it("contains no placeholder text and Swiss spelling only", () => {
    expect(everything).not.toMatch(/lorem|ipsum|platzhalter|todo|xxx|neue überschrift|kurzer einleitungstext/i);
    expect(everything).not.toContain("ß");
  });

  it("has six published-ready German testimonials with varied roles and three French ones", () => {
    const german = seedTestimonials.filter((t) => (t.language ?? "de") === "de");
    const french = seedTestimonials.filter((t) => t.language === "fr");
    expect([german.length, french.length, seedTestimonials.length]).toEqual([6, 3, 9]);
    expect(new Set(german.map((t) => t.role.split(",")[0])).size).toBe(6);
    for (const t of seedTestimonials) expect([4, 5]).toContain(t.rating);
    for (const role of ["Hebamme", "Pflegedienstleitung", "Spitaltechnik", "Stationsleiterin"]) {
      expect(
        german.some((t) => t.role.includes(role)),
        role,
      ).toBe(true);
    }
    // A midwife in Lausanne, a care home director in Fribourg, a hospital technician in Geneva.
    for (const place of ["Lausanne", "Fribourg", "Genève"]) expect(french.some((t) => t.role.endsWith(place))).toBe(true);
  });

  it("has the two contact-form mails with placeholders, and the staff's mails in the same frame", () => {
    const [notify, confirm] = seedEmailTemplates;
    expect(notify.templateName).toBe("Kontaktanfrage – Benachrichtigung");
    for (const ph of ["{{name}}", "{{email}}", "{{message}}"]) expect(notify.subject + notify.html).toContain(ph);
    expect(confirm.templateName).toBe("Kontaktanfrage – Bestätigung");
    // The confirmation goes to an address anyone can type: the name at most, never the message (docs/security.md, "Contact form: no mail relay").
    expect(confirm.subject + confirm.html).toContain("{{name}}");
    for (const ph of ["{{email}}", "{{message}}"]) expect(confirm.subject + confirm.html).not.toContain(ph);
    for (const t of [...seedEmailTemplates, ...seedStaffTemplates]) {
      expect(t.subject.length).toBeGreaterThanOrEqual(5);
      expect(t.html.length).toBeGreaterThanOrEqual(20);
      expect(t.replyTo).toBe("info@auralis-medizintechnik.example");
      expect(t.html).toMatch(/^<!DOCTYPE html><html[^>]*>[\s\S]*<\/html>$/);
    }
  });

  it("has the global settings defaults of docs/product/settings-and-email-templates.md", () => {
    expect(seedGlobalSettings).toMatchObject({
      siteTitle: "Auralis Medizintechnik AG",
      primaryColor: "#E6462E",
      contactPhone: "+41 44 123 45 67",
      contactAddress: "Industriestrasse 12, 8604 Volketswil, Schweiz",
      ctaPrimaryText: "Medizintechnik entdecken",
      ctaSecondaryText: "Kostenlose Beratung",
    });
  });

  it("names library files in SEO form, with titles, alt texts and valid categories", () => {
    const names = mediaManifest.map((m) => assetFilename(m));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.(webp|pdf)$/);
    for (const m of mediaManifest) {
      expect(m.title.length).toBeGreaterThan(3);
      expect(m.alt.length).toBeGreaterThan(15);
      expect(["geburt", "pflege", "wellness", "stationseinrichtungen", "chromstahl", "sanitaer", "logo", "uncategorized"]).toContain(m.category);
    }
    const images = mediaManifest.filter((m) => m.kind === "image");
    expect(images.length).toBeGreaterThanOrEqual(30);
    expect(images.length).toBeLessThanOrEqual(45);
    expect(mediaManifest.filter((m) => m.category === "logo")).toHaveLength(1);
    expect(names).toContain("gebaerwanne-contessa-ansicht-1.webp");
    // The datasheets are documents, not library files (db/seed/documents.server.ts).
    expect(names.filter((name) => name.endsWith(".pdf"))).toEqual([]);
  });
});
