import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { useEffect } from "react";
import { useCspNonce } from "~/lib/csp-nonce";
import { InlineStylesheet } from "~/lib/inline-stylesheet";
import type { Route } from "./+types/root";
// The one stylesheet, inlined by the server (docs/decisions/0020-visitor-pages-without-react.md): its URL only, so it is no route CSS
// that React Router would link.
import appStylesheet from "./app.css?url";
// An anonymous visitor's public page gets a stylesheet without the CMS's utilities (decision 0020).
import visitorStylesheet from "./visitor.css?url";
// The script of a visitor's document (decision 0020), bundled on its own as a hashed asset.
import visitorScript from "./visitor-enhancements.ts?worker&url";
import { isVisitorDocument } from "./visitor-document";
import { PlainLinksProvider } from "~/lib/site-link";
import { languageFacts, languageOfPath, type SiteLanguage } from "~/lib/languages";
import { siteTexts } from "~/features/site-language/site-texts";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The theme must be on <html> before the first paint: a page's own theme comes from the server
 * (data-theme), otherwise the visitor's stored choice is applied by this tiny inline script.
 */
const themeBootScript = `(function(){try{var d=document.documentElement;if(d.dataset.themeSource==='page')return;var t=localStorage.getItem('theme');if(t==='human-care'||t==='clean-medical'||t==='modern-tech')d.dataset.theme=t;}catch(e){}})();`;

/**
 * zod 4 probes `new Function("")` once to decide whether it may compile parsers; under the site's
 * Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a violation, though
 * zod carries on without. `jitless` skips the probe. It must be set before the first schema is built,
 * that is before any module runs — hence here, in the one inline script, and not in zod's own import.
 */
const zodJitlessScript = `globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});`;

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<{ theme?: { name: string; source: string }; anonymous?: boolean; language?: SiteLanguage }>("routes/site/layout");
  // A 'Vorschau-Link' page (tests/integration/preview-links.test.ts) has its own frame outside the site layout.
  const preview = useRouteLoaderData<{ frame?: { theme?: { name: string; source: string } }; language?: SiteLanguage }>("routes/site/preview");
  const theme = site?.theme ?? preview?.frame?.theme ?? { name: "human-care", source: "default" };
  // The page's language (a preview's is its page's); where no loader said, the address's (the error page of /fr/…).
  const { pathname } = useLocation();
  const language = site?.language ?? preview?.language ?? languageOfPath(pathname);
  // The Content-Security-Policy allows this inline script by its nonce (by its hash on cached pages).
  // Browsers hide a nonce from the DOM, so the hydrating client never sees the server's value.
  const nonce = useCspNonce();
  // An anonymous visitor's public page is a finished document: no React in the browser, one small
  // script for its menus, carousel and form (decision 0020). Decided on the server only; a browser
  // that runs this component is the app already.
  const matches = useMatches();
  const visitorDocument = import.meta.env.SSR && isVisitorDocument(site, matches);
  return (
    <html lang={languageFacts[language].htmlLang} data-theme={theme.name} data-theme-source={theme.source} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: zodJitlessScript + themeBootScript }} />
        <Meta />
        <Links />
        <InlineStylesheet href={visitorDocument ? visitorStylesheet : appStylesheet} />
      </head>
      <body className="min-h-screen antialiased">
        <PlainLinksProvider value={visitorDocument}>{children}</PlainLinksProvider>
        {visitorDocument ? (
          // A module script is deferred; built, it is one self-contained file (vite.config.ts: worker).
          <script type="module" src={visitorScript} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // A marker that the page has hydrated: browser tests wait for it before using keyboard and menus.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

// Outside every layout, so in the language of the address it answers.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = siteTexts[languageOfPath(useLocation().pathname)].page;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-4xl font-bold">{status === 404 ? "404" : texts.failedHeading}</h1>
      <p className="mt-4 text-muted-foreground">{status === 404 ? texts.notFoundText : texts.failedText}</p>
      <a className="mt-8 inline-block font-semibold text-primary underline" href="/">
        {texts.toHome}
      </a>
    </main>
  );
}
