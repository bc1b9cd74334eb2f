// The language of the page a visitor reads, for every component of the public site: the site layout
// (routes/site/layout.tsx) and the preview route provide it through SiteFrameView; the root's error
// page derives it from the address. Outside any provider (the CMS's own previews) it is German.
import { createContext, useContext, type ReactNode } from "react";
import { sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { siteTexts, type SiteTexts } from "./site-texts";

const SiteLanguageContext = createContext<SiteLanguage>(sourceLanguage);

export function SiteLanguageProvider({ language, children }: { language: SiteLanguage; children: ReactNode }) {
  return <SiteLanguageContext.Provider value={language}>{children}</SiteLanguageContext.Provider>;
}

export function useSiteLanguage(): SiteLanguage {
  return useContext(SiteLanguageContext);
}

/** The fixed texts of the page's language (site-texts.ts). */
export function useSiteTexts(): SiteTexts {
  return siteTexts[useSiteLanguage()];
}
