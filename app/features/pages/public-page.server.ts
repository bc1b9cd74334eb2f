// The loader and action behind every database-driven public page (home, /produkte/*, /kontakt, …).
import { data, redirect } from "react-router";
import { db } from "#db/client.server";
import { env } from "~/core/env.server";
import { receiveContactMessage, type ContactActionResult } from "~/features/contact/contact.server";
import { inPlaceAnswerHeader } from "~/features/contact/contact-rules";
import { siteTexts } from "~/features/site-language/site-texts";
import { buildPageMeta } from "~/features/seo/page-meta";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { noteRenderedPage } from "~/core/content/rendered-pages.server";
import { loadVisitorPage, type PageView, type PageViewShape } from "~/features/visitor-site/page-view.server";
import { loadDraftPageView } from "./draft-page-view.server";
import { currentSiteIndex, loadSiteBasics } from "~/features/site-frame/site-frame.server";
import { keyedCacheForContentVersion } from "~/core/content/content-version.server";
import { can } from "~/core/access/access-control";
import { getViewer } from "~/features/auth/viewer.server";
import { findRedirect } from "~/features/redirects/redirects.server";
import { hreflangAlternates } from "~/features/seo/hreflang";
import { settingsInLanguage } from "~/features/settings/site-settings";
import { isSiteLanguage, languageFacts, languageOfPath, sourceLanguage } from "~/lib/languages";

/**
 * A redirect with a short text body: the server keeps 301 answers with a body in its anonymous page
 * cache (server/app.ts), so a hit costs no database query and no render. Browsers and CDNs must ask
 * again each time — a redirect an editor changes or removes takes effect at once, and a page moved
 * back never meets a 301 its visitors' browsers kept.
 */
function redirectResponse(location: string, status: number) {
  return new Response(`Weitergeleitet nach ${location}\n`, {
    status,
    headers: { Location: location, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}

export interface PublicPageRequest {
  request: Request;
  /** The slug to show, when it differs from the address (legacy addresses). */
  slug?: string;
  /** The address search engines should treat as the original. */
  canonicalPath?: string;
  options?: PageViewShape;
}

// Page data is read once per slug until a write changes that page (or the whole site): see
// content-version.server.ts. A cached view is never stale. Visitors get the read model's view
// (app/features/visitor-site/); staff their drafts – never the same entry.
const cachedPageView = keyedCacheForContentVersion(
  async (key) => {
    const { slug, staff, ...shape } = JSON.parse(key) as PageViewShape & { slug: string; staff: boolean };
    return staff ? loadDraftPageView(db(), slug, shape) : loadVisitorPage(db(), slug, shape, await currentSiteIndex());
  },
  { pageKeyOf: (key) => slugMatchKey((JSON.parse(key) as { slug: string }).slug) },
);

export async function loadPublicPage({ request, slug, canonicalPath, options }: PublicPageRequest) {
  const url = new URL(request.url);
  const path = canonicalSlug(url.pathname);
  // Old addresses of moved pages and the editors' redirects (docs/decisions/0013-page-addresses-and-redirects.md), before anything is rendered:
  // one lookup in a map kept per content version, and straight to the target in one step, whatever
  // the spelling asked for.
  if (!slug) {
    const hit = await findRedirect(path);
    if (hit) throw redirectResponse(hit.target + url.search, hit.status);
  }
  // One address per page: trailing slashes, capitals and double slashes move to the canonical form.
  if (!slug && url.pathname !== path) throw redirect(path + url.search, 301);
  // An address showing another page is dropped from the page cache with that page (docs/decisions/0016-page-cache-ahead-of-express.md).
  if (slug) noteRenderedPage(slugMatchKey(path), slugMatchKey(slug));
  // Staff see drafts (docs/product/accounts-and-roles.md, "Roles"); their requests never touch the anonymous HTML cache.
  const viewer = await getViewer(request);
  // A language the site does not show yet, an untranslated version, a page waiting for its first approval: the
  // read model answers null, a 404 (app/features/visitor-site/visible-content.ts).
  const staff = Boolean(viewer && can(viewer.role, "cms.view"));
  const view = await cachedPageView(JSON.stringify({ slug: slug ?? path, ...options, staff }));
  if (!view) throw data({ path }, { status: 404 });
  // A page reached under another spelling of its slug ('-und-', 'stuhle') moves to its own address.
  if (!slug && view.page.slug !== path) throw redirect(view.page.slug + url.search, 301);
  return { ...view, meta: await publicPageHead(view, { canonicalPath }) };
}

/**
 * The head of a page view: computed on the server, so the meta rules never ship to the browser. The
 * canonical address is the public one (also for a 'Vorschau-Link', which adds noindex).
 */
export async function publicPageHead(view: PageView, { canonicalPath, noindex }: { canonicalPath?: string; noindex?: boolean } = {}) {
  const siteUrl = env().siteUrl;
  const ogAsset = view.page.ogAssetId ?? view.page.heroAssetId ?? firstImageAsset(view);
  const basics = await loadSiteBasics();
  const language = isSiteLanguage(view.page.language) ? view.page.language : sourceLanguage;
  const settings = settingsInLanguage(basics.settings, language);
  return buildPageMeta({
    title: view.page.title,
    metaTitle: view.page.metaTitle,
    metaDescription: view.page.metaDescription,
    contentPlain: view.page.contentPlain || view.page.intro || firstSectionText(view),
    siteTitle: settings.siteTitle,
    siteDescription: settings.siteDescription,
    url: siteUrl + (canonicalPath ?? view.page.slug),
    imageUrl: ogAsset && view.assets[ogAsset] ? siteUrl + view.assets[ogAsset].url : `${siteUrl}/og-default.png`,
    type: view.template === "product" ? "product" : "website",
    noindex,
    ogLocale: languageFacts[language].ogLocale,
    // A 'Vorschau-Link' (noindex) names no alternates: it is not one of the published versions.
    alternates: noindex ? undefined : hreflangAlternates(basics.versionsOf(slugMatchKey(view.page.slug)), siteUrl),
  });
}

function firstSectionText(view: PageView): string {
  for (const block of view.blocks) {
    const sections = block.kind === "single" ? [block.section] : block.sections;
    for (const section of sections) if (section.plain) return section.plain;
  }
  return "";
}

function firstImageAsset(view: PageView): number | null {
  for (const asset of Object.values(view.assets)) if (asset.mimeType.startsWith("image/")) return asset.id;
  return null;
}

export async function handlePublicPageAction(request: Request) {
  const form = Object.fromEntries(await request.formData());
  // The visitor reads the answer in the language of the page the form is on.
  const language = languageOfPath(new URL(request.url).pathname);
  if (form.intent !== "contact") {
    const unknown: ContactActionResult = { intent: "contact", ok: false, message: siteTexts[language].contact.unknownAction };
    return data(unknown, { status: 400 });
  }
  const result = await receiveContactMessage(db(), form, request.headers.get("x-auralis-client-ip") ?? "", language);
  const refusal = !result.ok && result.rateLimited ? 429 : 400;
  // The visitor's script takes the page's answer in place and reads the outcome from it (contact-rules.ts).
  const status = result.ok || request.headers.has(inPlaceAnswerHeader) ? 200 : refusal;
  return data(result, { status });
}
