// hreflang alternates of a page (docs/decisions/0032-language-versions.md): every published version,
// the page itself among them, and x-default for the German one. Used by the page head and the sitemap,
// so both always name the same versions.
import { languageFacts, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";

export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

export function hreflangAlternates(versions: Partial<Record<SiteLanguage, { slug: string }>>, siteUrl: string): LanguageAlternate[] {
  const alternates: LanguageAlternate[] = siteLanguages.flatMap((language) => {
    const version = versions[language];
    return version ? [{ hreflang: languageFacts[language].htmlLang, href: siteUrl + version.slug }] : [];
  });
  const source = versions[sourceLanguage];
  if (source && alternates.length > 1) alternates.push({ hreflang: "x-default", href: siteUrl + source.slug });
  return alternates;
}
