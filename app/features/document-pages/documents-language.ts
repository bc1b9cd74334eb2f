// The language the QR code's address (/d/<number>) leads to (docs/decisions/0046-documents.md): the browser's
// (Accept-Language, q-values counting, "fr-CH" taking "fr") among the languages the product's documents page exists
// in, else German, else the first of them. Read by Express's own negotiator, as the page cache reads encodings.
import Negotiator from "negotiator";
import { sourceLanguage, type SiteLanguage } from "~/lib/languages";

export function preferredDocumentsLanguage(acceptLanguage: string | null | undefined, available: readonly SiteLanguage[]): SiteLanguage | null {
  if (!available.length) return null;
  const fallback = available.includes(sourceLanguage) ? sourceLanguage : available[0];
  // Without the header negotiator would offer the first available language; the rule says German.
  if (!acceptLanguage?.trim()) return fallback;
  const [first] = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages(available);
  return (available as readonly string[]).includes(first) ? (first as SiteLanguage) : fallback;
}
