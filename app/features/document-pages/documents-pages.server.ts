// The loaders and the action of the visitors' 'Dokumente' (docs/decisions/0046-documents.md): every product's documents
// in a language with a search, one product's documents with 'Gedruckte Ausgabe anfordern', the current version's
// address, the QR code's address and the Atom feed. What they show comes from the read model
// (app/features/visitor-site/documents.server.ts); the pages render on the server and are kept by the page cache,
// which drops them with the changes that concern them (visitor-site/document-scope.server.ts, and below).
import { data, redirect } from "react-router";
import { db } from "#db/client.server";
import { env } from "~/core/env.server";
import { noteRenderedPage } from "~/core/content/rendered-pages.server";
import { printedCopyIntent, receivePrintedCopyRequest, type PrintedCopyActionResult } from "~/features/printed-copies/printed-copy-request.server";
import { buildPageMeta } from "~/features/seo/page-meta";
import { hreflangAlternates } from "~/features/seo/hreflang";
import { settingsInLanguage } from "~/features/settings/site-settings";
import { currentSiteIndex, loadSiteBasics } from "~/features/site-frame/site-frame.server";
import { fillText } from "~/features/site-language/fill-text";
import { formatDay } from "~/features/site-language/site-formats";
import { siteTexts } from "~/features/site-language/site-texts";
import { documentsFeedPath, documentsIndexPath, documentsPlaceOf, parseProductNumber, productDocumentsPath } from "~/lib/document-addresses";
import {
  findCurrentDocumentVersion,
  loadDocumentFeed,
  loadDocumentsIndex,
  loadProductDocuments,
  productDocumentLanguages,
  type VisitorProduct,
} from "~/features/visitor-site/documents.server";
import type { SiteIndex } from "~/features/visitor-site/site-index.server";
import { isSiteLanguage, languageFacts, languageHome, languageOfPath, siteLanguages, type SiteLanguage } from "~/lib/languages";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { renderAtomFeed } from "./atom-feed";
import { preferredDocumentsLanguage } from "./documents-language";

/** The longest search a visitor's query is cut to (a product name, an article number, a UDI-DI). */
const QUERY_MAX = 200;

/** Addresses that never hold a page: not kept by the page cache nor by a browser (server/react-router-render.ts). */
const NOT_KEPT = { "Cache-Control": "no-store" };

function languageOfAddress(request: Request): { url: URL; language: SiteLanguage } {
  const url = new URL(request.url);
  const place = documentsPlaceOf(url.pathname);
  if (!place) throw data(null, { status: 404 });
  return { url, language: place.language };
}

/** One address per page: capitals and trailing slashes move to the canonical form, as public pages do. */
function canonicalOrRedirect(url: URL, canonical: string) {
  if (url.pathname !== canonical && canonicalSlug(url.pathname) === canonical) throw redirect(canonical + url.search, 301);
}

async function shownIndex(language: SiteLanguage): Promise<SiteIndex> {
  const index = await currentSiteIndex();
  // A language the site does not show has no documents pages, as it has no pages.
  if (!index.shownLanguages.includes(language)) throw data(null, { status: 404 });
  return index;
}

/**
 * The page cache drops an address with the pages it shows (app/core/content/rendered-pages.server.ts): a documents page
 * shows the frame of its language (every change of that language's navigation names the language's home) and the
 * product pages' titles it lists.
 */
function noteShownPages(pathname: string, language: SiteLanguage, products: readonly VisitorProduct[]) {
  const key = slugMatchKey(pathname);
  noteRenderedPage(key, slugMatchKey(languageHome(language)));
  for (const product of products) noteRenderedPage(key, slugMatchKey(product.pageSlug));
}

