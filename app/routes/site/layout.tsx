import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { SiteFrameView } from "~/features/site-frame/site-frame-view";
import { can } from "~/core/access/access-control";
import { mayHaveSession } from "~/core/session-cookie";
import { getViewer } from "~/features/auth/viewer.server";
import { loadSiteFrame } from "~/features/site-frame/site-frame.server";
import { EditModeIsland } from "~/features/edit-mode/edit-mode-island";
import { ThemeSwitcherIsland } from "~/features/themes/theme-switcher-island";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  // Without a session cookie a public page is a server document without React (root.tsx, decision 0020).
  const anonymous = !mayHaveSession(request.headers.get("cookie") ?? undefined);
  const viewer = anonymous ? null : await getViewer(request);
  const staff = Boolean(viewer && can(viewer.role, "cms.view"));
  // Staff see unpublished pages, and so their breadcrumb.
  const { pathname } = new URL(request.url);
  const frame = await loadSiteFrame(pathname, { drafts: staff });
  // The page's language is its address's (app/lib/languages.ts, frame.language): the frame's texts and <html lang> follow it.
  return { ...frame, staff, anonymous };
}

// The breadcrumb and theme depend on the path: reload the frame whenever it changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { staff, language, ...frame } = loaderData;
  return (
    <SiteFrameView frame={frame} language={language} themeSwitcher={staff ? <ThemeSwitcherIsland /> : undefined} after={staff ? <EditModeIsland /> : null}>
      <Outlet />
    </SiteFrameView>
  );
}
