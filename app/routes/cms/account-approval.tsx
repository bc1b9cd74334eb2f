// /cms/kontofreigabe (docs/decisions/0004-staff-roles.md; 'Kontofreigabe', not the 'Freigabe' of page versions in
// docs/decisions/0039-approval.md): where a signed-in account without a role waits until an administrator
// approves it. It shows no CMS data at all — only the person's own address and a way out.
import { data, redirect } from "react-router";
import { staffEmailDomain } from "~/features/auth/auth.server";
import { AuthShell } from "~/features/auth/login-ui";
import { SignOutButton } from "~/features/auth/sign-out-button";
import { getViewer } from "~/features/auth/viewer.server";
import { company } from "~/lib/company";
import type { Route } from "./+types/account-approval";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect("/login");
  if (viewer.role !== "pending") throw redirect("/cms-overview");
  return data({ email: viewer.email, staffDomain: staffEmailDomain() }, { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = () => [{ title: `Konto wartet auf Kontofreigabe – ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

export default function AccountApprovalPage({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell title="Ihr Konto wartet auf Kontofreigabe">
      <div className="space-y-4 text-sm">
        <p>
          Sie sind angemeldet als <strong className="break-all">{loaderData.email}</strong>.
        </p>
        <p>
          Bevor Sie Inhalte bearbeiten können, muss eine Administratorin oder ein Administrator Ihr Konto freigeben. Sobald das geschehen ist, gelangen Sie nach
          der Anmeldung direkt in das Content Management System.
        </p>
        <p className="text-muted-foreground">
          Sie arbeiten bei {company.name}? Dann registrieren Sie sich mit Ihrer Firmenadresse (@{loaderData.staffDomain}) – solche Konten werden nach der
          Bestätigung automatisch freigeschaltet. Fragen beantwortet{" "}
          <a className="focus-ring font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${company.email}`}>
            {company.email}
          </a>
          .
        </p>
        <SignOutButton scope="this" className="pt-2" />
      </div>
    </AuthShell>
  );
}
