// The 'Datenschutz-Anfragen' screen (docs/decisions/0015-privacy-requests.md): an address's stored data with its export and
// erasure, the retention period, the recent log. Every form works without JavaScript; with it, the
// erasure's confirmation is a modal dialog that opens without a round trip.
import { Download, Search, ShieldCheck, Trash2 } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsTextField, useSubmitValidation } from "~/components/cms/cms-form-field";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { useActionToast } from "~/components/cms/use-action-toast";
import type { FieldErrors } from "~/lib/form-validation";
import { formText } from "~/lib/form-validation";
import { describeCounts, privacyActionLabels, privacyIntents, privacyTexts, RETENTION_LIMITS, retentionSchema, subjectEmailSchema } from "./privacy-rules";
import type { PrivacyActionData, PrivacyLogEntry, StoredDataSummary } from "./privacy-view";

const EXPORT_ACTION = "/cms/datenschutz/export";
const cardClass = "rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6";

function validateEmail(form: FormData): FieldErrors | null {
  const parsed = subjectEmailSchema.safeParse(formText(form, "email"));
  return parsed.success ? null : { email: parsed.error.issues[0]?.message ?? privacyTexts.emailInvalid };
}

function validateRetention(form: FormData): FieldErrors | null {
  return retentionSchema.safeParse(formText(form, "months")).success ? null : { months: privacyTexts.retentionRange };
}

export function PrivacyScreen({ months, log, result }: { months: number; log: PrivacyLogEntry[]; result: PrivacyActionData | undefined }) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  useActionToast(result?.message ? { ok: result.ok, message: result.message } : undefined);
  const request = result && result.intent !== "save-retention" ? result : undefined;
  const retention = result?.intent === "save-retention" ? result : undefined;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <CmsScreenHeader title={privacyTexts.title} description={privacyTexts.description} />
      <AddressRequest result={request} busyIntent={busyIntent} />
      <RetentionForm months={months} result={retention} busy={busyIntent === privacyIntents.saveRetention} />
      <PrivacyLog entries={log} />
    </div>
  );
}

type AddressResult = Exclude<PrivacyActionData, { intent: "save-retention" }>;

function AddressRequest({ result: request, busyIntent }: { result: AddressResult | undefined; busyIntent: unknown }) {
  const { clientErrors, onSubmit } = useSubmitValidation(validateEmail);
  const error = clientErrors?.email ?? request?.fieldErrors?.email;
  const searching = busyIntent === privacyIntents.search;
  return (
    <section aria-labelledby="anfrage-titel" className={cardClass}>
      <h2 id="anfrage-titel" className="text-xl font-semibold">
        Anfrage zu einer E-Mail-Adresse
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">
        Zeigt alles, was zu einer Adresse gespeichert ist: Kontaktnachrichten, Mails im Postausgang, Anfragen gedruckter Ausgaben (gelöscht werden deren
        Personendaten, die Daten bleiben als Nachweis) und ein Benutzerkonto. Prüfen Sie vor einer Auskunft oder Löschung, dass die Anfrage wirklich von dieser
        Person kommt.
      </p>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value={privacyIntents.search} />
        <CmsTextField
          label={privacyTexts.emailLabel}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          maxLength={320}
          defaultValue={request?.values?.email ?? ""}
          error={error}
          className="flex-1"
        />
        <button type="submit" disabled={searching} className={cmsButton("primary", "sm:mb-0")}>
          <Search aria-hidden="true" className="size-4" />
          {searching ? "Wird gesucht..." : "Suchen"}
        </button>
      </Form>
      {request && !request.ok && !request.fieldErrors ? (
        <CmsFeedback feedback={{ ok: false, message: request.message ?? privacyTexts.searchFailed }} className="mt-4" />
      ) : null}
      {request?.ok && request.message ? <CmsFeedback feedback={{ ok: true, message: request.message }} className="mt-4" /> : null}
      {request?.summary ? <StoredData summary={request.summary} serverConfirming={Boolean(request.confirming)} busyIntent={busyIntent} /> : null}
    </section>
  );
}