async function headFor(
  language: SiteLanguage,
  input: { title: string; description: string; path: string; versions: Partial<Record<SiteLanguage, string>>; noindex?: boolean },
) {
  const siteUrl = env().siteUrl;
  const basics = await loadSiteBasics();
  const settings = settingsInLanguage(basics.settings, language);
  const versions = Object.fromEntries(Object.entries(input.versions).map(([l, slug]) => [l, { slug }]));
  const meta = buildPageMeta({
    title: input.title,
    metaDescription: input.description,
    siteTitle: settings.siteTitle,
    siteDescription: settings.siteDescription,
    url: siteUrl + input.path,
    imageUrl: `${siteUrl}/og-default.png`,
    ogLocale: languageFacts[language].ogLocale,
    noindex: input.noindex,
    alternates: input.noindex ? undefined : hreflangAlternates(versions, siteUrl),
  });
  const feed = {
    tagName: "link" as const,
    rel: "alternate",
    type: "application/atom+xml",
    title: siteTexts[language].documents.feedTitle,
    href: documentsFeedPath(language),
  };
  return [...meta, feed];
}

/** The languages a page offers beside its own, each by its own name. */
function otherLanguages(language: SiteLanguage, pages: Partial<Record<SiteLanguage, string>>) {
  return siteLanguages.flatMap((l) =>
    l !== language && pages[l] ? [{ language: l, href: pages[l], name: languageFacts[l].ownName, lang: languageFacts[l].htmlLang }] : [],
  );
}

/** /dokumente, /fr/documents, …: every product's documents in the language, searched by ?q. */
export async function loadDocumentsIndexPage(request: Request) {
  const { url, language } = languageOfAddress(request);
  const path = documentsIndexPath(language);
  canonicalOrRedirect(url, path);
  const index = await shownIndex(language);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  const { products, total } = await loadDocumentsIndex(db(), language, query, index);
  noteShownPages(path, language, products);
  const texts = siteTexts[language].documents;
  const pages = Object.fromEntries(index.shownLanguages.map((l) => [l, documentsIndexPath(l)]));
  return {
    language,
    query,
    products,
    total,
    feedHref: documentsFeedPath(language),
    otherLanguages: otherLanguages(language, pages),
    // A search's result is no page of its own for search engines.
    meta: await headFor(language, { title: texts.title, description: texts.metaDescription, path, versions: pages, noindex: query !== "" }),
  };
}

async function productOfAddress(request: Request, numberText: string | undefined) {
  const { url, language } = languageOfAddress(request);
  const productNumber = parseProductNumber(numberText);
  if (productNumber === null) throw data(null, { status: 404 });
  const path = productDocumentsPath(language, productNumber);
  canonicalOrRedirect(url, path);
  const index = await shownIndex(language);
  const product = await loadProductDocuments(db(), language, productNumber, index);
  if (!product) throw data(null, { status: 404 });
  return { language, path, product };
}

/** /dokumente/<number>, …: one product's documents in the language, 'Frühere Versionen', the printed copy's form. */
export async function loadProductDocumentsPage(request: Request, numberText: string | undefined) {
  const { language, path, product } = await productOfAddress(request, numberText);
  noteShownPages(path, language, [product]);
  const texts = siteTexts[language].documents;
  return {
    language,
    product,
    feedHref: documentsFeedPath(language),
    indexHref: documentsIndexPath(language),
    otherLanguages: otherLanguages(language, product.documentsPages),
    meta: await headFor(language, {
      title: fillText(texts.productTitle, { product: product.title }),
      description: fillText(texts.productMetaDescription, { product: product.title }),
      path,
      versions: product.documentsPages,
    }),
  };
}

/** The versions a product's page offers for a printed copy: every version visitors see there. */
export function orderableVersionIds(product: VisitorProduct): number[] {
  return product.documents.flatMap((document) => [document.current, ...document.earlier].flatMap((version) => (version ? [version.id] : [])));
}

/** 'Gedruckte Ausgabe anfordern' sent from a product's documents page (a plain form POST, no script needed). */
export async function handleProductDocumentsAction(request: Request, numberText: string | undefined) {
  const form = Object.fromEntries(await request.formData());
  const { language, product } = await productOfAddress(request, numberText);
  if (form.intent !== printedCopyIntent) {
    const unknown: PrintedCopyActionResult = { intent: printedCopyIntent, ok: false, message: siteTexts[language].contact.unknownAction };
    return data(unknown, { status: 400 });
  }
  const result = await receivePrintedCopyRequest(db(), form, {
    clientIp: request.headers.get("x-auralis-client-ip") ?? "",
    language,
    versionIds: orderableVersionIds(product),
  });
  return data(result, { status: result.ok ? 200 : result.rateLimited ? 429 : 400 });
}

