// /cms/freigaben: the submissions waiting for 'Freigabe' and the approved ones not yet published
// (docs/decisions/0039-approval.md), oldest first; each opens its review.
import { Link } from "react-router";
import { db } from "#db/client.server";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { cmsMeta } from "~/components/cms/cms-meta";
import { can } from "~/core/access/access-control";
import { requireStaff } from "~/features/auth/viewer.server";
import { approvalStatusBadge } from "~/features/approval/approval-panel";
import { listOpenSubmissions } from "~/features/approval/approval-screens.server";
import type { Route } from "./+types/approvals";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "approvals.view");
  return { submissions: await listOpenSubmissions(db()), canDecide: can(viewer.role, "approvals.decide") };
}

export function meta() {
  return cmsMeta("Freigaben");
}

export default function ApprovalsScreen({ loaderData }: Route.ComponentProps) {
  const { submissions, canDecide } = loaderData;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <CmsScreenHeader
        title="Freigaben"
        description={
          canDecide
            ? "Eingereichte Fassungen, die auf Ihre Prüfung warten, und freigegebene, die noch nicht veröffentlicht sind. Älteste zuerst."
            : "Eingereichte Fassungen und freigegebene, die noch nicht veröffentlicht sind. Älteste zuerst."
        }
        action={
          <Link to="/cms/freigabe-protokoll" className="focus-ring rounded-sm text-sm font-semibold text-primary underline">
            Zum Freigabe-Protokoll
          </Link>
        }
      />
      {submissions.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">Keine offenen Einreichungen.</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Offene Einreichungen</caption>
            <thead className="border-b border-border bg-muted/50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Seite / Dokument
                </th>
                <th scope="col" className="px-3 py-2">
                  Sprache
                </th>
                <th scope="col" className="px-3 py-2">
                  Revision / Version
                </th>
                <th scope="col" className="px-3 py-2">
                  Eingereicht
                </th>
                <th scope="col" className="px-3 py-2">
                  Kommentar
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {submissions.map((s) => (
                <tr key={s.id} className="border-b border-border last:border-b-0">
                  <td className="px-3 py-2">
                    <Link to={`/cms/freigaben/${s.id}`} className="focus-ring rounded-sm font-semibold text-primary underline">
                      {s.document ? `${s.document.kindName} – ${s.document.productTitle}` : s.pageTitle}
                    </Link>
                    <span className="block font-mono text-xs text-muted-foreground">{s.document ? `Dokument · ${s.document.fileName}` : s.pageSlug}</span>
                  </td>
                  <td className="px-3 py-2">{s.languageName}</td>
                  <td className="px-3 py-2">{s.document ? s.document.label : s.revision}</td>
                  <td className="px-3 py-2">
                    {s.submittedBy}
                    <span className="block text-xs text-muted-foreground">{s.submittedAt}</span>
                  </td>
                  <td className="max-w-xs break-words px-3 py-2">{s.comment ?? "–"}</td>
                  <td className="px-3 py-2">{approvalStatusBadge(s.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
