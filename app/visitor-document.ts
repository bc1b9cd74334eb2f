// Which documents reach an anonymous visitor without React (decision 0020): pages of the routes that
// say so in their handle (the public pages), rendered for a request without a session cookie — the
// same test that lets the page cache keep them. Staff, and anyone signed in, get the full app on the
// same addresses (edit mode); the CMS, sign-in and the other routes always do.

export type VisitorDocumentHandle = { visitorDocument?: boolean };

/** The handle of a route whose page an anonymous visitor gets as a server document. */
export const visitorDocumentHandle: VisitorDocumentHandle = { visitorDocument: true };

export function isVisitorDocument(site: { anonymous?: boolean } | undefined, matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return site?.anonymous === true && matches.some((match) => (match.handle as VisitorDocumentHandle | undefined)?.visitorDocument === true);
}
