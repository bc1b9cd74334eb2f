// /cms/nachrichten: the contact-message inbox. Newest first; unread ones stand out; each shows the
// state of its notification mail. ?ungelesen=1 shows only unread ones, ?seite=n pages.
import { Mail, MailOpen } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { db } from "#db/client.server";
import { logger } from "#server/logger.server";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsPagination, requestedPage } from "~/components/cms/cms-pagination";
import { useActionToast } from "~/components/cms/use-action-toast";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { inboxIntents, inboxMessages, notificationStatusLabel } from "~/features/contact/contact-inbox";
import { loadInbox, setMessageRead, type InboxMessage, type InboxPage } from "~/features/contact/contact-inbox.server";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/messages";

const SCREEN = "/cms/nachrichten";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "messages.read");
  const url = new URL(request.url);
  const unreadOnly = url.searchParams.get("ungelesen") === "1";
  try {
    const inbox = await loadInbox(db(), { page: requestedPage(url.searchParams.get("seite")), unreadOnly });
    return { inbox, unreadOnly, loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Kontaktanfragen konnten nicht geladen werden");
    const inbox: InboxPage = { messages: [], total: 0, unread: 0, page: 1, pageCount: 1 };
    return { inbox, unreadOnly, loadError: inboxMessages.loadFailed };
  }
}

const markSchema = z.object({
  intent: z.enum([inboxIntents.markRead, inboxIntents.markUnread]),
  id: z.coerce.number().int().positive(),
});

export async function action({ request }: Route.ActionArgs) {
  // Read marks are not content: no cache to drop, so the right check and one statement suffice.
  await requireOperation(request, "messages.read");
  const parsed = markSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: inboxMessages.markFailed }, { status: 400 });
  const read = parsed.data.intent === inboxIntents.markRead;
  try {
    const found = await setMessageRead(db(), parsed.data.id, read);
    if (!found) return data({ ok: false, message: inboxMessages.notFound }, { status: 404 });
    return { ok: true, message: read ? inboxMessages.markedRead : inboxMessages.markedUnread };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Lesestatus konnte nicht geändert werden");
    return data({ ok: false, message: inboxMessages.markFailed }, { status: 500 });
  }
}

export function meta() {
  return cmsMeta("Kontaktanfragen");
}

export default function MessagesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { inbox, unreadOnly, loadError } = loaderData;
  const navigation = useNavigation();
  useActionToast(actionData);
  const hrefFor = (page: number) => `${SCREEN}?${new URLSearchParams({ ...(unreadOnly ? { ungelesen: "1" } : {}), seite: String(page) })}`;
  const filterClass = (active: boolean) =>
    cn("focus-ring rounded-full px-3 py-1.5 text-sm font-medium", active ? "bg-primary text-primary-foreground" : "bg-muted text-foreground hover:bg-secondary");

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <CmsScreenHeader
        title="Kontaktanfragen"
        description={inbox.unread === 1 ? "1 ungelesene Nachricht" : `${inbox.unread} ungelesene Nachrichten`}
      />

      <nav aria-label="Filter" className="flex flex-wrap gap-2">
        <Link to={SCREEN} aria-current={!unreadOnly ? "page" : undefined} className={filterClass(!unreadOnly)}>
          Alle
        </Link>
        <Link to={`${SCREEN}?ungelesen=1`} aria-current={unreadOnly ? "page" : undefined} className={filterClass(unreadOnly)}>
          Nur ungelesene
        </Link>
      </nav>

      {loadError ? <CmsFeedback feedback={{ ok: false, message: loadError }} /> : null}
      {navigation.state === "idle" && actionData ? <CmsFeedback feedback={actionData} /> : null}

      {!loadError && inbox.messages.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">
          {unreadOnly ? inboxMessages.emptyUnread : inboxMessages.empty}
        </p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Kontaktanfragen, neueste zuerst">
          {inbox.messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} busy={navigation.formData?.get("id") === String(message.id)} />
            </li>
          ))}
        </ol>
      )}

      <CmsPagination page={inbox.page} pageCount={inbox.pageCount} hrefFor={hrefFor} />
    </div>
  );
}

function MessageCard({ message, busy }: { message: InboxMessage; busy: boolean }) {
  const status = notificationStatusLabel(message.notificationStatus);
  const headingId = `nachricht-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-card border bg-card p-4 text-card-foreground sm:p-6",
        message.read ? "border-border" : "border-l-4 border-primary bg-secondary/30",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {message.name}
          {!message.read ? (
            <span className="ml-2 inline-block rounded-full bg-primary px-2 py-0.5 align-middle text-xs font-medium text-primary-foreground">Ungelesen</span>
          ) : null}
        </h2>
        <time dateTime={message.receivedAtIso} className="text-sm text-muted-foreground">
          {message.receivedAt}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">E-Mail</dt>
        <dd className="min-w-0 break-all">
          <a href={`mailto:${message.email}`} className="focus-ring rounded-sm text-primary underline-offset-4 hover:underline">
            {message.email}
          </a>
        </dd>
        <dt className="text-muted-foreground">Gesendet von</dt>
        <dd className="min-w-0 break-all">
          {message.sourcePage?.startsWith("/") ? (
            <a href={message.sourcePage} target="_blank" rel="noopener noreferrer" className="focus-ring rounded-sm text-primary underline-offset-4 hover:underline">
              {message.sourcePage}
              <span className="sr-only"> (öffnet in einem neuen Tab)</span>
            </a>
          ) : (
            (message.sourcePage ?? "unbekannt")
          )}
        </dd>
        <dt className="text-muted-foreground">Benachrichtigung</dt>
        <dd className="min-w-0">
          <span
            className={cn(
              "font-medium",
              status.tone === "success" && "text-success",
              status.tone === "danger" && "text-destructive",
            )}
          >
            {status.label}
          </span>
          {message.notificationStatus === "outbox" ? (
            <>
              {" "}
              <Link to="/cms/postausgang" className="focus-ring rounded-sm text-primary underline-offset-4 hover:underline">
                (ansehen)
              </Link>
            </>
          ) : null}
          {message.notificationError ? <span className="block break-words text-destructive">{message.notificationError}</span> : null}
        </dd>
      </dl>
      <p className="mt-3 rounded-md bg-muted p-3 text-sm whitespace-pre-wrap break-words">{message.message}</p>
      <Form method="post" preventScrollReset className="mt-3">
        <input type="hidden" name="intent" value={message.read ? inboxIntents.markUnread : inboxIntents.markRead} />
        <input type="hidden" name="id" value={message.id} />
        <button type="submit" disabled={busy} className={cmsButton("secondary")}>
          {message.read ? <Mail aria-hidden="true" className="size-4" /> : <MailOpen aria-hidden="true" className="size-4" />}
          {message.read ? "Als ungelesen markieren" : "Als gelesen markieren"}
          <span className="sr-only"> (Nachricht von {message.name})</span>
        </button>
      </Form>
    </article>
  );
}