/** /dokumente/<number>/<kind>/<language>: 302 to the current version's own address; a 404 in the page's language without one. */
export async function redirectToCurrentVersion(request: Request, params: { number?: string; kind?: string; language?: string }) {
  const language = languageOfPath(new URL(request.url).pathname);
  const productNumber = parseProductNumber(params.number);
  const documentLanguage = params.language?.toLowerCase();
  const index = await currentSiteIndex();
  const version =
    productNumber !== null && isSiteLanguage(documentLanguage) && params.kind
      ? await findCurrentDocumentVersion(db(), productNumber, params.kind.toLowerCase(), documentLanguage, index)
      : null;
  // Neither answer is a page: a new version changes the redirect's target at once, and a 404 may stop being one.
  if (!version) throw data({ language }, { status: 404, headers: NOT_KEPT });
  throw redirect(version.href, { status: 302, headers: NOT_KEPT });
}

/** /d/<number>: the QR code's address, 302 to the product's documents page in the browser's language. */
export async function redirectToProductDocuments(request: Request, numberText: string | undefined) {
  const productNumber = parseProductNumber(numberText);
  const index = await currentSiteIndex();
  const languages = productNumber === null ? [] : await productDocumentLanguages(db(), productNumber, index);
  const language = preferredDocumentsLanguage(request.headers.get("accept-language"), languages);
  if (productNumber === null || !language) throw data(null, { status: 404, headers: { ...NOT_KEPT, Vary: "Accept-Language" } });
  // Another browser language gets another answer at the same address: never kept as a page, and said so to caches.
  throw redirect(productDocumentsPath(language, productNumber), { status: 302, headers: { ...NOT_KEPT, Vary: "Accept-Language" } });
}

/** The host of SITE_URL, the authority of the feed's tag URIs (RFC 4151). */
const tagAuthority = () => `${new URL(env().siteUrl).hostname},2026`;

/** /dokumente/feed.atom, …: the newest publications and withdrawals in the language. */
export async function documentsFeedResponse(request: Request) {
  const { language } = languageOfAddress(request);
  const index = await shownIndex(language);
  const entries = await loadDocumentFeed(db(), language, index);
  const siteUrl = env().siteUrl;
  const texts = siteTexts[language].documents;
  const basics = await loadSiteBasics();
  const settings = settingsInLanguage(basics.settings, language);
  const feedEntries = entries.map((entry) => {
    const { version } = entry;
    const withdrawn = version.withdrawn;
    const values = { product: entry.product, kind: entry.kindName, label: version.label };
    const summary = [
      fillText(texts.publishedOn, { date: formatDay(version.publishedAt, language) }),
      withdrawn ? `${fillText(texts.withdrawnOn, { date: formatDay(withdrawn.at, language) })} – ${withdrawn.reason}` : null,
      version.safetyRelevant ? texts.safetyRelevant : null,
      version.changes ? `${texts.changes}: ${version.changes}` : null,
      `${texts.checksum} ${version.sha256}`,
    ]
      .filter(Boolean)
      .join("\n");
    return {
      // A withdrawal is news of its own: its entry has its own identity.
      id: `tag:${tagAuthority()}:dokumente:${version.id}${withdrawn ? ":zurueckgezogen" : ""}`,
      title: fillText(withdrawn ? texts.feedWithdrawn : texts.feedPublished, values),
      link: siteUrl + entry.pageHref,
      enclosure: { href: siteUrl + version.href, type: "application/pdf", length: version.sizeBytes },
      published: new Date(version.publishedAt),
      updated: new Date(withdrawn?.at ?? version.publishedAt),
      summary,
    };
  });
  const xml = renderAtomFeed({
    id: `tag:${tagAuthority()}:dokumente:${language}`,
    title: `${texts.feedTitle} – ${settings.siteTitle}`,
    self: siteUrl + documentsFeedPath(language),
    alternate: siteUrl + documentsIndexPath(language),
    language: languageFacts[language].htmlLang,
    author: settings.siteTitle,
    // Without entries, a fixed date: the same feed reads the same.
    updated: feedEntries[0]?.updated ?? new Date(0),
    entries: feedEntries,
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
