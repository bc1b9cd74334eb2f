// The CMS frame around every /cms* screen (docs/product/cms-screens.md, "The CMS frame"; docs/decisions/0004-staff-roles.md). Only staff get here:
// anonymous visitors go to /login (origin remembered), waiting accounts to /cms/kontofreigabe.
import { Link, Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { cmsMeta, cmsResponseHeaders } from "~/components/cms/cms-meta";
import { CmsShell } from "~/components/cms/cms-shell";
import { can, operationRoles, type Operation } from "~/core/access/access-control";
import { roleLabels } from "~/core/access/roles";
import { SignOutButton } from "~/features/auth/sign-out-button";
import { requireStaff } from "~/features/auth/viewer.server";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  return {
    viewer: { email: viewer.email, name: viewer.name, role: viewer.role },
    /** The navigation shows the screens of these. */
    operations: (Object.keys(operationRoles) as Operation[]).filter((operation) => can(viewer.role, operation)),
  };
}

// Screens below inherit these unless they export their own headers.
export const headers: Route.HeadersFunction = () => cmsResponseHeaders;

// Used by screens without a meta export of their own (React Router takes the deepest one).
export function meta() {
  return cmsMeta();
}

export default function CmsLayout({ loaderData }: Route.ComponentProps) {
  const { viewer, operations } = loaderData;
  return (
    <CmsShell email={viewer.email} roleLabel={roleLabels[viewer.role]} operations={operations} signOut={<SignOutButton scope="this" />}>
      <Outlet />
    </CmsShell>
  );
}

/**
 * Errors of the frame's own loader, or of a screen without a boundary of its own. When the viewer is
 * known the frame stays, so navigation and sign-out remain at hand.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>("routes/cms/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403
      ? "Dafür fehlen Ihnen die Berechtigungen."
      : status === 404
        ? "Diese Seite gibt es im CMS nicht."
        : "Die Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.";
  const body = (
    <div className="mx-auto max-w-2xl py-12">
      <h1 className="font-display text-3xl font-bold">{status === 403 ? "Kein Zugriff" : "Ein Fehler ist aufgetreten"}</h1>
      <p className="mt-4 text-muted-foreground">{message}</p>
      <Link to="/cms-overview" className="focus-ring mt-8 inline-block rounded-sm font-semibold text-primary underline">
        Zur CMS-Übersicht
      </Link>
    </div>
  );
  if (!frame) return <main className="px-4">{body}</main>;
  return (
    <CmsShell email={frame.viewer.email} roleLabel={roleLabels[frame.viewer.role]} operations={frame.operations} signOut={<SignOutButton scope="this" />}>
      {body}
    </CmsShell>
  );
}
