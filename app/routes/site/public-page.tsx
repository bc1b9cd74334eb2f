import { isRouteErrorResponse, useRouteError } from "react-router";
import { SiteLink } from "~/lib/site-link";
import { publicPageMeta } from "~/features/pages/public-page-meta";
import { handlePublicPageAction, loadPublicPage } from "~/features/pages/public-page.server";
import { PublicPageView } from "~/features/pages/public-page-view";
import { visitorDocumentHandle } from "~/visitor-document";
import { useSiteLanguage, useSiteTexts } from "~/features/site-language/site-language";
import { languageHome } from "~/lib/languages";
import type { Route } from "./+types/public-page";

// For an anonymous visitor a server document without React (decision 0020).
export const handle = visitorDocumentHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage({ request });
}

export async function action({ request }: Route.ActionArgs) {
  return handlePublicPageAction(request);
}

export function meta(args: Route.MetaArgs) {
  return publicPageMeta(args);
}

export default function PublicPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PublicPageView view={loaderData} actionData={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Inside the site layout, so in the page's language (the 404 of /fr/… in French).
  const texts = useSiteTexts().page;
  const language = useSiteLanguage();
  return (
    // The layout shows no breadcrumb where no page is (site-frame.server.ts loadSiteFrame).
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-display text-6xl font-bold text-primary">{notFound ? "404" : texts.errorHeading}</h1>
      <p className="mt-4 text-xl text-muted-foreground">{notFound ? texts.notFoundText : texts.errorText}</p>
      <SiteLink
        to={languageHome(language)}
        className="mt-8 inline-flex items-center rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {texts.backHome}
      </SiteLink>
    </section>
  );
}
