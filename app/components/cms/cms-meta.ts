// Head and HTTP headers of every CMS screen. CMS pages are session-bound: they must never be indexed
// and never be kept by a shared cache (the server's anonymous page cache already skips requests with
// a session cookie; these headers also tell browsers, proxies and CDNs).

export const cmsRobots = "noindex, nofollow";

export const cmsResponseHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": cmsRobots,
} as const;

/**
 * React Router uses the meta of the deepest route that exports one, so every CMS screen with its own
 * title must repeat the robots tag: this helper does both.
 */
export function cmsMeta(title?: string) {
  return [{ title: title ? `${title} · CMS` : "Content Management System" }, { name: "robots", content: cmsRobots }];
}