function StoredData({ summary, serverConfirming, busyIntent }: { summary: StoredDataSummary; serverConfirming: boolean; busyIntent: unknown }) {
  const [confirming, setConfirming] = useState(serverConfirming);
  useEffect(() => setConfirming(serverConfirming), [serverConfirming, summary]);
  // Every kind of the counts: a kind added later is counted without touching this.
  const total = Object.values(summary.counts).reduce((sum, count) => sum + count, 0);
  const ownAccount = summary.account?.self === true;

  return (
    <div className="mt-6 border-t border-border pt-6">
      <h3 className="text-lg font-semibold">
        Gespeichert zu «<span className="break-all">{summary.email}</span>»
      </h3>
      {total === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{privacyTexts.nothingStored}</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Anzahl">
            <dt className="text-muted-foreground">Kontaktnachrichten</dt>
            <dd>{summary.counts.contactMessages}</dd>
            <dt className="text-muted-foreground">Mails im Postausgang</dt>
            <dd>{summary.counts.outboxMails}</dd>
            <dt className="text-muted-foreground">Anfragen gedruckter Ausgaben</dt>
            <dd>{summary.counts.printedCopyRequests}</dd>
            <dt className="text-muted-foreground">Benutzerkonto</dt>
            <dd>{summary.account ? `${summary.account.name || "ohne Namen"} (${summary.account.role}, seit ${summary.account.createdAt})` : "keines"}</dd>
          </dl>
          {summary.messages.length > 0 ? (
            <RecordList title="Kontaktnachrichten">
              {summary.messages.map((m) => (
                <li key={m.id}>
                  <span className="text-muted-foreground">{m.receivedAt}</span> · {m.name} · {m.sourcePage ?? "Seite unbekannt"} ·{" "}
                  {m.status === "done" ? "Erledigt" : "Neu"}
                </li>
              ))}
            </RecordList>
          ) : null}
          {summary.printedCopyRequests.length > 0 ? (
            <RecordList title="Anfragen gedruckter Ausgaben">
              {summary.printedCopyRequests.map((r) => (
                <li key={r.id}>
                  <span className="text-muted-foreground">{r.receivedAt}</span> · {r.name ?? "ohne Namen"}
                  {r.institution ? ` · ${r.institution}` : ""} · {r.shippedAt ? `versandt am ${r.shippedAt}` : "noch nicht versandt"}
                </li>
              ))}
            </RecordList>
          ) : null}
          {summary.outboxMails.length > 0 ? (
            <RecordList title="Mails im Postausgang">
              {summary.outboxMails.map((m) => (
                <li key={m.id}>
                  <span className="text-muted-foreground">{m.createdAt}</span> · «{m.subject}» · an {m.toAddress}
                  {m.replyTo ? ` · Antwort an ${m.replyTo}` : ""}
                </li>
              ))}
            </RecordList>
          ) : null}
          {ownAccount ? <p className="mt-4 text-sm font-medium text-destructive">Das ist Ihr eigenes Konto. Es kann hier nicht gelöscht werden.</p> : null}
          <div className="mt-5 flex flex-wrap gap-3">
            {/* A document request (reloadDocument): the browser saves the file the answer carries. */}
            <Form method="post" action={EXPORT_ACTION} reloadDocument>
              <input type="hidden" name="email" value={summary.email} />
              <button type="submit" className={cmsButton("secondary")}>
                <Download aria-hidden="true" className="size-4" />
                Exportieren
              </button>
            </Form>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="email" value={summary.email} />
              <button
                type="submit"
                name="intent"
                value={privacyIntents.confirmErase}
                disabled={ownAccount}
                onClick={(event) => {
                  event.preventDefault();
                  setConfirming(true);
                }}
                className={cmsButton("danger")}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Löschen …
              </button>
            </Form>
          </div>
        </>
      )}
      {summary.history.length > 0 ? (
        <RecordList title="Frühere Anfragen zu dieser Adresse">
          {summary.history.map((h, index) => (
            <li key={index}>
              <span className="text-muted-foreground">{h.at}</span> · {privacyActionLabels[h.action]}
              {h.actor ? ` durch ${h.actor}` : ""}
            </li>
          ))}
        </RecordList>
      ) : null}
      {confirming && total > 0 && !ownAccount ? (
        <EraseDialog summary={summary} busy={busyIntent === privacyIntents.erase} onCancel={() => setConfirming(false)} />
      ) : null}
    </div>
  );
}

function RecordList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="mt-1 flex flex-col gap-1 text-sm break-words">{children}</ul>
    </div>
  );
}

