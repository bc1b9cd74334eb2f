import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The theme must be on <html> before the first paint: a page's own theme comes from the server
 * (data-theme), otherwise the visitor's stored choice is applied by this tiny inline script.
 */
const themeBootScript = `(function(){try{var d=document.documentElement;if(d.dataset.themeSource==='page')return;var t=localStorage.getItem('theme');if(t==='human-care'||t==='clean-medical'||t==='modern-tech')d.dataset.theme=t;}catch(e){}})();`;

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData("routes/site/layout") as { theme?: { name: string; source: string } } | undefined;
  const theme = site?.theme ?? { name: "human-care", source: "default" };
  return (
    <html lang="de-CH" data-theme={theme.name} data-theme-source={theme.source} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-4xl font-bold">{status === 404 ? "404" : "Ein Fehler ist aufgetreten"}</h1>
      <p className="mt-4 text-muted-foreground">
        {status === 404 ? "Oops! Page not found" : "Die Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut."}
      </p>
      <a className="mt-8 inline-block font-semibold text-primary underline" href="/">
        Zur Startseite
      </a>
    </main>
  );
}
