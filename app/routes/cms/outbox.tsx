// /cms/postausgang: every mail the site sent or kept (architecture guide "e-mail": without SMTP_URL
// mails stay in the outbox, viewable here). Other people's sign-in mails are hidden from editors:
// their links would sign the reader in as someone else.
import { ShieldAlert } from "lucide-react";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsPagination, requestedPage } from "~/components/cms/cms-pagination";
import { requireStaff } from "~/features/auth/viewer.server";
import { MailPreviewFrame } from "~/features/mail/mail-preview-frame";
import { deliveryLabel } from "~/features/outbox/outbox";
import { loadOutbox, type OutboxPage } from "~/features/outbox/outbox.server";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/outbox";

const SCREEN = "/cms/postausgang";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "messages.read");
  const url = new URL(request.url);
  try {
    const outbox = await loadOutbox(db(), viewer, requestedPage(url.searchParams.get("seite")));
    return { outbox, loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Postausgang konnte nicht geladen werden");
    const outbox: OutboxPage = { mails: [], total: 0, hidden: 0, page: 1, pageCount: 1 };
    return { outbox, loadError: "Der Postausgang konnte nicht geladen werden." };
  }
}

export function meta() {
  return cmsMeta("Postausgang");
}

export default function OutboxScreen({ loaderData }: Route.ComponentProps) {
  const { outbox, loadError } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <CmsScreenHeader
        title="Postausgang"
        description="Alle Mails der Website, neueste zuerst. Ohne konfigurierten SMTP-Server werden Mails nicht versendet, sondern nur hier abgelegt."
      />

      {loadError ? <CmsFeedback feedback={{ ok: false, message: loadError }} /> : null}
      {outbox.hidden > 0 ? (
        <p className="flex items-start gap-2 rounded-card border border-border bg-muted px-4 py-3 text-sm">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {outbox.hidden === 1 ? "1 Anmelde-Mail" : `${outbox.hidden} Anmelde-Mails`} an andere Personen {outbox.hidden === 1 ? "ist" : "sind"} ausgeblendet:
            Ihre Links würden als diese Person anmelden. Nur Administratoren sehen sie.
          </span>
        </p>
      ) : null}

      {!loadError && outbox.mails.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">Der Postausgang ist leer.</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Mails, neueste zuerst">
          {outbox.mails.map((mail) => {
            const delivery = deliveryLabel(mail);
            const headingId = `mail-${mail.id}`;
            return (
              <li key={mail.id}>
                <article aria-labelledby={headingId} className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                    <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold">
                      {mail.subject}
                    </h2>
                    <time dateTime={mail.createdAtIso} className="text-sm text-muted-foreground">
                      {mail.createdAt}
                    </time>
                  </div>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="text-muted-foreground">An</dt>
                    <dd className="min-w-0 break-all">{mail.to}</dd>
                    <dt className="text-muted-foreground">Von</dt>
                    <dd className="min-w-0 break-all">{mail.from}</dd>
                    {mail.replyTo ? (
                      <>
                        <dt className="text-muted-foreground">Antwort an</dt>
                        <dd className="min-w-0 break-all">{mail.replyTo}</dd>
                      </>
                    ) : null}
                    <dt className="text-muted-foreground">Status</dt>
                    <dd className="min-w-0">
                      <span className={cn("font-medium", delivery.tone === "success" && "text-success", delivery.tone === "danger" && "text-destructive")}>
                        {delivery.label}
                      </span>
                      {mail.error ? <span className="block break-words text-destructive">{mail.error}</span> : null}
                    </dd>
                  </dl>
                  <details className="mt-3 rounded-md border border-border p-3">
                    <summary className="focus-ring cursor-pointer rounded-sm text-sm font-semibold">
                      Inhalt anzeigen<span className="sr-only"> von «{mail.subject}»</span>
                    </summary>
                    <MailPreviewFrame html={mail.html} title={`Inhalt der Mail «${mail.subject}»`} className="mt-3" />
                  </details>
                </article>
              </li>
            );
          })}
        </ol>
      )}

      <CmsPagination page={outbox.page} pageCount={outbox.pageCount} hrefFor={(page) => `${SCREEN}?seite=${page}`} />
    </div>
  );
}
