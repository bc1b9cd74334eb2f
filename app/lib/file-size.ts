// A file's size as the site and the CMS write it (downloads on the documents pages, the media library, the
// approval of a document, the backup's messages).
import { formatLocale, type SiteLanguage } from "./languages";

/**
 * A file's size: "1.2 MB" in the language's way of writing decimals ("1,2 MB" in French), a small file "1 kB"
 * rather than "0 MB". The one way the site and the CMS write a size (staff read it in German: `formatFileSize(n, "de")`).
 */
export function formatFileSize(bytes: number, language: SiteLanguage): string {
  if (bytes < 1_000_000)
    return `${new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 0 }).format(bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1000)))} kB`;
  return `${new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}
