// /cms/dokumente/anfragen: requests for printed copies of documents (docs/decisions/0047-printed-copies.md). The open
// ones first, by due date, the overdue ones marked; 'Als versandt markieren' asks first (?versandt=id) and records who
// and when; ?status=offen|versandt|alle filters, ?seite=n pages; the CSV export is /cms/dokumente/anfragen/export.csv.
import { AlertTriangle, Download, PackageCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsFilterNav } from "~/components/cms/cms-filter-nav";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsPagination } from "~/components/cms/cms-pagination";
import { useActionToast } from "~/components/cms/use-action-toast";
import { handlePrintedCopyAction, loadPrintedCopyScreen } from "~/features/printed-copies/inbox-screen.server";
import type { InboxFilter, PrintedCopyRow } from "~/features/printed-copies/printed-copy-inbox.server";
import { printedCopyIntents, printedCopyTexts as t } from "~/features/printed-copies/printed-copy-texts";
import { formatSwissDateTime } from "~/lib/date-format";
import { isSiteLanguage, languageFacts } from "~/lib/languages";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/printed-copies";

const SCREEN = "/cms/dokumente/anfragen";
const EXPORT_HREF = "/cms/dokumente/anfragen/export.csv";

export async function loader({ request }: Route.LoaderArgs) {
  return loadPrintedCopyScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handlePrintedCopyAction(request);
}

export function meta() {
  return cmsMeta(t.title);
}

const filters: { filter: InboxFilter; param: string; label: string }[] = [
  { filter: "open", param: "offen", label: t.filterOpen },
  { filter: "shipped", param: "versandt", label: t.filterShipped },
  { filter: "all", param: "alle", label: t.filterAll },
];

function hrefFor(filter: InboxFilter, page = 1, ship?: number) {
  const params = new URLSearchParams();
  if (filter !== "open") params.set("status", filters.find((f) => f.filter === filter)!.param);
  if (page > 1) params.set("seite", String(page));
  if (ship) params.set("versandt", String(ship));
  const query = params.toString();
  return query ? `${SCREEN}?${query}` : SCREEN;
}

const day = (iso: string) => formatSwissDateTime(iso).slice(0, 10);
const languageName = (language: string) => (isSiteLanguage(language) ? languageFacts[language].staffName : language);
const linkClass = "focus-ring rounded-sm text-primary underline-offset-4 hover:underline";

export default function PrintedCopiesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { inbox, filter, shipping, loadError } = loaderData;
  const navigation = useNavigation();
  useActionToast(actionData);
  const emptyText = filter === "open" ? t.emptyOpen : filter === "shipped" ? t.emptyShipped : t.empty;
  const confirming = shipping ? inbox.requests.find((r) => r.id === shipping && !r.shippedAt) : undefined;
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <CmsScreenHeader
        title={t.title}
        description={
          <>
            {t.description} {t.openCount(inbox.open, inbox.overdue)}.
          </>
        }
        action={
          <Link to={EXPORT_HREF} reloadDocument download className={cmsButton("secondary")}>
            <Download aria-hidden="true" className="size-4" />
            {t.export}
          </Link>
        }
      />

      <CmsFilterNav items={filters.map((item) => ({ key: item.filter, label: item.label, href: hrefFor(item.filter), active: filter === item.filter }))} />

      {loadError ? <CmsFeedback feedback={{ ok: false, message: loadError }} /> : null}
      {navigation.state === "idle" && actionData ? <CmsFeedback feedback={actionData} /> : null}

      {!loadError && inbox.requests.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t.title}>
          {inbox.requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} shipHref={hrefFor(filter, inbox.page, request.id)} />
            </li>
          ))}
        </ol>
      )}

      <CmsPagination page={inbox.page} pageCount={inbox.pageCount} hrefFor={(page) => hrefFor(filter, page)} />

      {confirming ? (
        <CmsConfirmDialog
          title={t.confirmTitle}
          cancelHref={hrefFor(filter, inbox.page)}
          description={<p>{t.confirmText(confirming.product, confirming.institution ?? confirming.name ?? "")}</p>}
        >
          <Form method="post" action={hrefFor(filter, inbox.page)} replace>
            <input type="hidden" name="intent" value={printedCopyIntents.ship} />
            <input type="hidden" name="id" value={confirming.id} />
            <button type="submit" disabled={busy} className={cmsButton("primary", "w-full sm:w-auto")}>
              <PackageCheck aria-hidden="true" className="size-4" />
              {t.markShipped}
            </button>
          </Form>
        </CmsConfirmDialog>
      ) : null}
    </div>
  );
}

function RequestCard({ request, shipHref }: { request: PrintedCopyRow; shipHref: string }) {
  const headingId = `anfrage-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-overdue={request.overdue ? "" : undefined}
      className={cn(
        "rounded-card border bg-card p-4 text-card-foreground sm:p-6",
        request.overdue ? "border-l-4 border-destructive bg-destructive/5" : request.shippedAt ? "border-border" : "border-l-4 border-primary",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {request.product} – {request.kindName} {request.versionLabel} ({languageName(request.documentLanguage)})
        </h2>
        {request.overdue ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-white">
            <AlertTriangle aria-hidden="true" className="size-3.5" />
            {t.overdue}
          </span>
        ) : null}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t.received}</dt>
        <dd>
          <time dateTime={request.receivedAt}>{formatSwissDateTime(request.receivedAt)}</time>
        </dd>
        <dt className="text-muted-foreground">{t.due}</dt>
        <dd className={cn(request.overdue && "font-semibold text-destructive")}>
          <time dateTime={request.dueDay}>{day(request.dueDay)}</time>
        </dd>
        {request.shippedAt ? (
          <>
            <dt className="text-muted-foreground">{t.shippedOn}</dt>
            <dd className="min-w-0 break-words">
              <time dateTime={request.shippedAt}>{formatSwissDateTime(request.shippedAt)}</time>
              {request.shippedBy ? ` ${t.shippedBy} ${request.shippedBy}` : ""}
            </dd>
          </>
        ) : null}
        {request.erasedAt ? (
          <>
            <dt className="text-muted-foreground">Datenschutz</dt>
            <dd>
              {t.erased} ({day(request.erasedAt)})
            </dd>
          </>
        ) : (
          <>
            <dt className="text-muted-foreground">{t.deliverTo}</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{[request.name, request.institution, request.address].filter(Boolean).join("\n")}</dd>
            <dt className="text-muted-foreground">{t.email}</dt>
            <dd className="min-w-0 break-all">
              <a href={`mailto:${request.email}`} className={linkClass}>
                {request.email}
              </a>
            </dd>
            {request.message ? (
              <>
                <dt className="text-muted-foreground">{t.message}</dt>
                <dd className="min-w-0 break-words whitespace-pre-line">{request.message}</dd>
              </>
            ) : null}
          </>
        )}
        <dt className="text-muted-foreground">{t.visitorLanguage}</dt>
        <dd>{languageName(request.visitorLanguage)}</dd>
      </dl>
      {!request.shippedAt ? (
        <div className="mt-3">
          <Link to={shipHref} preventScrollReset className={cmsButton("primary")}>
            <PackageCheck aria-hidden="true" className="size-4" />
            {t.markShipped}
            <span className="sr-only">
              {" "}
              ({request.product}, {request.institution ?? request.name})
            </span>
          </Link>
        </div>
      ) : null}
    </article>
  );
}
