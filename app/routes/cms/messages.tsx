// /cms/nachrichten: the contact-message inbox (docs/decisions/0007-contact-inbox-and-sections-demo.md). Newest first; every message
// shows when it came, from whom, from which page and in which language, whether its notification mail went out, and its
// work state (Neu / Erledigt). ?status=neu|erledigt filters, ?seite=n pages; the CSV export is
// /cms/nachrichten/export.csv (routes/cms/messages-export.ts).
import { CheckCircle2, Download, RefreshCw, RotateCcw } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsFilterNav } from "~/components/cms/cms-filter-nav";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsPagination } from "~/components/cms/cms-pagination";
import { useActionToast } from "~/components/cms/use-action-toast";
import {
  canRetryNotification,
  inboxFilterParam,
  inboxIntents,
  inboxMessages,
  messageLanguageLabel,
  messageStatusLabel,
  notificationStatusLabel,
  type InboxFilter,
} from "~/features/contact/contact-inbox";
import type { InboxMessage } from "~/features/contact/contact-inbox.server";
import { cn } from "~/lib/cn";
import { handleInboxAction, loadInboxScreen } from "~/features/contact/inbox-screen.server";
import type { Route } from "./+types/messages";

const SCREEN = "/cms/nachrichten";
const EXPORT_HREF = "/cms/nachrichten/export.csv";

export async function loader({ request }: Route.LoaderArgs) {
  return loadInboxScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleInboxAction(request);
}

export function meta() {
  return cmsMeta("Kontaktanfragen");
}

const filters: { filter: InboxFilter; label: string }[] = [
  { filter: "all", label: "Alle" },
  { filter: "new", label: "Neu" },
  { filter: "done", label: "Erledigt" },
];

function hrefFor(filter: InboxFilter, page = 1) {
  const params = new URLSearchParams();
  const status = inboxFilterParam(filter);
  if (status) params.set("status", status);
  if (page > 1) params.set("seite", String(page));
  const query = params.toString();
  return query ? `${SCREEN}?${query}` : SCREEN;
}

export default function MessagesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { inbox, filter, loadError } = loaderData;
  const navigation = useNavigation();
  useActionToast(actionData);
  const emptyText = filter === "new" ? inboxMessages.emptyNew : filter === "done" ? inboxMessages.emptyDone : inboxMessages.empty;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <CmsScreenHeader
        title="Kontaktanfragen"
        description={inbox.open === 1 ? "1 neue Nachricht" : `${inbox.open} neue Nachrichten`}
        action={
          // A download, not a page: reloadDocument keeps React Router from fetching it as a route.
          <Link to={EXPORT_HREF} reloadDocument download className={cmsButton("secondary")}>
            <Download aria-hidden="true" className="size-4" />
            Als CSV exportieren
          </Link>
        }
      />

      <CmsFilterNav items={filters.map((item) => ({ key: item.filter, label: item.label, href: hrefFor(item.filter), active: filter === item.filter }))} />

      {loadError ? <CmsFeedback feedback={{ ok: false, message: loadError }} /> : null}
      {navigation.state === "idle" && actionData ? <CmsFeedback feedback={actionData} /> : null}

      {!loadError && inbox.messages.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Kontaktanfragen, neueste zuerst">
          {inbox.messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} busy={navigation.state !== "idle" && navigation.formData?.get("id") === String(message.id)} />
            </li>
          ))}
        </ol>
      )}

      <CmsPagination page={inbox.page} pageCount={inbox.pageCount} hrefFor={(page) => hrefFor(filter, page)} />
    </div>
  );
}

const linkClass = "focus-ring rounded-sm text-primary underline-offset-4 hover:underline";

function MessageCard({ message, busy }: { message: InboxMessage; busy: boolean }) {
  const notification = notificationStatusLabel(message.notificationStatus);
  const headingId = `nachricht-${message.id}`;
  const isNew = message.status === "new";
  return (
    <article
      aria-labelledby={headingId}
      className={cn("rounded-card border bg-card p-4 text-card-foreground sm:p-6", isNew ? "border-l-4 border-primary bg-secondary/30" : "border-border")}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold">
          {message.name}
        </h2>
        <time dateTime={message.receivedAtIso} className="text-sm text-muted-foreground">
          {message.receivedAt}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Status</dt>
        <dd className="min-w-0">
          <span
            className={cn(
              "inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
              isNew ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
            )}
          >
            {messageStatusLabel(message.status)}
          </span>
          {!isNew && message.doneAt ? (
            <span className="ml-2 text-muted-foreground">
              am {message.doneAt}
              {message.doneBy ? ` von ${message.doneBy}` : ""}
            </span>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">E-Mail</dt>
        <dd className="min-w-0 break-all">
          <a href={`mailto:${message.email}`} className={linkClass}>
            {message.email}
          </a>
        </dd>
        <dt className="text-muted-foreground">Gesendet von</dt>
        <dd className="min-w-0 break-all">
          {message.sourcePage?.startsWith("/") ? (
            <a href={message.sourcePage} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {message.sourcePage}
              <span className="sr-only"> (öffnet in einem neuen Tab)</span>
            </a>
          ) : (
            (message.sourcePage ?? "unbekannt")
          )}
        </dd>
        <dt className="text-muted-foreground">Sprache</dt>
        <dd className="min-w-0">
          <span className="inline-block rounded-full border border-border px-2 py-0.5 text-xs font-semibold">{messageLanguageLabel(message.language)}</span>
        </dd>
        <dt className="text-muted-foreground">Benachrichtigung</dt>
        <dd className="min-w-0">
          <span className={cn("font-medium", notification.tone === "success" && "text-success", notification.tone === "danger" && "text-destructive")}>
            {notification.label}
          </span>
          {message.notificationStatus === "outbox" ? (
            <>
              {" "}
              <Link to="/cms/postausgang" className={linkClass}>
                (ansehen)
              </Link>
            </>
          ) : null}
          {message.notificationError ? <span className="block break-words text-destructive">{message.notificationError}</span> : null}
        </dd>
      </dl>
      <p className="mt-3 rounded-md bg-muted p-3 text-sm whitespace-pre-wrap break-words">{message.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={isNew ? inboxIntents.markDone : inboxIntents.reopen} />
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" disabled={busy} className={cmsButton(isNew ? "primary" : "secondary")}>
            {isNew ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <RotateCcw aria-hidden="true" className="size-4" />}
            {isNew ? "Als erledigt markieren" : "Wieder öffnen"}
            <span className="sr-only"> (Nachricht von {message.name})</span>
          </button>
        </Form>
        {canRetryNotification(message.notificationStatus) ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={inboxIntents.retryNotification} />
            <input type="hidden" name="id" value={message.id} />
            <button type="submit" disabled={busy} className={cmsButton("secondary")}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Benachrichtigung erneut senden
              <span className="sr-only"> (Nachricht von {message.name})</span>
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
