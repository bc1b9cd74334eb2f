import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { BreadcrumbNav } from "~/components/layout/breadcrumb-nav";
import { ScrollProgress } from "~/components/layout/scroll-progress";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { can } from "~/features/auth/access-control";
import { getViewer } from "~/features/auth/viewer.server";
import { loadSiteFrame } from "~/features/pages/site-frame.server";
import { EditModeIsland } from "~/features/edit-mode/edit-mode-island";
import { ThemeSwitcherIsland } from "~/features/themes/theme-switcher-island";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  const [frame, viewer] = await Promise.all([loadSiteFrame(new URL(request.url).pathname), getViewer(request)]);
  return { ...frame, staff: Boolean(viewer && can(viewer.role, "cms.view")) };
}

// The breadcrumb and theme depend on the path: reload the frame whenever it changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, navigation, breadcrumb, build, staff } = loaderData;
  return (
    <div data-site-frame="" className="flex min-h-screen flex-col">
      <a href="#inhalt" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow">
        Zum Inhalt springen
      </a>
      <ScrollProgress />
      <SiteHeader
        settings={{ siteTitle: settings.siteTitle, logo: settings.logo }}
        navigation={navigation}
        themeSwitcher={staff ? <ThemeSwitcherIsland /> : undefined}
      />
      <BreadcrumbNav items={breadcrumb} />
      <main id="inhalt" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter
        settings={{
          siteTitle: settings.siteTitle,
          footerText: settings.footerText,
          contactEmail: settings.contactEmail,
          contactPhone: settings.contactPhone,
          contactAddress: settings.contactAddress,
          logo: settings.logo,
        }}
        build={build}
      />
      {staff ? <EditModeIsland /> : null}
    </div>
  );
}
