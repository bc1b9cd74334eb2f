// /cms/freigabe-protokoll: the 'Freigabe-Protokoll' (docs/decisions/0039-approval.md) with its filters (a GET form: the
// filters are in the address and go with the CSV and PDF exports), newest first.
import { Form, Link, useSearchParams } from "react-router";
import { db } from "#db/client.server";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { cmsMeta } from "~/components/cms/cms-meta";
import { requireStaff } from "~/features/auth/viewer.server";
import { listApprovalLog, logFiltersFrom } from "~/features/approval/approval-log.server";
import { eventLabels } from "~/features/approval/approval-rules";
import { formatSwissDateTimeShort } from "~/lib/date-format";
import { isSiteLanguage, languageFacts, siteLanguages } from "~/lib/languages";
import type { Route } from "./+types/approval-log";

const LIMIT = 500;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "approvals.view");
  const filters = logFiltersFrom(new URL(request.url).searchParams);
  const rows = await listApprovalLog(db(), filters, LIMIT + 1);
  return {
    more: rows.length > LIMIT,
    entries: rows.slice(0, LIMIT).map((e) => ({
      id: e.id,
      at: formatSwissDateTimeShort(e.createdAt),
      atIso: e.createdAt.toISOString(),
      event: eventLabels[e.event],
      pageTitle: e.pageTitle,
      pageSlug: e.pageSlug,
      language: isSiteLanguage(e.language) ? languageFacts[e.language].staffName : e.language,
      revision: e.revision,
      actor: e.actor,
      comment: e.comment,
      requestId: e.requestId,
    })),
  };
}

export function meta() {
  return cmsMeta("Freigabe-Protokoll");
}

const field = "focus-ring rounded-md border border-input bg-background px-3 py-2 text-sm";

export default function ApprovalLogScreen({ loaderData }: Route.ComponentProps) {
  const { entries, more } = loaderData;
  const [params] = useSearchParams();
  const query = params.toString();
  const suffix = query ? `?${query}` : "";
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <CmsScreenHeader
        title="Freigabe-Protokoll"
        description="Jede Einreichung, Freigabe, Ablehnung, ungültig gewordene Freigabe und Veröffentlichung von Seiten, die eine Freigabe brauchen. Einträge werden nie gelöscht."
      />
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-card border border-border bg-card p-4" aria-label="Filter">
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-ereignis" className="text-sm font-semibold">
            Ereignis
          </label>
          <select id="filter-ereignis" name="ereignis" defaultValue={params.get("ereignis") ?? ""} className={field}>
            <option value="">Alle</option>
            {(Object.keys(eventLabels) as (keyof typeof eventLabels)[]).map((event) => (
              <option key={event} value={event}>
                {eventLabels[event]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-sprache" className="text-sm font-semibold">
            Sprache
          </label>
          <select id="filter-sprache" name="sprache" defaultValue={params.get("sprache") ?? ""} className={field}>
            <option value="">Alle</option>
            {siteLanguages.map((language) => (
              <option key={language} value={language}>
                {languageFacts[language].staffName}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-suche" className="text-sm font-semibold">
            Seite oder Person
          </label>
          <input id="filter-suche" name="suche" type="search" defaultValue={params.get("suche") ?? ""} className={field} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-von" className="text-sm font-semibold">
            Von
          </label>
          <input id="filter-von" name="von" type="date" defaultValue={params.get("von") ?? ""} className={field} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-bis" className="text-sm font-semibold">
            Bis
          </label>
          <input id="filter-bis" name="bis" type="date" defaultValue={params.get("bis") ?? ""} className={field} />
        </div>
        <button type="submit" className={cmsButton("primary")}>
          Filtern
        </button>
        {query ? (
          <Link to="/cms/freigabe-protokoll" className={cmsButton("secondary")}>
            Filter zurücksetzen
          </Link>
        ) : null}
      </Form>
      <div className="flex flex-wrap gap-3 text-sm">
        <a href={`/cms/freigabe-protokoll/export.csv${suffix}`} className={cmsButton("secondary")} download>
          Als CSV exportieren
        </a>
        <a href={`/cms/freigabe-protokoll/export.pdf${suffix}`} className={cmsButton("secondary")} download>
          Als PDF exportieren
        </a>
      </div>
      {more ? <p className="text-sm text-muted-foreground">Es werden die neuesten {LIMIT} Einträge gezeigt; die Exporte enthalten alle.</p> : null}
      {entries.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">Keine Einträge{query ? " für diese Filter" : ""}.</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Einträge des Freigabe-Protokolls, neueste zuerst</caption>
            <thead className="border-b border-border bg-muted/50">
              <tr>
                {["Zeitpunkt", "Ereignis", "Seite", "Sprache", "Revision", "Person", "Kommentar"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-border align-top last:border-b-0">
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={e.atIso}>{e.at}</time>
                  </td>
                  <td className="px-3 py-2">
                    {e.requestId ? (
                      <Link to={`/cms/freigaben/${e.requestId}`} className="focus-ring rounded-sm text-primary underline">
                        {e.event}
                      </Link>
                    ) : (
                      e.event
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {e.pageTitle}
                    <span className="block font-mono text-xs text-muted-foreground">{e.pageSlug}</span>
                  </td>
                  <td className="px-3 py-2">{e.language}</td>
                  <td className="px-3 py-2">{e.revision}</td>
                  <td className="break-all px-3 py-2">{e.actor}</td>
                  <td className="max-w-xs break-words px-3 py-2">{e.comment ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
