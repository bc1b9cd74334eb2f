// The whole site as seed data: every page in navigation order, the CTA block, the global settings and
// the home-page section registry entries.
import { company } from "~/lib/company";
import type { SeedContext, SeedPage } from "../types";
import { aboutPages, contactPages, servicePages } from "./company-pages";
import { homePage, productsOverviewPage, WHY_AURALIS_KEY } from "./home";
import { legalPages } from "./legal";
import { birthOverviewPage, birthPages } from "./products-birth";
import { carePages } from "./products-care";
import { wardPages } from "./products-ward";
import { wellnessPages } from "./products-wellness";

/** All pages; their position gives sort_order (home first, legal pages last). */
export function sitePages(ctx: SeedContext): SeedPage[] {
  return [
    homePage(ctx),
    productsOverviewPage(ctx),
    ...birthPages(ctx),
    ...carePages(ctx),
    ...wardPages(ctx),
    ...wellnessPages(ctx),
    birthOverviewPage(ctx),
    ...servicePages(ctx),
    ...aboutPages(ctx),
    ...contactPages(ctx),
    ...legalPages(),
  ];
}

/** The single global_settings row (the defaults of docs/product/settings-and-email-templates.md, "Company defaults"); the logo is filled in from the library. */
export const seedGlobalSettings = {
  id: 1,
  siteTitle: company.name,
  siteDescription: company.defaultDescription,
  primaryColor: company.primaryColor,
  footerText: company.footerText,
  contactEmail: company.email,
  contactPhone: company.phone,
  contactAddress: company.address,
  ctaPrimaryText: company.ctaPrimaryText,
  ctaSecondaryText: company.ctaSecondaryText,
} as const;

/** Home-page sections that can be restored (docs/product/sections.md, "Restoring home-page sections"): they exist from the start. */
export const seedRegistryKeys = [
  { pageSlug: "/", sectionKey: "cta" },
  { pageSlug: "/", sectionKey: WHY_AURALIS_KEY },
] as const;

export const LOGO_ASSET_KEY = "logo-auralis-medizintechnik" as const;
