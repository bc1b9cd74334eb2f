// The template list (the spec's "E-mail templates"): name, last update (de-CH), subject, reply-to,
// collapsible HTML preview, edit and delete; plus the preview with sample values and a test mail.
import { Pencil, Send, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { MailPreviewFrame } from "~/features/mail/mail-preview-frame";
import { DEFAULT_REPLY_TO, previewTemplate, templateIntents, templateMessages } from "./template-form";

export type TemplateListItem = {
  id: number;
  templateName: string;
  subject: string;
  html: string;
  replyTo: string | null;
  /** Formatted on the server (de-CH, Europe/Zurich). */
  updatedAt: string;
  updatedAtIso: string;
  /** The contact form sends this template: renaming or deleting it changes those mails. */
  usedByContactForm: boolean;
};

export type EmailTemplateListProps = {
  templates: TemplateListItem[];
  editHref: (id: number) => string;
  deleteHref: (id: number) => string;
  /** The signed-in user's address: the test mail goes there. */
  testRecipient: string;
};

export function EmailTemplateList({ templates, editHref, deleteHref, testRecipient }: EmailTemplateListProps) {
  const navigation = useNavigation();
  if (templates.length === 0) {
    return <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">{templateMessages.empty}</p>;
  }
  const sendingId =
    navigation.state === "submitting" && navigation.formData?.get("intent") === templateIntents.test ? Number(navigation.formData.get("id")) : null;

  return (
    <ul className="flex flex-col gap-4" aria-label="E-Mail-Vorlagen">
      {templates.map((template) => {
        const filled = previewTemplate(template);
        const headingId = `vorlage-${template.id}`;
        return (
          <li key={template.id}>
            <article aria-labelledby={headingId} className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold">
                  {template.templateName}
                  {template.usedByContactForm ? (
                    <span className="ml-2 inline-block rounded-full bg-secondary px-2 py-0.5 align-middle text-xs font-medium text-secondary-foreground">
                      Kontaktformular
                    </span>
                  ) : null}
                </h3>
                <p className="text-sm text-muted-foreground">
                  Zuletzt aktualisiert: <time dateTime={template.updatedAtIso}>{template.updatedAt}</time>
                </p>
              </div>

              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-muted-foreground">Betreff</dt>
                <dd className="min-w-0 break-words">{template.subject}</dd>
                <dt className="text-muted-foreground">Antwort an</dt>
                <dd className="min-w-0 break-all">
                  {template.replyTo ?? (
                    <>
                      {DEFAULT_REPLY_TO} <span className="text-muted-foreground">(Standard)</span>
                    </>
                  )}
                </dd>
              </dl>

              <details className="mt-4 rounded-md border border-border p-3">
                <summary className="focus-ring cursor-pointer rounded-sm text-sm font-semibold">
                  HTML-Vorschau<span className="sr-only"> von «{template.templateName}»</span>
                </summary>
                <p className="mt-3 text-sm">
                  <span className="text-muted-foreground">Betreff mit Beispielwerten: </span>
                  {filled.subject}
                </p>
                <MailPreviewFrame html={filled.html} title={`Vorschau von «${template.templateName}» mit Beispielwerten`} className="mt-3" />
                <details className="mt-3">
                  <summary className="focus-ring cursor-pointer rounded-sm text-sm text-muted-foreground">HTML-Quelltext</summary>
                  <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-all">{template.html}</pre>
                </details>
              </details>

              <div className="mt-4 flex flex-wrap gap-2">
                <Link to={editHref(template.id)} className={cmsButton("secondary")}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Bearbeiten<span className="sr-only"> «{template.templateName}»</span>
                </Link>
                {/* Posts to the current address: a form opened above stays open with what was typed. */}
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value={templateIntents.test} />
                  <input type="hidden" name="id" value={template.id} />
                  <button
                    type="submit"
                    disabled={sendingId === template.id}
                    className={cmsButton("secondary")}
                    title={`Sendet die Vorlage mit Beispielwerten an ${testRecipient}`}
                  >
                    <Send aria-hidden="true" className="size-4" />
                    {sendingId === template.id ? "Wird gesendet..." : "Testversand an mich"}
                    <span className="sr-only">
                      {" "}
                      («{template.templateName}» an {testRecipient})
                    </span>
                  </button>
                </Form>
                <Link to={deleteHref(template.id)} preventScrollReset className={cmsButton("ghost-danger")}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Löschen<span className="sr-only"> «{template.templateName}»</span>
                </Link>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
