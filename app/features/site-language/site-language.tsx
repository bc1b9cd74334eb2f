// The language of the page a visitor reads, for every component of the public site: the site layout
// (routes/site/layout.tsx) and the preview route provide it through SiteFrameView; the root's error
// page derives it from the address. Outside any provider (the CMS's own previews) it is German.
import { createContext, useContext, type ReactNode } from "react";
import { sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { siteTexts, type SiteTexts } from "./site-texts";

interface SiteLanguageValue {
  language: SiteLanguage;
  /** German addresses the frame links to fixed (footer, privacy note, products), as this language's published versions. */
  addresses: Readonly<Record<string, string>>;
}

const SiteLanguageContext = createContext<SiteLanguageValue>({ language: sourceLanguage, addresses: {} });

export function SiteLanguageProvider({
  language,
  addresses = {},
  children,
}: {
  language: SiteLanguage;
  addresses?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return <SiteLanguageContext.Provider value={{ language, addresses }}>{children}</SiteLanguageContext.Provider>;
}

export function useSiteLanguage(): SiteLanguage {
  return useContext(SiteLanguageContext).language;
}

/**
 * Where a fixed link to a German page leads in the page's language: that page's published version, or
 * nowhere (null: the link is left out) – a French visitor is never sent to a German page
 * (docs/decisions/0032-language-versions.md). German addresses stay as they are.
 */
export function useSiteAddress(): (germanPath: string) => string | null {
  const { language, addresses } = useContext(SiteLanguageContext);
  return (germanPath) => (language === sourceLanguage ? germanPath : (addresses[germanPath] ?? null));
}

/** The fixed texts of the page's language (site-texts.ts). */
export function useSiteTexts(): SiteTexts {
  return siteTexts[useSiteLanguage()];
}