/**
 * The confirmation before an erasure (docs/product/cms-screens.md, "Deleting … needs a confirmation dialog"), the CMS's one
 * confirm dialog. 'Abbrechen' without JavaScript asks for the same address again, without the dialog
 * (the address is only ever posted, never put in a URL).
 */
function EraseDialog({ summary, busy, onCancel }: { summary: StoredDataSummary; busy: boolean; onCancel: () => void }) {
  return (
    <CmsConfirmDialog
      title={privacyTexts.eraseTitle}
      description={
        <div className="flex flex-col gap-2">
          <p>
            Zu «<span className="break-all">{summary.email}</span>» werden gelöscht:{" "}
            <strong className="text-foreground">{describeCounts(summary.counts)}</strong>.
          </p>
          {summary.account ? <p>Das Benutzerkonto wird mit seinen Sitzungen und Anmeldedaten gelöscht; die Person kann sich nicht mehr anmelden.</p> : null}
          <p>Das lässt sich nicht rückgängig machen. Verlangt die Person auch eine Auskunft, exportieren Sie die Daten vorher.</p>
        </div>
      }
      onCancel={onCancel}
      cancel={(ref) => (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={privacyIntents.search} />
          <input type="hidden" name="email" value={summary.email} />
          <button
            ref={ref}
            type="submit"
            onClick={(event) => {
              event.preventDefault();
              onCancel();
            }}
            className={cmsButton("secondary", "w-full sm:w-auto")}
          >
            Abbrechen
          </button>
        </Form>
      )}
    >
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={privacyIntents.erase} />
        <input type="hidden" name="email" value={summary.email} />
        <input type="hidden" name="confirmed" value="ja" />
        <button type="submit" disabled={busy} className={cmsButton("danger", "w-full sm:w-auto")}>
          <Trash2 aria-hidden="true" className="size-4" />
          {busy ? "Wird gelöscht..." : "Endgültig löschen"}
        </button>
      </Form>
    </CmsConfirmDialog>
  );
}

function RetentionForm({
  months,
  result,
  busy,
}: {
  months: number;
  result: Extract<PrivacyActionData, { intent: "save-retention" }> | undefined;
  busy: boolean;
}) {
  const { clientErrors, onSubmit } = useSubmitValidation(validateRetention);
  const error = clientErrors?.months ?? result?.fieldErrors?.months;
  return (
    <section aria-labelledby="aufbewahrung-titel" className={cardClass}>
      <h2 id="aufbewahrung-titel" className="text-xl font-semibold">
        Aufbewahrung
      </h2>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value={privacyIntents.saveRetention} />
        <CmsTextField
          label={privacyTexts.retentionLabel}
          name="months"
          type="number"
          inputMode="numeric"
          min={RETENTION_LIMITS.min}
          max={RETENTION_LIMITS.max}
          step={1}
          required
          // A new stored value (after saving) replaces what the field shows.
          key={months}
          defaultValue={result && !result.ok ? (result.values?.months ?? String(months)) : String(months)}
          hint={privacyTexts.retentionHint}
          error={error}
          className="flex-1"
        />
        <button type="submit" disabled={busy} className={cmsButton("primary", "sm:mt-7")}>
          {busy ? "Wird gespeichert..." : "Speichern"}
        </button>
      </Form>
      {result && !busy && !result.fieldErrors ? <CmsFeedback feedback={result} className="mt-4" /> : null}
    </section>
  );
}

function PrivacyLog({ entries }: { entries: PrivacyLogEntry[] }) {
  return (
    <section aria-labelledby="protokoll-titel" className={cardClass}>
      <h2 id="protokoll-titel" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5" />
        Protokoll
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">Wann was gelöscht oder herausgegeben wurde, ohne Inhalte und ohne Adressen.</p>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{privacyTexts.logEmpty}</p>
      ) : (
        <ol className="mt-4 flex flex-col divide-y divide-border text-sm" aria-label="Protokoll, neueste zuerst">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
              <time dateTime={entry.atIso} className="shrink-0 text-muted-foreground sm:w-36">
                {entry.at}
              </time>
              <span className="shrink-0 font-semibold sm:w-44">{privacyActionLabels[entry.action]}</span>
              <span className="min-w-0 flex-1 break-words">
                {describeCounts(entry.counts)}
                {entry.actor ? <span className="text-muted-foreground"> · {entry.actor}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
