import { env } from "~/core/env.server";

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /cms", "Disallow: /cms-*", "Disallow: /login", "", `Sitemap: ${env().siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
