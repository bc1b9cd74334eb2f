// Users screen (docs/decisions/0004-staff-roles.md, tests/e2e/cms-users.spec.ts): administrators see every account and approve, change roles, block and end
// sessions. Editors get 403 (requireStaff with 'users.manage'), shown by the boundary below.
import { data, isRouteErrorResponse, Link } from "react-router";
import { db } from "#db/client.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { useActionToast } from "~/components/cms/use-action-toast";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { parseUserAction } from "~/features/users/user-action-schema";
import { listManagedUsers, runUserAction } from "~/features/users/user-admin.server";
import { userMessages } from "~/features/users/user-rules";
import { toUserRow } from "~/features/users/user-view";
import { UsersTable } from "~/features/users/users-table";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "users.manage");
  const users = await listManagedUsers(db());
  return { users: users.map((user) => toUserRow(user, viewer.id)) };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireOperation(request, "users.manage");
  const parsed = parseUserAction(await request.formData());
  if (!parsed) return data({ ok: false, message: userMessages.invalid, userId: null }, { status: 400 });
  const { status, ...result } = await runUserAction(db(), request, viewer.id, parsed);
  return data(result, { status });
}

export function meta() {
  return cmsMeta("Benutzer");
}

export default function UsersScreen({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="font-display text-3xl font-bold">Benutzer</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Neue Konten warten auf ihre Kontofreigabe, bevor sie im CMS arbeiten können. Administratorinnen und Administratoren verwalten hier Rollen, Sperren und
          Sitzungen.
        </p>
      </div>
      <CmsFeedback feedback={actionData} />
      <UsersTable users={loaderData.users} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // 403: an editor opened the screen; 401: the session ended between loading and submitting.
  const text =
    status === 403
      ? {
          title: "Kein Zugriff",
          body: "Die Benutzerverwaltung ist Administratorinnen und Administratoren vorbehalten. Wenden Sie sich an eine Administratorin oder einen Administrator, wenn Sie Zugriff brauchen.",
          link: { to: "/cms-overview", label: "Zur CMS-Übersicht" },
        }
      : status === 401
        ? {
            title: "Sitzung abgelaufen",
            body: "Bitte melden Sie sich erneut an.",
            link: { to: `/login?redirectTo=${encodeURIComponent("/cms/users")}`, label: "Zur Anmeldung" },
          }
        : {
            title: "Die Benutzerliste konnte nicht geladen werden",
            body: "Bitte versuchen Sie es später erneut.",
            link: { to: "/cms-overview", label: "Zur CMS-Übersicht" },
          };
  return (
    <div className="mx-auto max-w-2xl py-12">
      <p className="text-sm font-semibold text-muted-foreground">Fehler {status}</p>
      <h1 className="mt-2 font-display text-3xl font-bold">{text.title}</h1>
      <p className="mt-4 text-muted-foreground">{text.body}</p>
      <Link to={text.link.to} className="focus-ring mt-8 inline-block rounded-sm font-semibold text-primary underline">
        {text.link.label}
      </Link>
    </div>
  );
}
