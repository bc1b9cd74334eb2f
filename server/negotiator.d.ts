// negotiator 1.x (Express's own content negotiation) ships no types, and @types/negotiator describes
// 0.6; the two methods used here (server/content-negotiation.ts, app/features/document-pages/documents-language.ts).
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The offered encodings the client takes, most preferred first; ties broken by `preferred`. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
    /** The offered languages the client takes (Accept-Language, "fr-CH" taking "fr"), most preferred first. */
    languages(available: readonly string[]): string[];
  }
}
